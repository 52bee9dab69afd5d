import "server-only";
// The team view's SQL: which members match the filters, one page of them in keyset order, and the totals over all
// of them. Every query is built here (and nowhere else) so the index test can EXPLAIN exactly what the app runs.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TeamQuery } from "@/lib/validators/org";
import type { Db } from "../../db/client";
import { orgAttestations, orgMembers, quotaRecords, users } from "../../db/schema";
import { ApiError } from "../../errors";
import { memberColumns } from "./access";

type Verification = NonNullable<TeamQuery["verification"]>;

/** An attestation of the record `q` in the organisation, in one of the statuses. */
const attestationOf = (orgId: number, status: "pending" | "approved") => sql`exists (select 1 from "org_attestations" a
  where a."user_id" = q."user_id" and a."quota_record_id" = q."id" and a."org_id" = ${orgId} and a."status" = ${status})`;

/** The record `q` is in the state, as the team view labels records (verified includes attested). */
function recordIn(orgId: number, state: Verification): SQL {
  switch (state) {
    case "verified":
      return sql`q."is_verified"`;
    case "attested":
      return sql`q."is_verified" and ${attestationOf(orgId, "approved")}`;
    case "pending":
      return sql`not q."is_verified" and (q."review_status" = 'pending' or ${attestationOf(orgId, "pending")})`;
    case "unverified":
      return sql`not q."is_verified" and q."review_status" <> 'pending' and not ${attestationOf(orgId, "pending")}`;
  }
}

/** The members of the caller's scope that match the filters (a manager's scope already holds only their reports). */
export function teamFilter(orgId: number, scope: SQL | undefined, query: TeamQuery): SQL | undefined {
  return and(
    scope,
    query.managerId === undefined ? undefined : eq(orgMembers.managerId, query.managerId),
    query.segment === undefined ? undefined : eq(orgMembers.segment, query.segment),
    query.verification === undefined
      ? undefined
      : sql`exists (select 1 from "quota_records" q where q."user_id" = ${orgMembers.userId}
          and ${recordIn(orgId, query.verification)})`,
  );
}

/**
 * Each member's average attainment (%) over their records, for the organisation's members: one grouped read the
 * attainment sort joins (a correlated subquery would run once per member, before the sort).
 */
const averagesOf = (db: Db, orgId: number) =>
  db
    .select({
      userId: quotaRecords.userId,
      average: sql<string>`round(avg(${quotaRecords.attainmentPercent}), 2)`.as("average"),
    })
    .from(quotaRecords)
    .where(
      inArray(
        quotaRecords.userId,
        db.select({ id: orgMembers.userId }).from(orgMembers).where(eq(orgMembers.orgId, orgId)),
      ),
    )
    .groupBy(quotaRecords.userId)
    .as("averages");

type Cursor = { sort: TeamQuery["sort"]; key: string; id: number };

export function encodeTeamCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString("base64url");
}

const INVALID_CURSOR = "This page link is no longer valid: load the team again";

function decodeCursor(raw: string, sort: TeamQuery["sort"]): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 3) {
      const [cursorSort, key, id] = value as unknown[];
      const keyOk =
        typeof key === "string" &&
        (cursorSort === "attainment" ? /^-?\d{1,12}(\.\d{1,2})?$/.test(key) : key.length <= 100);
      if (cursorSort === sort && keyOk && Number.isSafeInteger(id) && (id as number) > 0) {
        return { sort, key: key as string, id: id as number };
      }
    }
  } catch {
    // answered below
  }
  throw new ApiError("bad_request", INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

/** One page (and one member more, to know whether another page follows) in the sort's keyset order. */
export function teamPageQuery(db: Db, orgId: number, scope: SQL | undefined, query: TeamQuery) {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  const filter = teamFilter(orgId, scope, query);
  if (query.sort === "name") {
    return db
      .select({ ...memberColumns, attainmentKey: sql<string>`''` })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(filter, after && sql`(${users.fullName}, ${orgMembers.userId}) > (${after.key}, ${after.id})`))
      .orderBy(asc(users.fullName), asc(orgMembers.userId))
      .limit(query.limit + 1);
  }
  // Highest average first, members without records last (-1), the id breaking ties.
  const averages = averagesOf(db, orgId);
  const key = sql`coalesce(${averages.average}, -1)`;
  return db
    .select({ ...memberColumns, attainmentKey: sql<string>`${key}::text` })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(averages, eq(averages.userId, orgMembers.userId))
    .where(
      and(
        filter,
        after &&
          sql`(${key} < ${after.key}::numeric or (${key} = ${after.key}::numeric and ${orgMembers.userId} > ${after.id}))`,
      ),
    )
    .orderBy(desc(key), asc(orgMembers.userId))
    .limit(query.limit + 1);
}

/** The cursor of the page that follows the member (a row of teamPageQuery). */
export const teamCursorAfter = (
  sort: TeamQuery["sort"],
  row: { userId: number; fullName: string; attainmentKey: string },
): string => encodeTeamCursor({ sort, key: sort === "name" ? row.fullName : row.attainmentKey, id: row.userId });

/**
 * A fingerprint of everything the totals read: the members and each one's portfolio version. Database triggers raise
 * a member's version with every change to their quota records, their attestations and their membership row (manager,
 * segment); a member who joins or leaves changes the set. The members are summed as 64-bit hashes of id and version
 * (no sort, no long string), so equal fingerprints mean equal totals short of a hash collision.
 */
export const teamVersionQuery = (db: Db, orgId: number) =>
  db
    .select({
      version: sql<string>`count(*)::text || ':' || coalesce(sum(hashtextextended(
        ${orgMembers.userId}::text || ':' || ${users.portfolioVersion}::text, 0)), 0)::text`,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(eq(orgMembers.orgId, orgId));

/** Counts and the average attainment over every member that matches (all pages), computed by the database. */
export function teamTotalsQuery(db: Db, orgId: number, scope: SQL | undefined, query: TeamQuery) {
  const attestations = db
    .select({
      recordId: sql<number>`${orgAttestations.quotaRecordId}`.as("record_id"),
      approved: sql<boolean>`bool_or(${orgAttestations.status} = 'approved')`.as("approved"),
      pending: sql<boolean>`bool_or(${orgAttestations.status} = 'pending')`.as("pending"),
    })
    .from(orgAttestations)
    .where(and(eq(orgAttestations.orgId, orgId), inArray(orgAttestations.status, ["pending", "approved"])))
    .groupBy(orgAttestations.quotaRecordId)
    .as("a");
  const pending = sql`not ${quotaRecords.isVerified} and (${quotaRecords.reviewStatus} = 'pending' or coalesce(${attestations.pending}, false))`;
  return db
    .select({
      members: sql<number>`count(distinct ${orgMembers.userId})::int`,
      records: sql<number>`count(${quotaRecords.id})::int`,
      verified: sql<number>`(count(*) filter (where ${quotaRecords.isVerified}))::int`,
      attested: sql<number>`(count(*) filter (where ${quotaRecords.isVerified} and coalesce(${attestations.approved}, false)))::int`,
      pending: sql<number>`(count(*) filter (where ${pending}))::int`,
      averageAttainmentPercent: sql<string | null>`round(avg(${quotaRecords.attainmentPercent}), 2)::text`,
    })
    .from(orgMembers)
    .leftJoin(quotaRecords, eq(quotaRecords.userId, orgMembers.userId))
    .leftJoin(attestations, eq(attestations.recordId, quotaRecords.id))
    .where(teamFilter(orgId, scope, query));
}

/** The records of the page's members, newest period first: the columns the team view and the report show. */
export const teamRecordsQuery = (db: Db, userIds: number[]) =>
  db
    .select({
      id: quotaRecords.id,
      userId: quotaRecords.userId,
      year: quotaRecords.year,
      quarter: quotaRecords.quarter,
      quota: quotaRecords.quota,
      attainment: quotaRecords.attainment,
      attainmentPercent: quotaRecords.attainmentPercent,
      isVerified: quotaRecords.isVerified,
      reviewStatus: quotaRecords.reviewStatus,
    })
    .from(quotaRecords)
    .where(inArray(quotaRecords.userId, userIds))
    .orderBy(asc(quotaRecords.userId), desc(quotaRecords.year), desc(quotaRecords.quarter), desc(quotaRecords.id));

/** The organisation's open and approved attestations of those members' records. */
export const teamAttestationsQuery = (db: Db, orgId: number, userIds: number[]) =>
  db
    .select({ quotaRecordId: orgAttestations.quotaRecordId, status: orgAttestations.status })
    .from(orgAttestations)
    .where(
      and(
        eq(orgAttestations.orgId, orgId),
        inArray(orgAttestations.userId, userIds),
        inArray(orgAttestations.status, ["pending", "approved"]),
      ),
    );
