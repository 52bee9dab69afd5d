import "server-only";
// An organisation's contests: owners and admins start one for anyone, a manager for their own direct reports; the
// leaderboard and the awarding of the winners are in contest-standings.ts. Who sees a contest: owners, admins and
// managers every contest of the organisation; any other member only the contests whose scope includes them (a seller
// of another team or segment, or a recruiter, gets 404, as for a contest that does not exist).
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { ContestInput } from "@/lib/validators/contests";
import { getDb, type Db, type Tx } from "../../db/client";
import { contests, orgMembers, organizations } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { consumeAllowance } from "../usage";
import {
  AWARD_PLAN,
  isOrgAdmin,
  isVettedOrg,
  TEAM_ROLES,
  teamLeadsTo,
  writeOrgAudit,
  type OrgAccess,
  type OrgContext,
} from "./access";

export type Contest = typeof contests.$inferSelect;

/** Reading contests and their leaderboards: any member of an Enterprise organisation (402 otherwise). */
export const CONTEST_READ_ACCESS = AWARD_PLAN satisfies OrgAccess;
/** Starting one: owners, admins and managers (403 for other roles), then the plan (402). */
export const CONTEST_WRITE_ACCESS = {
  ...teamLeadsTo("start contests"),
  plan: AWARD_PLAN.plan,
} as const satisfies OrgAccess;
/** Deleting one needs no plan: an organisation that left Enterprise can still tidy up. */
export const CONTEST_DELETE_ACCESS = teamLeadsTo("delete contests");

export type ContestStatus = "upcoming" | "running" | "ended" | "awarded";

export type ContestView = {
  id: number;
  orgId: number;
  name: string;
  metric: Contest["metric"];
  start: string;
  end: string;
  scope: { managerId: number | null; segment: string | null };
  prize: string | null;
  createdBy: number | null;
  createdAt: Date;
  awardedAt: Date | null;
  status: ContestStatus;
};

/** Today as an ISO date (UTC): a contest's days are calendar days in UTC, as the periods are. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

export function contestView(row: Contest, today = utcToday()): ContestView {
  const status: ContestStatus = row.awardedAt
    ? "awarded"
    : today < row.startsOn
      ? "upcoming"
      : today <= row.endsOn
        ? "running"
        : "ended";
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    metric: row.metric,
    start: row.startsOn,
    end: row.endsOn,
    scope: { managerId: row.scopeManagerId, segment: row.scopeSegment },
    prize: row.prize,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    awardedAt: row.awardedAt,
    status,
  };
}

/**
 * The contests the member may see, as a condition on `contests`: all of the organisation's for owners, admins and
 * managers; for anyone else those whose manager and segment (when set) are the member's own. Recruiters sell nothing
 * and are in no contest (the scope leaves them out too).
 */
function visibleTo({ org, member }: OrgContext) {
  const inOrg = eq(contests.orgId, org.id);
  if (TEAM_ROLES.includes(member.role)) return inOrg;
  if (member.role === "recruiter") return sql<boolean>`false`;
  // Written out for a member without a manager or segment: a missing value matches only an open scope.
  const manager =
    member.managerId === null
      ? isNull(contests.scopeManagerId)
      : or(isNull(contests.scopeManagerId), eq(contests.scopeManagerId, member.managerId));
  const segment =
    member.segment === null
      ? isNull(contests.scopeSegment)
      : or(isNull(contests.scopeSegment), eq(contests.scopeSegment, member.segment));
  return and(inOrg, manager, segment);
}

/** The contest if the member may see it, else 404 (another organisation's, or outside a seller's scope). */
export async function visibleContest(db: Db | Tx, ctx: OrgContext, contestId: number): Promise<Contest> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.id, contestId), visibleTo(ctx)));
  if (!row) throw notFound("Contest");
  return row;
}

/**
 * Starts a contest (the route lets owners, admins and managers through, on Enterprise). A manager's contest is for
 * their own team: its scope must name them as the manager (403 otherwise). The organisation must be vetted (a
 * verified domain, 409 otherwise): the winners' awards are verified in its name.
 */
export async function createContest(ctx: OrgContext, input: ContestInput): Promise<ContestView> {
  const { org, member } = ctx;
  const scopeManagerId = input.scope?.managerId ?? null;
  const scopeSegment = input.scope?.segment ?? null;
  if (!isOrgAdmin(member) && scopeManagerId !== member.userId) {
    throw new ApiError(
      "forbidden",
      "A manager can only start contests for their own team: set the scope's manager to yourself",
    );
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [vetting] = await tx.select({ vetted: isVettedOrg }).from(organizations).where(eq(organizations.id, org.id));
    if (!vetting?.vetted) {
      throw new ApiError("conflict", "Verify your organisation's domain before starting contests.");
    }
    if (scopeManagerId !== null) {
      const [manager] = await tx
        .select({ userId: orgMembers.userId })
        .from(orgMembers)
        .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, scopeManagerId)));
      if (!manager) {
        throw new ApiError("validation_error", "Choose a manager in this organisation", {
          "scope.managerId": "Choose a manager in this organisation",
        });
      }
    }
    await consumeAllowance(tx, member.userId, "contest_create");
    const [row] = await tx
      .insert(contests)
      .values({
        orgId: org.id,
        name: input.name,
        metric: input.metric,
        startsOn: input.start,
        endsOn: input.end,
        scopeManagerId,
        scopeSegment,
        prize: input.prize ?? null,
        createdBy: member.userId,
      })
      .returning();
    await writeOrgAudit(tx, member, {
      action: "contest_created",
      targetUserId: scopeManagerId,
      details: { contestId: row!.id, name: row!.name, metric: row!.metric, start: input.start, end: input.end },
    });
    return contestView(row!);
  });
}

/** The contests the member may see, the latest to end first (at most 200). */
export async function listContests(ctx: OrgContext): Promise<ContestView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contests)
    .where(visibleTo(ctx))
    .orderBy(desc(contests.endsOn), desc(contests.id))
    .limit(200);
  const today = utcToday();
  return rows.map((row) => contestView(row, today));
}

export async function getContest(ctx: OrgContext, contestId: number): Promise<ContestView> {
  return contestView(await visibleContest(await getDb(), ctx, contestId));
}

/**
 * Deletes a contest that has not been awarded (409 after: its awards stand in the winners' books and are revoked one
 * by one): owners and admins, or the manager who started it (403 for another manager; the route refuses other
 * roles). The contest row is locked, so the job cannot award it halfway through.
 */
export async function deleteContest(ctx: OrgContext, contestId: number): Promise<void> {
  const { org, member } = ctx;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contests)
      .where(and(eq(contests.id, contestId), eq(contests.orgId, org.id)))
      .for("update");
    if (!row) throw notFound("Contest");
    if (!isOrgAdmin(member) && row.createdBy !== member.userId) {
      throw new ApiError("forbidden", "Only an admin or the manager who started it can delete this contest");
    }
    if (row.awardedAt) {
      throw new ApiError("conflict", "This contest's winners were awarded: revoke their awards instead of deleting it");
    }
    await tx.delete(contests).where(and(eq(contests.id, row.id), eq(contests.orgId, org.id)));
    await writeOrgAudit(tx, member, {
      action: "contest_deleted",
      targetUserId: row.scopeManagerId,
      details: { contestId: row.id, name: row.name },
    });
  });
}
