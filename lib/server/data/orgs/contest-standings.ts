import "server-only";
// A contest's standings, from employer-level facts only (recognition/facts.ts): the live leaderboard a member reads,
// with each figure shown only to whoever may see it today, and the job that awards the winners once a contest ended.
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { amountOver, attainmentOver, contestWinners, rankStandings } from "@/lib/contest-ranking";
import { periodsWithin } from "@/lib/recognition-periods";
import { CONTEST_METRIC_LABELS } from "@/lib/validators/contests";
import { getDb, type Db, type Tx } from "../../db/client";
import { contests, organizations } from "../../db/schema";
import { loadDealFacts, loadPeriodFacts, scopeMembers, type ScopeMember } from "../../recognition/facts";
import { issueEngineAwards, type EngineAward } from "../../recognition/issue";
import { notifyAwards } from "../../recognition/notify";
import { isOrgAdmin, isVettedOrg, writeOrgAudit, type OrgContext } from "./access";
import { contestView, utcToday, visibleContest, type Contest, type ContestView } from "./contests";

type Standing = { userId: number; name: string; value: number | null; managerId: number | null; rank: number };

type Standings = {
  ranked: Standing[];
  /** closed_amount: the currencies of the deals counted (amounts are added as the CRM holds them, never converted). */
  currencies: string[];
};

/**
 * Everyone the contest covers now (current members in its scope, recruiters never), ranked. attainment: the quarters
 * lying wholly inside the contest's days, everything closed over everything in quota (null, ranked last, without
 * such a quarter); closed_amount and deal_count: the employer's closed-won deals closed on those days (0 without any).
 */
async function standings(db: Db | Tx, contest: Contest): Promise<Standings> {
  const members = await scopeMembers(db, contest.orgId, {
    managerId: contest.scopeManagerId,
    segment: contest.scopeSegment,
  });
  const ids = members.map((m) => m.userId);
  const valueOf = new Map<number, number | null>();
  let currencies: string[] = [];
  if (contest.metric === "attainment") {
    const quarters = new Set(periodsWithin(contest.startsOn, contest.endsOn, "quarter"));
    const facts = (await loadPeriodFacts(db, contest.orgId, ids)).filter((f) => quarters.has(f.period));
    const byUser = groupBy(facts, (f) => f.userId);
    for (const id of ids) valueOf.set(id, attainmentOver(byUser.get(id) ?? []));
  } else {
    const deals = await loadDealFacts(db, contest.orgId, ids, { from: contest.startsOn, to: contest.endsOn });
    const byUser = groupBy(deals, (d) => d.userId);
    for (const id of ids) {
      const own = byUser.get(id) ?? [];
      valueOf.set(id, contest.metric === "closed_amount" ? amountOver(own) : own.length);
    }
    if (contest.metric === "closed_amount") currencies = [...new Set(deals.map((d) => d.currency))].sort();
  }
  const ranked = rankStandings(
    members.map((m) => ({
      userId: m.userId,
      name: m.fullName,
      value: valueOf.get(m.userId) ?? null,
      managerId: m.managerId,
    })),
  );
  return { ranked, currencies };
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The figures a member may see today, as in the team view: owners and admins everyone's, a manager their direct
 * reports', anyone their own.
 */
function maySeeFigures({ member }: OrgContext, standing: Pick<ScopeMember, "userId" | "managerId">): boolean {
  if (standing.userId === member.userId || isOrgAdmin(member)) return true;
  return member.role === "manager" && standing.managerId === member.userId;
}

export type LeaderboardRow = { rank: number; userId: number; name: string; value: number | null; isMe: boolean };

export type Leaderboard = {
  contest: ContestView;
  rows: LeaderboardRow[];
  me: { rank: number; value: number | null } | null;
  currencies: string[];
};

/**
 * The live leaderboard: every rank and name for whoever may see the contest (404 otherwise: a seller outside its
 * scope), each value only where the caller may see that member's figures (null otherwise).
 */
export async function contestLeaderboard(ctx: OrgContext, contestId: number): Promise<Leaderboard> {
  const db = await getDb();
  const contest = await visibleContest(db, ctx, contestId);
  const { ranked, currencies } = await standings(db, contest);
  const mine = ranked.find((r) => r.userId === ctx.member.userId);
  return {
    contest: contestView(contest),
    rows: ranked.map((r) => ({
      rank: r.rank,
      userId: r.userId,
      name: r.name,
      value: maySeeFigures(ctx, r) ? r.value : null,
      isMe: r.userId === ctx.member.userId,
    })),
    me: mine ? { rank: mine.rank, value: mine.value } : null,
    currencies,
  };
}

const twoDecimals = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The winner's figure as the award's description states it. */
function figure(contest: Contest, value: number, currencies: string[]): string {
  if (contest.metric === "attainment") return `${Number(value.toFixed(2))}% of quota`;
  if (contest.metric === "deal_count") return value === 1 ? "1 deal" : `${value} deals`;
  return currencies.length === 1 ? `${twoDecimals(value)} ${currencies[0]}` : twoDecimals(value);
}

function winnerAward(contest: Contest, orgName: string, winner: Standing, currencies: string[]): EngineAward {
  const window = `${contest.startsOn} to ${contest.endsOn}`;
  const prize = contest.prize ? ` Prize: ${contest.prize}.` : "";
  const metric = CONTEST_METRIC_LABELS[contest.metric];
  return {
    orgId: contest.orgId,
    orgName,
    userId: winner.userId,
    contestId: contest.id,
    period: null,
    title: `Winner: ${contest.name}`,
    description:
      `Ranked first in ${orgName}'s contest '${contest.name}', ${window}, by ${metric}: ` +
      `${figure(contest, winner.value!, currencies)}.${prize}`,
    evidence: `Awarded by ${orgName} as the winner of the contest '${contest.name}', ${window}`,
    // The win is dated the contest's last day, whenever the job got to it.
    awardedOn: contest.endsOn,
  };
}

/**
 * Claims one ended contest and awards its winners, all in one transaction: the claim (awarded_at set where it was
 * null) takes the row's lock, so a second run at the same time waits, then finds it claimed and does nothing; a run
 * that fails leaves it unclaimed for the next. Answers the number of winners, or null when there was nothing to do
 * (claimed by another run, deleted, or its organisation no longer vetted: it waits until it is again).
 */
async function finishContest(
  db: Db,
  contestId: number,
  today: string,
): Promise<{ winners: number; awardIds: number[]; reps: Set<number> } | null> {
  return db.transaction(async (tx) => {
    const vettedOrgs = tx.select({ id: organizations.id }).from(organizations).where(isVettedOrg);
    const [contest] = await tx
      .update(contests)
      .set({ awardedAt: new Date() })
      .where(
        and(
          eq(contests.id, contestId),
          isNull(contests.awardedAt),
          lt(contests.endsOn, today),
          inArray(contests.orgId, vettedOrgs),
        ),
      )
      .returning();
    if (!contest) return null;
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, contest.orgId));
    const { ranked, currencies } = await standings(tx, contest);
    const winners = contestWinners(ranked);
    const issued = await issueEngineAwards(
      tx,
      winners.map((w) => winnerAward(contest, org!.name, w, currencies)),
    );
    await writeOrgAudit(
      tx,
      { orgId: contest.orgId, userId: null },
      {
        action: "contest_awarded",
        details: {
          contestId: contest.id,
          name: contest.name,
          winners: winners.map((w) => w.userId),
          value: winners[0]?.value ?? null,
          byJob: true,
        },
      },
    );
    return { winners: winners.length, ...issued };
  });
}

/**
 * Awards the winners of contests that ended before today (UTC) and were not awarded yet, oldest first, at most
 * `limit` of them; only contests of vetted organisations are taken. A contest that fails is logged and passed over,
 * so it never holds up the others; the next run tries it again. Safe to run twice at once.
 */
export async function finishEndedContests({
  limit,
}: {
  limit: number;
}): Promise<{ finished: number; winners: number }> {
  const db = await getDb();
  const today = utcToday();
  const due = await db
    .select({ id: contests.id })
    .from(contests)
    .innerJoin(organizations, eq(organizations.id, contests.orgId))
    .where(and(lt(contests.endsOn, today), isNull(contests.awardedAt), isVettedOrg))
    .orderBy(asc(contests.endsOn), asc(contests.id))
    .limit(limit);
  let finished = 0;
  let winners = 0;
  for (const { id } of due) {
    try {
      const awarded = await finishContest(db, id, today);
      if (awarded === null) continue;
      finished++;
      winners += awarded.winners;
      // Once committed: the winners are told and their recognitions' credentials follow in the next run.
      await notifyAwards(awarded.awardIds).catch((error: unknown) =>
        console.error(`[contests] telling contest ${id}'s winners failed:`, (error as Error).message),
      );
      // Loaded here: the signing libraries stay out of the leaderboard route's startup.
      const { nameRepsForNextCredentialRun } = await import("../../credentials/stale");
      nameRepsForNextCredentialRun(awarded.reps);
    } catch (error) {
      console.error(`[contests] awarding the winners of contest ${id} failed:`, error);
    }
  }
  return { finished, winners };
}
