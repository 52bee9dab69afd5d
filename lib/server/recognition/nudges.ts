import "server-only";
// Recognition nudges: near the end of a period (its last NUDGE_WINDOW_DAYS days), each member a rule of a vetted
// organisation covers gets a weekly e-mail with their own verified standing for the period ("You are at 92% of
// Q4 2026 with 12 days left; 100% earns '100% Club'") and the rules they have not earned yet, from the organisation's
// employer-level facts alone (lib/recognition-nudges.ts says what; lib/server/recognition/facts.ts what counts). Each
// e-mail is that member's only: nobody else's figures are read into it. A member who turned nudges off in the
// organisation (their preferences, or the e-mail's own unsubscribe link) gets none.
//
// One e-mail per member, organisation and ISO week: the nudge's row (a unique index) is written in the transaction
// that queues the e-mail, ON CONFLICT DO NOTHING first, so a second run the same week (or one running at the same
// time) queues nothing. The `nudges` job runs it every hour, a bounded number of e-mails per call; the members
// already nudged this week are skipped before their facts are read.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { dueNudgePeriodTypes, NUDGED_KINDS, nudgeStandings, nudgeWeek } from "@/lib/recognition-nudges";
import { getDb, type Db } from "../db/client";
import { organizations, recognitionNudges, recognitionRules, users } from "../db/schema";
import { isVettedOrg } from "../data/orgs/access";
import { nudgesOff } from "../data/orgs/recognition-preferences";
import { enqueueMail } from "../mail";
import { recognitionNudgeMail } from "../mail/messages";
import { inScope, ruleShape, type RuleRow } from "./evaluate";
import { loadPeriodFacts, scopeMembers } from "./facts";
import { unsubscribeUrl } from "./unsubscribe";

/** Nudges one call of the job sends at most (rendering and queueing one takes a few milliseconds). */
export const NUDGES_PER_RUN = 1_000;

/** Members whose facts are read at once. */
const BATCH = 500;

export type NudgeRun = { organisations: number; sent: number };

type Org = { id: number; name: string };

/** Sends the nudges due at `now` to at most `limit` members (organisations by id, members by id); see the top. */
export async function sendDueNudges({
  now = new Date(),
  limit = NUDGES_PER_RUN,
}: { now?: Date; limit?: number } = {}): Promise<NudgeRun> {
  const types = dueNudgePeriodTypes(now);
  if (types.length === 0 || limit <= 0) return { organisations: 0, sent: 0 };
  const db = await getDb();
  const hasNudgedRules = sql`exists (select 1 from ${recognitionRules} r where r.org_id = ${organizations.id}
    and r.active and r.kind in (${sql.join(
      NUDGED_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and r.period_type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}))`;
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(isVettedOrg, hasNudgedRules))
    .orderBy(asc(organizations.id));
  const run: NudgeRun = { organisations: 0, sent: 0 };
  for (const org of orgs) {
    if (run.sent >= limit) break;
    try {
      const sent = await nudgeOrg(db, org, now, limit - run.sent);
      if (sent > 0) run.organisations += 1;
      run.sent += sent;
    } catch (error) {
      // The next run takes it again: the members it reached are recorded for the week.
      console.error(`[nudges] nudging organisation ${org.id} failed:`, (error as Error).message);
    }
  }
  return run;
}

/** The organisation's members due a nudge this week, at most `budget` e-mails; answers how many were queued. */
async function nudgeOrg(db: Db, org: Org, now: Date, budget: number): Promise<number> {
  const rules: RuleRow[] = await db
    .select()
    .from(recognitionRules)
    .where(
      and(
        eq(recognitionRules.orgId, org.id),
        eq(recognitionRules.active, true),
        inArray(recognitionRules.kind, [...NUDGED_KINDS]),
        inArray(recognitionRules.periodType, dueNudgePeriodTypes(now)),
      ),
    );
  const week = nudgeWeek(now);
  const covered = (await scopeMembers(db, org.id)).filter((m) => rules.some((rule) => inScope(rule, m)));
  if (covered.length === 0) return 0;
  let sent = 0;
  for (let i = 0; i < covered.length && sent < budget; i += BATCH) {
    const batch = covered.slice(i, i + BATCH);
    const ids = batch.map((m) => m.userId);
    const [off, nudged] = await Promise.all([
      nudgesOff(db, org.id, ids),
      db
        .select({ userId: recognitionNudges.userId })
        .from(recognitionNudges)
        .where(
          and(
            eq(recognitionNudges.orgId, org.id),
            eq(recognitionNudges.week, week),
            inArray(recognitionNudges.userId, ids),
          ),
        ),
    ]);
    const done = new Set(nudged.map((n) => n.userId));
    const due = batch.filter((m) => !off.has(m.userId) && !done.has(m.userId));
    if (due.length === 0) continue;
    const dueIds = due.map((m) => m.userId);
    const [facts, addresses] = await Promise.all([
      loadPeriodFacts(db, org.id, dueIds),
      db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, dueIds)),
    ]);
    const emailOf = new Map(addresses.map((a) => [a.id, a.email]));
    for (const member of due) {
      if (sent >= budget) break;
      const email = emailOf.get(member.userId);
      if (!email) continue;
      // The member's own facts and the rules that cover them: nothing of anyone else goes into their e-mail.
      const standings = nudgeStandings(
        rules.filter((rule) => inScope(rule, member)).map(ruleShape),
        facts.filter((fact) => fact.userId === member.userId),
        now,
      );
      if (standings.length === 0) continue;
      const mail = await recognitionNudgeMail({
        memberName: member.fullName,
        orgName: org.name,
        standings,
        link: `${env().APP_URL}/dashboard`,
        unsubscribeLink: unsubscribeUrl(org.id, member.userId, "nudges"),
      });
      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(recognitionNudges)
          .values({ orgId: org.id, userId: member.userId, week })
          .onConflictDoNothing()
          .returning({ id: recognitionNudges.id });
        if (!claimed) return false;
        await enqueueMail(
          mail,
          { userId: member.userId, to: email, about: { type: "recognition_nudge", id: claimed.id } },
          tx,
        );
        return true;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}
