import "server-only";
// Recruiters' search: one indexed query over the listings (full text, segment, verified attainment, location),
// ordered by best verified attainment, paged by a sealed cursor, with blocked and own-organisation reps left out
// in the same query. Opening a card is recorded for the rep ("who looked") and in the organisation's audit trail, once the card is
// out. Both answer from the stored facts, which the talent job keeps in line with the portfolios (facts.ts).
import { createHash } from "node:crypto";
import { after } from "next/server";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TalentCard } from "@/lib/talent";
import type { talentSearchSchema } from "@/lib/validators/talent";
import type { z } from "zod";
import { getDb, queryRows, type Db } from "../db/client";
import { talentProfiles, talentViews } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { tokenSealer } from "../sealed-tokens";
import { writeOrgAudit, type OrgContext } from "../data/orgs/access";
import { toTalentCard } from "./cards";
import { blockingDomains, visibleTo } from "./access";

export const TALENT_PAGE_SIZE = 20;

const rank = sql`coalesce(${talentProfiles.bestAttainment}, -1)`;

/** The shape of the opaque ids we hand out (12 random bytes, base64url); anything else cannot name a listing. */
const PROFILE_ID = /^[A-Za-z0-9_-]{1,24}$/;

type Cursor = { rank: string; profileId: string };
type SearchQuery = z.output<typeof talentSearchSchema>;

/**
 * The cursor is sealed (AES-GCM under a key of its own derived from AUTH_SECRET): a recruiter can neither read the
 * rank it holds (a rep's best attainment, finer than the band a card shows) nor forge a position, and it carries the
 * search it came from (organisation and filters), so a cursor used with other filters or elsewhere is refused.
 */
const cursorSealer = tokenSealer("quotaproof-talent-cursor", "talent-search-cursor");
const BAD_CURSOR = "This page link is no longer valid: run the search again";

function searchKey(orgId: number, query: SearchQuery): string {
  const filters = [orgId, query.q, query.segment ?? null, query.minAttainment ?? null, query.location];
  return createHash("sha256").update(JSON.stringify(filters)).digest("base64url").slice(0, 22);
}

function encodeCursor(cursor: Cursor, key: string): string {
  return cursorSealer.seal(JSON.stringify([key, cursor.rank, cursor.profileId]));
}

function decodeCursor(raw: string, key: string): Cursor {
  const opened = cursorSealer.open(raw);
  try {
    const value: unknown = opened === null ? null : JSON.parse(opened);
    const [cursorKey, rank, profileId] = Array.isArray(value) ? (value as unknown[]) : [];
    if (
      cursorKey === key &&
      typeof rank === "string" &&
      /^-?\d{1,6}(\.\d{1,2})?$/.test(rank) &&
      typeof profileId === "string" &&
      PROFILE_ID.test(profileId)
    ) {
      return { rank, profileId };
    }
  } catch {
    // answered below
  }
  throw new ApiError("bad_request", BAD_CURSOR, { cursor: BAD_CURSOR });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A text or place filter that matches fewer listings than this is searched the other way round: its few listings are
 * read through its index (full text, or the location trigrams of migration 0022) and sorted, instead of walking the
 * ranking index until a page is full, which for a word or place almost nobody has means walking every listing.
 * PostgreSQL's statistics cannot tell a rare word from an absent one, so the search asks the index first.
 */
const FEW_MATCHES = 300;

const textMatch = (q: string) => sql`${talentProfiles.search} @@ plainto_tsquery('simple', ${q})`;

/** `location ILIKE '%text%'`, and, for three letters or more, the trigram containment that never drops a match. */
function locationMatch(text: string): { ilike: SQL; trigrams: SQL | null } {
  return {
    ilike: sql`${talentProfiles.location} ilike ${likePattern(text)}`,
    trigrams: text.length >= 3 ? sql`talent_trigrams(${talentProfiles.location}) @> talent_trigrams(${text})` : null,
  };
}

/** Whether fewer than FEW_MATCHES listed reps meet the condition (one look at its index, stopping there). */
async function fewMatch(db: Db, condition: SQL): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${talentProfiles}
      where ${talentProfiles.listed} and ${condition} limit ${FEW_MATCHES}) matches`,
  );
  return (row?.n ?? 0) < FEW_MATCHES;
}

/** How to plan the search: from the rare filter's index, or along the ranking index. */
export type SearchPlan = { rareWords: boolean; rarePlace: boolean };

export async function searchPlan(db: Db, query: SearchQuery): Promise<SearchPlan> {
  const place = query.location ? locationMatch(query.location) : null;
  const [rareWords, rarePlace] = await Promise.all([
    query.q ? fewMatch(db, textMatch(query.q)) : false,
    place?.trigrams ? fewMatch(db, sql`${place.trigrams} and ${place.ilike}`) : false,
  ]);
  return { rareWords, rarePlace };
}

/**
 * The search's one query: listed, visible to the organisation, the filters, one page after the cursor, best verified
 * attainment first. With a rare filter, the same rows in the same order, planned from that filter's index (`+ 0`
 * keeps PostgreSQL from walking the ranking index, whose order it would otherwise reuse).
 */
export function talentSearchQuery(
  db: Db,
  orgId: number,
  domains: { all: readonly string[]; verified: readonly string[] },
  query: SearchQuery,
  plan: SearchPlan = { rareWords: false, rarePlace: false },
) {
  const conditions: SQL[] = [
    eq(talentProfiles.listed, true),
    eq(talentProfiles.factsStale, false),
    visibleTo(orgId, domains.all, domains.verified),
  ];
  if (query.q) conditions.push(textMatch(query.q));
  if (query.segment) conditions.push(sql`${talentProfiles.segments} @> array[${query.segment}]::text[]`);
  if (query.minAttainment !== undefined) {
    // best_attainment >= minimum, said on the ranking index's expression (the same rows: the minimum is never
    // negative and no verified attainment ranks as -1), so the walk stays within the range instead of reading past
    // every lower rank.
    conditions.push(sql`${rank} >= ${query.minAttainment.toFixed(2)}::numeric`);
  }
  if (query.location) {
    const place = locationMatch(query.location);
    conditions.push(place.ilike);
    if (plan.rarePlace && place.trigrams) conditions.push(place.trigrams);
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor, searchKey(orgId, query));
    conditions.push(sql`(${rank}, ${talentProfiles.profileId}) < (${after.rank}::numeric, ${after.profileId})`);
  }
  return db
    .select({ listing: talentProfiles, rank: sql<string>`${rank}::text` })
    .from(talentProfiles)
    .where(and(...conditions))
    .orderBy(desc(plan.rareWords || plan.rarePlace ? sql`${rank} + 0` : rank), desc(talentProfiles.profileId))
    .limit(TALENT_PAGE_SIZE + 1);
}

/** The route lets through recruiting roles of an Enterprise organisation (TALENT_ACCESS). */
export async function searchTalent(
  ctx: OrgContext,
  query: SearchQuery,
): Promise<{ results: TalentCard[]; nextCursor: string | null }> {
  const orgId = ctx.org.id;
  const db = await getDb();
  // Answered from the stored facts. A listing whose portfolio changed is left out until the job has recomputed it
  // (right after the write that changed it): a voided verification must not keep its band in a result.
  const [plan, domains] = await Promise.all([searchPlan(db, query), blockingDomains(db, orgId)]);
  const rows = await talentSearchQuery(db, orgId, domains, query, plan);
  const page = rows.slice(0, TALENT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map((r) => toTalentCard(r.listing)),
    nextCursor:
      rows.length > TALENT_PAGE_SIZE && last
        ? encodeCursor({ rank: last.rank, profileId: last.listing.profileId }, searchKey(orgId, query))
        : null,
  };
}

/** A listed rep this organisation may see, by opaque id; 404 for anyone else (unlisted, blocked, unknown). */
export async function findVisibleListing(orgId: number, profileId: string) {
  if (!PROFILE_ID.test(profileId)) throw notFound("Profile");
  const db = await getDb();
  const domains = await blockingDomains(db, orgId);
  const [row] = await db
    .select()
    .from(talentProfiles)
    .where(
      and(
        eq(talentProfiles.profileId, profileId),
        eq(talentProfiles.listed, true),
        visibleTo(orgId, domains.all, domains.verified),
      ),
    );
  if (!row) throw notFound("Profile");
  return row;
}

export async function talentCard(ctx: OrgContext, profileId: string): Promise<TalentCard> {
  const [orgId, userId] = [ctx.org.id, ctx.member.userId];
  const listing = await findVisibleListing(orgId, profileId);
  // Recorded for the rep and the organisation's audit trail once the card is out.
  recordAfterResponse(async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.insert(talentViews).values({ repId: listing.userId, orgId, recruiterId: userId, kind: "view" });
      await writeOrgAudit(tx, ctx.member, { action: "talent_viewed", details: { profileId } });
    });
  });
  return toTalentCard(listing);
}

/** Runs `record` once the response is out; outside a request (a script) at once. A failure is logged. */
function recordAfterResponse(record: () => Promise<void>): void {
  const run = () =>
    record().catch((error: unknown) => console.error("[talent] recording a view failed:", (error as Error).message));
  try {
    after(run);
  } catch {
    void run();
  }
}
