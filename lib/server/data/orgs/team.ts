import "server-only";
// The team's figures: the team view and the report (a manager: their direct reports; owners and admins:
// everyone). Benchmarks, where a member sees only their own band, are in benchmarks.ts.
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
