import "server-only";
// The team's figures: the team view and the report (a manager: their direct reports; owners and admins:
// everyone), and benchmarks, where a member sees only their own percentile within anonymised cohorts.
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { completionPercent, type PortfolioSection } from "@/lib/completion";
import { getDb } from "../../db/client";
import {
  achievements,
  dealHighlights,
  executiveCircle,
  experiences,
  orgAttestations,
  orgMembers,
  quotaRecords,
  users,
} from "../../db/schema";
import type { PublicUser } from "../users";
import { memberColumns, orgMember, teamScope, type Membership } from "./access";

export type TeamRecord = {
  id: number;
  year: number;
  quarter: number | null;
  quota: string;
  attainment: string;
  attainmentPercent: string;
  verification: "verified" | "pending" | "unverified";
  attested: boolean;
};

export type TeamMember = {
  userId: number;
  fullName: string;
  email: string;
  title: string | null;
  role: Membership["role"];
  managerId: number | null;
  segment: string | null;
  completion: number;
  records: TeamRecord[];
};

const SECTION_TABLES: [
  PortfolioSection,
  typeof quotaRecords | typeof dealHighlights | typeof experiences | typeof executiveCircle | typeof achievements,
][] = [
  ["quota", quotaRecords],
  ["deals", dealHighlights],
  ["experience", experiences],
  ["executiveCircle", executiveCircle],
  ["achievements", achievements],
];

/** Portfolio completion of each user (0-100), from one grouped count per section. */
async function completionOf(userIds: number[]): Promise<Map<number, number>> {
  const db = await getDb();
  const counts = new Map(
    userIds.map((id) => [id, { quota: 0, deals: 0, experience: 0, executiveCircle: 0, achievements: 0 }]),
  );
  await Promise.all(
    SECTION_TABLES.map(async ([section, table]) => {
      const rows = await db
        .select({ userId: table.userId, n: count() })
        .from(table)
        .where(inArray(table.userId, userIds))
        .groupBy(table.userId);
      for (const row of rows) counts.get(row.userId)![section] = Number(row.n);
    }),
  );
  return new Map([...counts].map(([id, c]) => [id, completionPercent(c)]));
}

/** The members the caller may see figures of, with their records (403 for sellers and recruiters). */
export async function teamView(user: PublicUser, orgId: number): Promise<TeamMember[]> {
  const ctx = await orgMember(user.id, orgId);
  return teamMembers(ctx.org.id, teamScope(ctx));
}

async function teamMembers(orgId: number, scope: SQL | undefined): Promise<TeamMember[]> {
  const db = await getDb();
  const members = await db
    .select(memberColumns)
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(scope)
    .orderBy(asc(users.fullName), asc(orgMembers.userId));
  if (members.length === 0) return [];
  const ids = members.map((m) => m.userId);
  const [records, attestations, completion] = await Promise.all([
    db
      .select()
      .from(quotaRecords)
      .where(inArray(quotaRecords.userId, ids))
      .orderBy(desc(quotaRecords.year), desc(quotaRecords.quarter), desc(quotaRecords.id)),
    db
      .select({ quotaRecordId: orgAttestations.quotaRecordId, status: orgAttestations.status })
      .from(orgAttestations)
      .where(
        and(
          eq(orgAttestations.orgId, orgId),
          inArray(orgAttestations.userId, ids),
          inArray(orgAttestations.status, ["pending", "approved"]),
        ),
      ),
    completionOf(ids),
  ]);
  const attestation = new Map(attestations.map((a) => [a.quotaRecordId, a.status]));
  return members.map((m) => ({
    ...m,
    completion: completion.get(m.userId) ?? 0,
    records: records
      .filter((r) => r.userId === m.userId)
      .map((r) => ({
        id: r.id,
        year: r.year,
        quarter: r.quarter,
        quota: r.quota,
        attainment: r.attainment,
        attainmentPercent: r.attainmentPercent,
        verification: r.isVerified
          ? "verified"
          : r.reviewStatus === "pending" || attestation.get(r.id) === "pending"
            ? "pending"
            : "unverified",
        attested: r.isVerified && attestation.get(r.id) === "approved",
      })),
  }));
}

/** The smallest cohort a benchmark is shown for: below it, a percentile would point at people. */
export const MIN_COHORT = 5;

export type Benchmark = {
  year: number;
  cohort: "organisation" | "role" | "segment";
  /** What the cohort shares: the organisation's name, the role or the segment. */
  label: string;
  /** Shown for cohorts of MIN_COHORT or more people. */
  percentile: number | null;
  /** The member's own attainment that year (never anyone else's). */
  attainmentPercent: string;
};

/** A year's attainment: its annual record when there is one, else its quarters summed. */
function yearAttainment(records: { year: number; quarter: number | null; quota: string; attainment: string }[]) {
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
    if (totals.quota > 0) result.set(year, (totals.attainment / totals.quota) * 100);
  }
  return result;
}

/**
 * The caller's percentile in each cohort of their organisation (everyone with figures that year; the same role;
 * the same segment). A cohort under MIN_COHORT people shows no percentile, and no cohort shows a count.
 */
export async function benchmarks(user: PublicUser, orgId: number): Promise<{ benchmarks: Benchmark[] }> {
  const { org, member } = await orgMember(user.id, orgId);
  const db = await getDb();
  const members = await db.select().from(orgMembers).where(eq(orgMembers.orgId, org.id));
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
      inArray(
        quotaRecords.userId,
        members.map((m) => m.userId),
      ),
    );
  const byMember = new Map(
    members.map((m) => [m.userId, yearAttainment(records.filter((r) => r.userId === m.userId))]),
  );
  const mine = byMember.get(user.id)!;
  const result: Benchmark[] = [];
  for (const [year, own] of [...mine].sort(([a], [b]) => b - a)) {
    type Cohort = [Benchmark["cohort"], string, (m: Membership) => boolean];
    const cohorts: Cohort[] = [
      ["organisation", org.name, () => true],
      ["role", member.role, (m) => m.role === member.role],
    ];
    if (member.segment) cohorts.push(["segment", member.segment, (m) => m.segment === member.segment]);
    for (const [cohort, label, inCohort] of cohorts) {
      const values = members.filter(inCohort).flatMap((m) => {
        const value = byMember.get(m.userId)?.get(year);
        return value === undefined ? [] : [value];
      });
      const below = values.filter((v) => v < own).length;
      const equal = values.filter((v) => v === own).length;
      result.push({
        year,
        cohort,
        label,
        percentile: values.length >= MIN_COHORT ? Math.round(((below + equal / 2) / values.length) * 100) : null,
        attainmentPercent: own.toFixed(2),
      });
    }
  }
  return { benchmarks: result };
}

export type ReportRow = {
  name: string;
  email: string;
  role: string;
  manager: string;
  segment: string;
  period: string;
  quota: number;
  attainment: number;
  attainmentPercent: number;
  verification: string;
  completion: number;
};

/** One row per quota record of every member the caller may see (a member without records: one empty row). */
export async function reportRows(user: PublicUser, orgId: number): Promise<{ orgName: string; rows: ReportRow[] }> {
  const ctx = await orgMember(user.id, orgId);
  const team = await teamMembers(ctx.org.id, teamScope(ctx));
  const names = new Map(team.map((m) => [m.userId, m.fullName]));
  const managerName = (id: number | null) =>
    id === null ? "" : (names.get(id) ?? (id === user.id ? user.fullName : ""));
  const rows = team.flatMap((m) => {
    const base = {
      name: m.fullName,
      email: m.email,
      role: m.role,
      manager: managerName(m.managerId),
      segment: m.segment ?? "",
      completion: m.completion,
    };
    if (m.records.length === 0) {
      return [{ ...base, period: "", quota: 0, attainment: 0, attainmentPercent: 0, verification: "" }];
    }
    return m.records.map((r) => ({
      ...base,
      period: r.quarter ? `Q${r.quarter} ${r.year}` : String(r.year),
      quota: Number(r.quota),
      attainment: Number(r.attainment),
      attainmentPercent: Number(r.attainmentPercent),
      verification: r.attested
        ? "Attested"
        : r.verification === "verified"
          ? "Verified"
          : r.verification === "pending"
            ? "Pending"
            : "Unverified",
    }));
  });
  return { orgName: ctx.org.name, rows };
}
