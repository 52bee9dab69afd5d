import "server-only";
// Benchmarks: where a member's verified attainment falls in their organisation's cohorts (everyone, the same role,
// the same segment), as a band. The cohorts come from a snapshot taken once a day (by the benchmarks job, or again
// when an owner or admin refreshes it), never from live figures: a seller who edits their own figure and asks again
// the same day gets the same answer, so nothing about a peer can be found by trying values. A read answers the
// latest snapshot there is (its `asOf` may be yesterday's) and never takes one. Only verified records count.
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { BENCHMARK_MIN_LEVEL } from "@/lib/assurance";
import { benchmarkBand, type BenchmarkBand } from "@/lib/benchmark-bands";
import { getDb, type Db, type Tx } from "../../db/client";
import { orgBenchmarkSnapshots, orgMembers, organizations, quotaRecords } from "../../db/schema";
import { consumeAllowance } from "../usage";
import type { OrgContext } from "./access";

export type Benchmark = {
  year: number;
  cohort: "organisation" | "role" | "segment";
  /** What the cohort shares: the organisation's name, the role or the segment. */
  label: string;
  /** Where the member's verified attainment falls; null for a cohort under five people with verified figures. */
  band: BenchmarkBand | null;
  /** The member's own verified attainment that year, as of the snapshot (never anyone else's). */
  attainmentPercent: string;
};

/**
 * `asOf`: when the snapshot the bands come from was taken (ISO 8601); null, with no benchmarks, before the
 * organisation's first snapshot.
 */
export type BenchmarksAnswer = { benchmarks: Benchmark[]; asOf: string | null };

type Cohorts = Record<string, number[]>;

const organisationKey = (year: number) => `${year}|organisation`;
const roleKey = (year: number, role: string) => `${year}|role|${role}`;
const segmentKey = (year: number, segment: string) => `${year}|segment|${segment}`;
const memberKey = (year: number, userId: number) => `${year}|member|${userId}`;

/** The UTC day a snapshot belongs to: "2026-11-25". */
const today = () => new Date().toISOString().slice(0, 10);

type RecordFigures = { year: number; quarter: number | null; quota: string; attainment: string };

/** A year's attainment (%): its annual record when there is one, else its quarters summed. */
function yearAttainment(records: RecordFigures[]): Map<number, number> {
  const byYear = new Map<
    number,
    { annual?: { quota: number; attainment: number }; quarters: { quota: number; attainment: number } }
  >();
  for (const r of records) {
    const entry = byYear.get(r.year) ?? { quarters: { quota: 0, attainment: 0 } };
    if (r.quarter === null) entry.annual = { quota: Number(r.quota), attainment: Number(r.attainment) };
    else {
      entry.quarters.quota += Number(r.quota);
      entry.quarters.attainment += Number(r.attainment);
    }
    byYear.set(r.year, entry);
  }
  const result = new Map<number, number>();
  for (const [year, { annual, quarters }] of byYear) {
    const totals = annual ?? quarters;
    if (totals.quota > 0) result.set(year, Math.round((totals.attainment / totals.quota) * 10_000) / 100);
  }
  return result;
}

/** The query the snapshot is computed from: the members' verified records, one read for the whole organisation. */
export const verifiedFiguresQuery = (db: Db | Tx, orgId: number) =>
  db
    .select({
      userId: orgMembers.userId,
      role: orgMembers.role,
      segment: orgMembers.segment,
      year: quotaRecords.year,
      quarter: quotaRecords.quarter,
      quota: quotaRecords.quota,
      attainment: quotaRecords.attainment,
    })
    .from(orgMembers)
    // Benchmarks count level 2 and up only: the employer's or a vetted domain's word, not a reviewer's alone.
    .innerJoin(
      quotaRecords,
      and(
        eq(quotaRecords.userId, orgMembers.userId),
        eq(quotaRecords.isVerified, true),
        gte(quotaRecords.assuranceLevel, BENCHMARK_MIN_LEVEL),
      ),
    )
    .where(eq(orgMembers.orgId, orgId));

/** Every cohort of the organisation from its members' verified records, as they stand now. */
async function computeCohorts(db: Db | Tx, orgId: number): Promise<Cohorts> {
  const rows = await verifiedFiguresQuery(db, orgId);
  const byMember = new Map<number, { role: string; segment: string | null; records: RecordFigures[] }>();
  for (const row of rows) {
    const member = byMember.get(row.userId) ?? { role: row.role, segment: row.segment, records: [] };
    member.records.push(row);
    byMember.set(row.userId, member);
  }
  const cohorts: Cohorts = {};
  const add = (key: string, value: number) => (cohorts[key] ??= []).push(value);
  for (const [userId, member] of byMember) {
    for (const [year, value] of yearAttainment(member.records)) {
      add(organisationKey(year), value);
      add(roleKey(year, member.role), value);
      if (member.segment) add(segmentKey(year, member.segment), value);
      add(memberKey(year, userId), value);
    }
  }
  // Sorted, so the stored lists say nothing about who is who.
  for (const values of Object.values(cohorts)) values.sort((a, b) => a - b);
  return cohorts;
}

type Snapshot = { cohorts: Cohorts; takenAt: Date };

/** The snapshot of the day's query: by organisation and day (its unique index). */
export const snapshotQuery = (db: Db | Tx, orgId: number, day: string) =>
  db
    .select({ cohorts: orgBenchmarkSnapshots.cohorts, takenAt: orgBenchmarkSnapshots.createdAt })
    .from(orgBenchmarkSnapshots)
    .where(and(eq(orgBenchmarkSnapshots.orgId, orgId), eq(orgBenchmarkSnapshots.takenOn, day)));

/**
 * Takes the organisation's snapshot of the day: unless one exists, or afresh when `replace`. Under a transaction-wide
 * advisory lock per organisation, so that instances asking at once compute it once: the others wait, then find it.
 */
async function takeSnapshot(orgId: number, replace: boolean): Promise<Snapshot> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quotaproof_benchmark_snapshot'), ${orgId})`);
    const day = today();
    if (!replace) {
      const [existing] = await snapshotQuery(tx, orgId, day);
      if (existing) return existing;
    }
    const cohorts = await computeCohorts(tx, orgId);
    const [taken] = await tx
      .insert(orgBenchmarkSnapshots)
      .values({ orgId, takenOn: day, cohorts })
      .onConflictDoUpdate({
        target: [orgBenchmarkSnapshots.orgId, orgBenchmarkSnapshots.takenOn],
        set: { cohorts, createdAt: sql`now()` },
      })
      .returning({ cohorts: orgBenchmarkSnapshots.cohorts, takenAt: orgBenchmarkSnapshots.createdAt });
    return taken!;
  });
}

/** Takes the organisation's snapshot of the day unless one exists (the daily job's share for one organisation). */
export async function takeBenchmarkSnapshot(orgId: number): Promise<void> {
  await takeSnapshot(orgId, false);
}

/** The organisation's latest snapshot, whatever its day, or null before the first one (a read: nothing is taken). */
async function latestSnapshot(orgId: number): Promise<Snapshot | null> {
  const db = await getDb();
  const [latest] = await db
    .select({ cohorts: orgBenchmarkSnapshots.cohorts, takenAt: orgBenchmarkSnapshots.createdAt })
    .from(orgBenchmarkSnapshots)
    .where(eq(orgBenchmarkSnapshots.orgId, orgId))
    .orderBy(desc(orgBenchmarkSnapshots.takenOn))
    .limit(1);
  return latest ?? null;
}

/** The job's share: today's snapshot of every Enterprise organisation that has none yet. Answers how many. */
export async function takeDueBenchmarkSnapshots(): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: organizations.id })
    .from(organizations)
    .leftJoin(
      orgBenchmarkSnapshots,
      and(eq(orgBenchmarkSnapshots.orgId, organizations.id), eq(orgBenchmarkSnapshots.takenOn, today())),
    )
    .where(and(eq(organizations.tier, "enterprise"), isNull(orgBenchmarkSnapshots.orgId)));
  for (const org of due) await takeBenchmarkSnapshot(org.id);
  return due.length;
}

/**
 * An owner or admin (the route lets only them through) takes the day's snapshot again now (after a round of
 * verifications, say), a few times an hour at most; everyone's bands follow it until the next. Answers the caller's
 * own benchmarks from it.
 */
export async function refreshBenchmarks(ctx: OrgContext): Promise<BenchmarksAnswer> {
  await consumeAllowance(await getDb(), ctx.member.userId, "benchmark_refresh");
  await takeSnapshot(ctx.org.id, true);
  return benchmarks(ctx);
}

/**
 * The caller's band in each cohort, per year they have a verified figure in the latest snapshot. No count, no peer
 * and no peer's figure is in the answer; a cohort under five people gives no band.
 */
export async function benchmarks({ org, member }: OrgContext): Promise<BenchmarksAnswer> {
  const snapshot = await latestSnapshot(org.id);
  if (!snapshot) return { benchmarks: [], asOf: null };
  const { cohorts, takenAt } = snapshot;
  const years = Object.keys(cohorts)
    .flatMap((key) => {
      const [year, kind, id] = key.split("|");
      return kind === "member" && Number(id) === member.userId ? [Number(year)] : [];
    })
    .sort((a, b) => b - a);
  const result: Benchmark[] = [];
  for (const year of years) {
    const own = cohorts[memberKey(year, member.userId)]![0]!;
    type Cohort = [Benchmark["cohort"], string, string];
    const wanted: Cohort[] = [
      ["organisation", org.name, organisationKey(year)],
      ["role", member.role, roleKey(year, member.role)],
    ];
    if (member.segment) wanted.push(["segment", member.segment, segmentKey(year, member.segment)]);
    for (const [cohort, label, key] of wanted) {
      const values = cohorts[key] ?? [];
      // The member must be in the cohort as it was snapshotted (a role or segment changed since: no band today).
      const band = values.includes(own) ? benchmarkBand(values, own) : null;
      result.push({ year, cohort, label, band, attainmentPercent: own.toFixed(2) });
    }
  }
  return { benchmarks: result, asOf: takenAt.toISOString() };
}
