import "server-only";
// Benchmarks: where a member's verified attainment falls in their organisation's cohorts (everyone, the same role,
// the same segment), as a band. The cohorts come from a snapshot taken once a day (on the day's first read, or by
// the benchmarks job), never from live figures: a seller who edits their own figure and asks again the same day
// gets the same answer, so nothing about a peer can be found by trying values. Only verified records count.
import { and, eq, inArray } from "drizzle-orm";
import { benchmarkBand, type BenchmarkBand } from "@/lib/benchmark-bands";
import { getDb } from "../../db/client";
import { orgBenchmarkSnapshots, orgMembers, organizations, quotaRecords } from "../../db/schema";
import type { PublicUser } from "../users";
import { orgMember } from "./access";

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

export type BenchmarksAnswer = { benchmarks: Benchmark[]; asOf: string };

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

/** Every cohort of the organisation from its members' verified records, as they stand now. */
async function computeCohorts(orgId: number): Promise<Cohorts> {
  const db = await getDb();
  const members = await db.select().from(orgMembers).where(eq(orgMembers.orgId, orgId));
  if (members.length === 0) return {};
  const records = await db
    .select({
      userId: quotaRecords.userId,
      year: quotaRecords.year,
      quarter: quotaRecords.quarter,
      quota: quotaRecords.quota,
      attainment: quotaRecords.attainment,
    })
    .from(quotaRecords)
    .where(
      and(
        inArray(
          quotaRecords.userId,
          members.map((m) => m.userId),
        ),
        eq(quotaRecords.isVerified, true),
      ),
    );
  const cohorts: Cohorts = {};
  const add = (key: string, value: number) => (cohorts[key] ??= []).push(value);
  for (const member of members) {
    const years = yearAttainment(records.filter((r) => r.userId === member.userId));
    for (const [year, value] of years) {
      add(organisationKey(year), value);
      add(roleKey(year, member.role), value);
      if (member.segment) add(segmentKey(year, member.segment), value);
      add(memberKey(year, member.userId), value);
    }
  }
  // Sorted, so the stored lists say nothing about who is who.
  for (const values of Object.values(cohorts)) values.sort((a, b) => a - b);
  return cohorts;
}

/** Takes the organisation's snapshot of the day unless one exists (two at once: the first stays). */
export async function takeBenchmarkSnapshot(orgId: number): Promise<void> {
  const db = await getDb();
  const cohorts = await computeCohorts(orgId);
  await db.insert(orgBenchmarkSnapshots).values({ orgId, takenOn: today(), cohorts }).onConflictDoNothing();
}

/** The day's snapshot of the organisation, taken now if it is the day's first read. */
async function todaysCohorts(orgId: number): Promise<Cohorts> {
  const db = await getDb();
  const read = async () =>
    (
      await db
        .select({ cohorts: orgBenchmarkSnapshots.cohorts })
        .from(orgBenchmarkSnapshots)
        .where(and(eq(orgBenchmarkSnapshots.orgId, orgId), eq(orgBenchmarkSnapshots.takenOn, today())))
    )[0]?.cohorts;
  const existing = await read();
  if (existing) return existing;
  await takeBenchmarkSnapshot(orgId);
  return (await read()) ?? {};
}

/** The job's share: today's snapshot of every Enterprise organisation that has none yet. */
export async function takeDueBenchmarkSnapshots(): Promise<number> {
  const db = await getDb();
  const orgs = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.tier, "enterprise"));
  for (const org of orgs) await takeBenchmarkSnapshot(org.id);
  return orgs.length;
}

/**
 * The caller's band in each cohort, per year they have a verified figure in the day's snapshot. No count, no peer
 * and no peer's figure is in the answer; a cohort under five people gives no band.
 */
export async function benchmarks(user: PublicUser, orgId: number): Promise<BenchmarksAnswer> {
  const { org, member } = await orgMember(user.id, orgId);
  const cohorts = await todaysCohorts(org.id);
  const years = Object.keys(cohorts)
    .flatMap((key) => {
      const [year, kind, id] = key.split("|");
      return kind === "member" && Number(id) === user.id ? [Number(year)] : [];
    })
    .sort((a, b) => b - a);
  const result: Benchmark[] = [];
  for (const year of years) {
    const own = cohorts[memberKey(year, user.id)]![0]!;
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
  return { benchmarks: result, asOf: today() };
}
