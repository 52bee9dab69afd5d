import "server-only";
// The sync of an organisation's CRM: claims the connection's sync (one at a time; a claim older than the time limit
// is taken over), reads the CRM's people, figures and won deals through the provider's reader, matches CRM users to
// members by e-mail (a confirmed address at one of the organisation's verified domains, nothing else), and writes the
// rows and deals in one transaction. A row a sign-off covered keeps its signed fingerprint, so a later sync that reads
// other figures shows it as changed; rows and deals the CRM no longer has are dropped unless signed.
import { createHash } from "node:crypto";
import { and, eq, getTableColumns, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { employerFigureRows, figureFingerprintInput, type EmployerFigureRow } from "@/lib/employer-figures";
import { emailDomain, normalizedMailbox } from "@/lib/email-address";
import { getDb, type Tx } from "../db/client";
import { orgCrmConnections, orgCrmDeals, orgCrmFigures, orgMembers, users, workEmails } from "../db/schema";
import { verifiedDomains } from "../data/orgs/access";
import { atDomain } from "../data/orgs/vetting";
import { ApiError } from "../errors";
import { crmClient, grantTokens } from "./crm-api";
import { employerConnection, orgGrant } from "./employer-connections";
import type { CrmPerson, EmployerCrmData } from "./employer-crm-reader";
import type { CrmProviderName } from "./provider";
import { crmConfig, crmProvider } from "./registry";

/** A sync that has run this long is taken to have stopped (its instance ended): another may claim the connection. */
export const SYNC_CLAIM_MS = 15 * 60_000;
/** Rows per insert statement. */
const BATCH = 500;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Marks the connection's sync as running; false when another sync holds it (started within the time limit) or the
 * connection is gone or waits for a new connect.
 */
export async function claimEmployerSync(orgId: number, provider: CrmProviderName): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const claimed = await db
    .update(orgCrmConnections)
    .set({ syncState: "running", syncProgress: 0, syncStartedAt: now, syncError: null })
    .where(
      and(
        eq(orgCrmConnections.orgId, orgId),
        eq(orgCrmConnections.provider, provider),
        isNull(orgCrmConnections.reconnectReason),
        or(
          isNull(orgCrmConnections.syncState),
          sql`${orgCrmConnections.syncState} <> 'running'`,
          lt(orgCrmConnections.syncStartedAt, new Date(now.getTime() - SYNC_CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: orgCrmConnections.id });
  return claimed.length > 0;
}

async function setProgress(orgId: number, provider: CrmProviderName, progress: number): Promise<void> {
  const db = await getDb();
  await db
    .update(orgCrmConnections)
    .set({ syncProgress: progress })
    .where(and(eq(orgCrmConnections.orgId, orgId), eq(orgCrmConnections.provider, provider)));
}

/** Runs a claimed sync to its end: done with its counts, or failed with a message an admin can act on. */
export async function runEmployerSync(orgId: number, provider: CrmProviderName): Promise<void> {
  const db = await getDb();
  const where = and(eq(orgCrmConnections.orgId, orgId), eq(orgCrmConnections.provider, provider));
  try {
    const config = crmConfig(provider);
    const connection = await employerConnection(orgId, provider);
    if (!config || !connection) throw new ApiError("conflict", "The CRM is no longer connected");
    const client = crmClient(config, grantTokens(orgGrant(orgId, provider), config));
    const data = await crmProvider(provider).employer.read(client, config, { instanceUrl: connection.instanceUrl });
    await setProgress(orgId, provider, 60);
    const counts = await writeSync(orgId, provider, data);
    await db
      .update(orgCrmConnections)
      .set({ syncState: "done", syncProgress: 100, syncFinishedAt: new Date(), syncCounts: counts, syncError: null })
      .where(where);
  } catch (error) {
    const message =
      error instanceof ApiError ? error.message : "The sync stopped on an unexpected error. Please try again.";
    if (!(error instanceof ApiError)) console.error(`[employer-crm] ${provider} organisation ${orgId}:`, error);
    await db
      .update(orgCrmConnections)
      .set({ syncState: "failed", syncFinishedAt: new Date(), syncError: message })
      .where(where);
  }
}

/** CRM user id → member id, for CRM users whose e-mail is a member's confirmed address at a verified domain. */
export async function matchMembers(tx: Tx, orgId: number, people: CrmPerson[]): Promise<Map<string, number>> {
  const domains = await verifiedDomains(tx, orgId);
  const members = tx.select({ id: orgMembers.userId }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
  const [accounts, work] = await Promise.all([
    tx
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.id, members), isNotNull(users.emailConfirmedAt))),
    tx
      .select({ userId: workEmails.userId, email: workEmails.email })
      .from(workEmails)
      .where(and(inArray(workEmails.userId, members), isNotNull(workEmails.confirmedAt))),
  ]);
  const byMailbox = new Map<string, number>();
  for (const { userId, email } of [...accounts, ...work]) {
    const domain = emailDomain(email);
    if (domain && domains.some((d) => atDomain(domain, d))) byMailbox.set(normalizedMailbox(email), userId);
  }
  const matched = new Map<string, number>();
  for (const person of people) {
    const userId = person.email ? byMailbox.get(normalizedMailbox(person.email)) : undefined;
    if (userId !== undefined) matched.set(person.crmUserId, userId);
  }
  return matched;
}

const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

const amount = (n: number) => n.toFixed(2);

async function writeSync(orgId: number, provider: CrmProviderName, data: EmployerCrmData) {
  const rows = employerFigureRows(data.figures);
  const people = new Map(data.people.map((p) => [p.crmUserId, p]));
  const syncedAt = new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const matched = await matchMembers(tx, orgId, data.people);
    for (const batch of batches(rows)) await upsertFigures(tx, orgId, provider, batch, people, matched, syncedAt);
    const stale = and(
      eq(orgCrmFigures.orgId, orgId),
      eq(orgCrmFigures.provider, provider),
      lt(orgCrmFigures.syncedAt, syncedAt),
    );
    await tx.delete(orgCrmFigures).where(and(stale, isNull(orgCrmFigures.signedHash)));
    await tx.update(orgCrmFigures).set({ flag: "The CRM no longer has these figures" }).where(stale);

    const seen = new Set<string>();
    const deals = data.deals.filter((d) => !seen.has(d.id) && seen.add(d.id));
    for (const batch of batches(deals)) {
      await tx
        .insert(orgCrmDeals)
        .values(
          batch.map((d) => ({
            orgId,
            provider,
            dealId: d.id.slice(0, 100),
            name: d.name.slice(0, 300),
            amount: amount(d.amount),
            currency: d.currency,
            closeDate: d.closeDate,
            crmUserId: d.crmUserId,
            userId: matched.get(d.crmUserId) ?? null,
            syncedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [orgCrmDeals.orgId, orgCrmDeals.provider, orgCrmDeals.dealId],
          set: excludedValues(orgCrmDeals, [
            "name",
            "amount",
            "currency",
            "closeDate",
            "crmUserId",
            "userId",
            "syncedAt",
          ]),
        });
    }
    await tx
      .delete(orgCrmDeals)
      .where(and(eq(orgCrmDeals.orgId, orgId), eq(orgCrmDeals.provider, provider), lt(orgCrmDeals.syncedAt, syncedAt)));
    const sellers = new Set(rows.map((r) => r.crmUserId));
    return {
      crmUsers: data.people.length,
      matchedSellers: [...sellers].filter((id) => matched.has(id)).length,
      rows: rows.length,
      flagged: rows.filter((r) => r.flag).length,
      deals: deals.length,
    };
  });
}

/** The `set` of an upsert that takes the new row's value for each named column. */
function excludedValues<T extends PgTable>(table: T, keys: (keyof T["$inferInsert"] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

async function upsertFigures(
  tx: Tx,
  orgId: number,
  provider: CrmProviderName,
  rows: EmployerFigureRow[],
  people: Map<string, CrmPerson>,
  matched: Map<string, number>,
  syncedAt: Date,
): Promise<void> {
  await tx
    .insert(orgCrmFigures)
    .values(
      rows.map((r) => {
        const person = people.get(r.crmUserId);
        return {
          orgId,
          provider,
          crmUserId: r.crmUserId,
          crmEmail: person?.email?.slice(0, 320) ?? null,
          crmName: person?.name?.slice(0, 200) ?? null,
          userId: matched.get(r.crmUserId) ?? null,
          period: r.period,
          year: r.year,
          quarter: r.quarter,
          periodStart: r.periodStart,
          periodEnd: r.periodEnd,
          quota: amount(r.quota),
          closed: amount(r.closed),
          currency: r.currency,
          closedCurrency: r.closedCurrency,
          wonAmount: r.wonAmount === null ? null : amount(r.wonAmount),
          flag: r.flag,
          sourceIds: r.sourceIds,
          sourceHash: sha256(figureFingerprintInput(provider, r)),
          syncedAt,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [orgCrmFigures.orgId, orgCrmFigures.provider, orgCrmFigures.crmUserId, orgCrmFigures.period],
      set: excludedValues(orgCrmFigures, [
        "crmEmail",
        "crmName",
        "userId",
        "periodStart",
        "periodEnd",
        "quota",
        "closed",
        "currency",
        "closedCurrency",
        "wonAmount",
        "flag",
        "sourceIds",
        "sourceHash",
        "syncedAt",
      ]),
    });
}

/** A connection synced longer ago than this (or never) is due for the daily sync. */
const DAILY_MS = 20 * 3_600_000;

/**
 * The daily sync: up to `limit` organisations' CRMs not synced for a day, one after another; how many ran. A
 * serverless call takes a few (its time is bounded) and the hourly schedule comes back for the rest.
 */
export async function syncDueEmployerCrms({ limit }: { limit: number }): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ orgId: orgCrmConnections.orgId, provider: orgCrmConnections.provider })
    .from(orgCrmConnections)
    .where(
      and(
        isNull(orgCrmConnections.reconnectReason),
        or(
          isNull(orgCrmConnections.syncFinishedAt),
          lt(orgCrmConnections.syncFinishedAt, new Date(Date.now() - DAILY_MS)),
        ),
      ),
    );
  let ran = 0;
  for (const { orgId, provider } of due) {
    if (ran >= limit) break;
    if (!(await claimEmployerSync(orgId, provider))) continue;
    await runEmployerSync(orgId, provider);
    ran++;
  }
  return ran;
}
