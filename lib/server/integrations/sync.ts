import "server-only";
// "Sync closed-won deals": the connected user's won deals read from the CRM, then written as deal stories in one
// transaction keyed by (provider, external id): new deals are created while the plan has room, imported stories
// are refreshed from the CRM unless the rep has edited them since (their text wins), the rest is counted as skipped.
import { and, count, eq } from "drizzle-orm";
import { PLANS } from "@/lib/plans";
import { crmDealStory, type CrmDeal } from "@/lib/crm-deals";
import { dealHighlightSchema } from "@/lib/validators/deal-highlight";
import { getDb } from "../db/client";
import { crmConnections, dealHighlights, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { consumeAllowance } from "../data/usage";
import { MAX_ITEMS_PER_SECTION } from "../data/owned";
import { effectiveTier } from "../data/orgs/access";
import { requireUserId } from "../data/user-scope";
import { crmClient } from "./crm-api";
import { getConnection } from "./connections";
import { reconnectRequired } from "./crm-error";
import { hubspotClosedWon } from "./hubspot";
import type { CrmConfig } from "./providers";
import { salesforceClosedWon } from "./salesforce";

export type SyncResult = { created: number; updated: number; skipped: number };

export async function syncClosedWonDeals(userId: number, config: CrmConfig): Promise<SyncResult> {
  const id = requireUserId(userId);
  const connection = await getConnection(id, config.provider);
  if (!connection) {
    throw new ApiError("conflict", `Connect ${config.name} first: there is no ${config.name} connection to sync.`);
  }
  if (connection.reconnectReason) throw reconnectRequired(config.name);
  const db = await getDb();
  await consumeAllowance(db, id, "crm_sync");

  const client = crmClient(id, config);
  const deals =
    config.provider === "salesforce"
      ? await salesforceClosedWon(client, config, connection)
      : await hubspotClosedWon(client, config, connection);
  return writeDeals(id, config, connection.accountId, deals);
}

async function writeDeals(userId: number, config: CrmConfig, accountId: string, deals: CrmDeal[]): Promise<SyncResult> {
  const result: SyncResult = { created: 0, updated: 0, skipped: 0 };
  const fetchedAt = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The owner's row lock orders this sync after (or before) any other write that checks the plan's cap.
    const [owner] = await tx.select({ tier: effectiveTier }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) throw notFound("User");
    const [held] = await tx.select({ n: count() }).from(dealHighlights).where(eq(dealHighlights.userId, userId));
    let total = Number(held?.n ?? 0);
    const limit = Math.min(PLANS[owner.tier].limits.dealHighlights ?? Infinity, MAX_ITEMS_PER_SECTION);
    // Past the plan's cap (after a downgrade) the stories are read-only: the sync leaves them as they are.
    const readOnly = total > limit;

    const existing = new Map(
      (
        await tx
          .select({
            id: dealHighlights.id,
            externalId: dealHighlights.sourceExternalId,
            editedAt: dealHighlights.sourceEditedAt,
          })
          .from(dealHighlights)
          .where(and(eq(dealHighlights.userId, userId), eq(dealHighlights.sourceProvider, config.provider)))
      ).map((row) => [row.externalId, row]),
    );
    const seen = new Set<string>();
    for (const deal of deals) {
      if (seen.has(deal.externalId)) continue;
      seen.add(deal.externalId);
      const story = crmDealStory(deal, config.provider);
      const valid = dealHighlightSchema.safeParse(story);
      const stored = existing.get(deal.externalId);
      if (!valid.success || (stored && (stored.editedAt || readOnly)) || (!stored && total >= limit)) {
        result.skipped += 1;
        continue;
      }
      const values = {
        title: valid.data.title,
        description: valid.data.description,
        arrValue: valid.data.arrValue,
        arrCurrency: story.arrCurrency,
        sourceAccountId: accountId,
        sourceFetchedAt: fetchedAt,
      };
      if (stored) {
        await tx
          .update(dealHighlights)
          .set(values)
          .where(and(eq(dealHighlights.userId, userId), eq(dealHighlights.id, stored.id)));
        result.updated += 1;
      } else {
        await tx.insert(dealHighlights).values({
          ...values,
          userId,
          sourceProvider: config.provider,
          sourceExternalId: deal.externalId,
        });
        result.created += 1;
        total += 1;
      }
    }
    await tx
      .update(crmConnections)
      .set({ lastSyncAt: fetchedAt })
      .where(and(eq(crmConnections.userId, userId), eq(crmConnections.provider, config.provider)));
  });
  return result;
}
