import "server-only";
// Recruiters' search: one indexed query over the listings (full text, segment, verified attainment, location),
// ordered by best verified attainment, paged by an opaque cursor, with blocked and own-organisation reps left out
// in the same query. Opening a card is recorded for the rep ("who looked") and in the organisation's audit trail.
import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { TalentCard } from "@/lib/talent";
import type { talentSearchSchema } from "@/lib/validators/talent";
import type { z } from "zod";
import { getDb } from "../db/client";
import { talentProfiles, talentViews } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { writeOrgAudit } from "../data/orgs/access";
import { toTalentCard } from "./cards";
import { refreshStaleListings, ensureFactsCurrent } from "./facts";
import { blockingDomains, talentRecruiter, visibleTo } from "./access";

export const TALENT_PAGE_SIZE = 20;

const rank = sql`coalesce(${talentProfiles.bestAttainment}, -1)`;

type Cursor = { rank: string; profileId: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<Cursor>;
    if (
      typeof value.rank === "string" &&
      /^-?\d{1,6}(\.\d{1,2})?$/.test(value.rank) &&
      typeof value.profileId === "string"
    ) {
      return { rank: value.rank, profileId: value.profileId };
    }
  } catch {
    // answered below
  }
  throw new ApiError("bad_request", "This page link is no longer valid: run the search again");
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchTalent(
  userId: number,
  orgId: number,
  query: z.output<typeof talentSearchSchema>,
): Promise<{ results: TalentCard[]; nextCursor: string | null }> {
  const db = await getDb();
  await talentRecruiter(userId, orgId, db);
  await refreshStaleListings();
  const domains = await blockingDomains(db, orgId);
  const conditions: SQL[] = [eq(talentProfiles.listed, true), visibleTo(orgId, domains.all, domains.verified)];
  if (query.q) conditions.push(sql`${talentProfiles.search} @@ plainto_tsquery('simple', ${query.q})`);
  if (query.segment) conditions.push(sql`${talentProfiles.segments} @> array[${query.segment}]::text[]`);
  if (query.minAttainment !== undefined) {
    conditions.push(gte(talentProfiles.bestAttainment, query.minAttainment.toFixed(2)));
  }
  if (query.location) conditions.push(sql`${talentProfiles.location} ilike ${likePattern(query.location)}`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(${rank}, ${talentProfiles.profileId}) < (${after.rank}::numeric, ${after.profileId})`);
  }
  const rows = await db
    .select({ listing: talentProfiles, rank: sql<string>`${rank}::text` })
    .from(talentProfiles)
    .where(and(...conditions))
    .orderBy(desc(rank), desc(talentProfiles.profileId))
    .limit(TALENT_PAGE_SIZE + 1);
  const page = rows.slice(0, TALENT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map((r) => toTalentCard(r.listing)),
    nextCursor:
      rows.length > TALENT_PAGE_SIZE && last
        ? encodeCursor({ rank: last.rank, profileId: last.listing.profileId })
        : null,
  };
}

/** The shape of the opaque ids we hand out (12 random bytes, base64url); anything else cannot name a listing. */
const PROFILE_ID = /^[A-Za-z0-9_-]{1,24}$/;

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

export async function talentCard(userId: number, orgId: number, profileId: string): Promise<TalentCard> {
  const db = await getDb();
  await talentRecruiter(userId, orgId, db);
  const listing = await findVisibleListing(orgId, profileId);
  await ensureFactsCurrent(listing.userId);
  const fresh = await findVisibleListing(orgId, profileId);
  await db.transaction(async (tx) => {
    await tx.insert(talentViews).values({ repId: fresh.userId, orgId, recruiterId: userId, kind: "view" });
    await writeOrgAudit(tx, { orgId, actorId: userId, action: "talent_viewed", details: { profileId } });
  });
  return toTalentCard(fresh);
}
