import "server-only";
// "Sync closed-won deals": the connected user's won deals read from the CRM, then written as deal stories in one
// transaction keyed by (provider, external id): new deals are created while the plan has room, imported stories
// are refreshed from the CRM unless the rep has edited them since (their text wins), the rest is counted as skipped.
import { and, eq } from "drizzle-orm";
import { dealHighlightSchema, type DealHighlightInput } from "@/lib/validators/deal-highlight";
import { getDb } from "../db/client";
import { dealHighlights } from "../db/schema";
import { ApiError } from "../errors";
import { consumeAllowance } from "../data/usage";
import { dealHighlightsData } from "../data/portfolio";
import { requireUserId } from "../data/user-scope";
import { crmClient, grantTokens } from "./crm-api";
import { getConnection, markSynced, userGrant } from "./connections";
import { reconnectRequired } from "./integration-error";
import { crmDealStory, type CrmDeal, type CrmDealStory } from "./deal-fields";
import type { CrmConfig } from "./provider";
import { crmProvider } from "./registry";

import type { SyncResult } from "@/lib/integrations";

export async function syncClosedWonDeals(userId: number, config: CrmConfig): Promise<SyncResult> {
  const id = requireUserId(userId);
  const connection = await getConnection(id, config.provider);
  if (!connection) {
    throw new ApiError("conflict", `Connect ${config.name} first: there is no ${config.name} connection to sync.`);
  }
  // A CRM connection without who connected cannot say whose deals to read: it is connected again.
  const { accountId, providerUserId } = connection;
  if (connection.reconnectReason || !accountId || !providerUserId) throw reconnectRequired(config.name);
  const db = await getDb();
  await consumeAllowance(db, id, "crm_sync");

  const client = crmClient(config, grantTokens(userGrant(id, config.provider), config));
  const deals = await crmProvider(config.provider).closedWon(client, config, { ...connection, providerUserId });
  return writeDeals(id, config, accountId, deals);
}

/** The columns a synced story sets: the CRM's text and amount, and when and from which account it was read. */
function storyColumns(input: DealHighlightInput, story: CrmDealStory, accountId: string, fetchedAt: Date) {
  return {
    title: input.title,
    description: input.description,
    arrValue: input.arrValue,
    arrCurrency: story.arrCurrency,
    sourceAccountId: accountId,
    sourceFetchedAt: fetchedAt,
  };
}

async function writeDeals(userId: number, config: CrmConfig, accountId: string, deals: CrmDeal[]): Promise<SyncResult> {
  const result: SyncResult = { created: 0, updated: 0, skipped: 0 };
  const fetchedAt = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The deal stories' repository locks the owner's row and creates within the plan's cap (see createMany).
    const room = await dealHighlightsData.lockRoom(tx, userId);
    // Past the plan's cap (after a downgrade) the stories are read-only: the sync leaves them as they are.
    const readOnly = room.held > room.limit;

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
    const fresh: { input: DealHighlightInput; story: CrmDealStory; externalId: string }[] = [];
    for (const deal of deals) {
      if (seen.has(deal.externalId)) continue;
      seen.add(deal.externalId);
      const story = crmDealStory(deal, config.provider);
      const valid = dealHighlightSchema.safeParse(story);
      const stored = existing.get(deal.externalId);
      if (!valid.success || (stored && (stored.editedAt || readOnly))) {
        result.skipped += 1;
        continue;
      }
      if (!stored) {
        fresh.push({ input: valid.data, story, externalId: deal.externalId });
        continue;
      }
      await tx
        .update(dealHighlights)
        .set(storyColumns(valid.data, story, accountId, fetchedAt))
        .where(and(eq(dealHighlights.userId, userId), eq(dealHighlights.id, stored.id)));
      result.updated += 1;
    }
    const { created, skipped } = await dealHighlightsData.createMany(
      tx,
      userId,
      fresh.map((item) => item.input),
      {
        extra: (input, index) => ({
          ...storyColumns(input, fresh[index]!.story, accountId, fetchedAt),
          sourceProvider: config.provider,
          sourceExternalId: fresh[index]!.externalId,
        }),
      },
    );
    result.created += created.length;
    result.skipped += skipped.length;
    await markSynced(tx, userId, config.provider, fetchedAt);
  });
  return result;
}
