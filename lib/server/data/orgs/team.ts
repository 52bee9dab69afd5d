import "server-only";
// The team's figures: the team view, page by page, and the report (a manager: their direct reports; owners and
// admins: everyone). Benchmarks, where a member sees only their own band, are in benchmarks.ts.
import { and, count, eq, inArray } from "drizzle-orm";
import { completionPercent, type PortfolioSection } from "@/lib/completion";
import { getDb } from "../../db/client";
import type { TeamQuery } from "@/lib/validators/org";
import {
  achievements,
  dealHighlights,
  executiveCircle,
  experiences,
  orgMembers,
  quotaRecords,
  users,
} from "../../db/schema";
import { isOrgAdmin, teamScope, type OrgContext } from "./access";
import { processCache } from "../../cache";
import { recordFigures, type RecordFigures } from "../quota-figures";
import type { MemberSummary } from "./orgs";
import {
  teamAttestationsQuery,
  teamCursorAfter,
  teamPageQuery,
  teamRecordsQuery,
  teamTotalsQuery,
  teamVersionQuery,
} from "./team-query";

export type TeamRecord = RecordFigures & {
  verification: "verified" | "pending" | "unverified";
  attested: boolean;
};

export type TeamMember = MemberSummary & {
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

export type TeamTotals = {
  /** Members that match (every page). */
  members: number;
  /** Their quota records, and how many of them are in each state (attested ones also count as verified). */
  records: number;
  verified: number;
  attested: number;
  pending: number;
  /** The average attainment (%) of those records, two decimals; null without records. */
  averageAttainmentPercent: string | null;
};

export type TeamPage = { members: TeamMember[]; nextCursor: string | null; totals: TeamTotals };

/**
 * The totals of a large team aggregate every record of every member: they are kept per organisation, caller's scope,
 * filters and the team's fingerprint (teamVersionQuery), so a page after the first, a second manager's visit or ten
 * at once cost one indexed read until something they count changes.
 */
const totalsCache = processCache("team-totals");

async function teamTotals(ctx: OrgContext, query: TeamQuery): Promise<TeamTotals> {
  const db = await getDb();
  // The fingerprint is read before the totals: a change between the two reads leaves newer totals under the older
  // fingerprint, which no later request asks for again.
  const [{ version } = { version: "" }] = await teamVersionQuery(db, ctx.org.id);
  const filters = [query.managerId ?? null, query.segment ?? null, query.verification ?? null];
  const viewer = isOrgAdmin(ctx.member) ? "all" : ctx.member.userId;
  const key = JSON.stringify([ctx.org.id, viewer, filters, version]);
  const cached = totalsCache.get(key);
  if (cached) return cached;
  const [totals] = await teamTotalsQuery(db, ctx.org.id, teamScope(ctx), query);
  const result: TeamTotals = {
    members: totals?.members ?? 0,
    records: totals?.records ?? 0,
    verified: totals?.verified ?? 0,
    attested: totals?.attested ?? 0,
    pending: totals?.pending ?? 0,
    averageAttainmentPercent: totals?.averageAttainmentPercent ?? null,
  };
  totalsCache.set(key, result);
  return result;
}

/**
 * One page of the members the caller may see figures of, with their records, the next page's cursor and the totals
 * over every page (the route refuses sellers and recruiters, TEAM_FIGURES_ACCESS). A manager's filters narrow their own reports, never widen them.
 */
export async function teamPage(ctx: OrgContext, query: TeamQuery): Promise<TeamPage> {
  const scope = teamScope(ctx);
  const db = await getDb();
  const [rows, totals] = await Promise.all([teamPageQuery(db, ctx.org.id, scope, query), teamTotals(ctx, query)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    members: await withFigures(ctx.org.id, page),
    nextCursor: rows.length > query.limit && last ? teamCursorAfter(query.sort, last) : null,
    totals,
  };
}

type MemberRow = Omit<TeamMember, "completion" | "records">;

/** The members' records (labelled as the team view shows them) and completion: three reads for the whole page. */
async function withFigures(orgId: number, members: MemberRow[]): Promise<TeamMember[]> {
  if (members.length === 0) return [];
  const db = await getDb();
  const ids = members.map((m) => m.userId);
  const [records, attestations, completion] = await Promise.all([
    teamRecordsQuery(db, ids),
    teamAttestationsQuery(db, orgId, ids),
    completionOf(ids),
  ]);
  const attestation = new Map(attestations.map((a) => [a.quotaRecordId, a.status]));
  const byMember = new Map<number, TeamRecord[]>(ids.map((id) => [id, []]));
  for (const r of records) {
    byMember.get(r.userId)?.push({
      ...recordFigures(r),
      verification: r.isVerified
        ? "verified"
        : r.reviewStatus === "pending" || attestation.get(r.id) === "pending"
          ? "pending"
          : "unverified",
      attested: r.isVerified && attestation.get(r.id) === "approved",
    });
  }
  return members.map((m) => ({
    userId: m.userId,
    fullName: m.fullName,
    email: m.email,
    title: m.title,
    role: m.role,
    managerId: m.managerId,
    segment: m.segment,
    completion: completion.get(m.userId) ?? 0,
    records: byMember.get(m.userId) ?? [],
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

/**
 * Members read per batch while a report is written, whatever the team's size. Reading and shaping a batch's records
 * runs on the server thread: at 100 members (about 800 records) other requests wait a few milliseconds at most;
 * at 500 it held them up for 100 ms or more.
 */
const REPORT_BATCH = 100;

export type TeamReport = { orgName: string; batches: () => AsyncGenerator<ReportRow[]> };

/**
 * The team report: one row per quota record of every member the caller may see (a member without records: one empty
 * row), A to Z. Access is checked by the route; the rows are then read batch by batch, in keyset order, as the file is
 * written, so a large team never sits in memory whole.
 */
export async function teamReport(ctx: OrgContext): Promise<TeamReport> {
  const scope = teamScope(ctx);
  async function* batches(): AsyncGenerator<ReportRow[]> {
    const db = await getDb();
    let query: TeamQuery = { limit: REPORT_BATCH, sort: "name" };
    for (;;) {
      const rows = await teamPageQuery(db, ctx.org.id, scope, query);
      const page = rows.slice(0, REPORT_BATCH);
      if (page.length === 0) return;
      const [members, managers] = await Promise.all([
        withFigures(ctx.org.id, page),
        managerNames(
          ctx.org.id,
          page.map((m) => m.managerId),
        ),
      ]);
      yield members.flatMap((m) => memberReportRows(m, m.managerId === null ? "" : (managers.get(m.managerId) ?? "")));
      const last = page.at(-1)!;
      if (rows.length <= REPORT_BATCH) return;
      query = { ...query, cursor: teamCursorAfter("name", last) };
    }
  }
  return { orgName: ctx.org.name, batches };
}

/** The names of those managers who are members of the organisation (a former member's name is not shown). */
async function managerNames(orgId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.userId, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function memberReportRows(m: TeamMember, manager: string): ReportRow[] {
  const base = {
    name: m.fullName,
    email: m.email,
    role: m.role,
    manager,
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
}
