import "server-only";
// Telling people about awards the engine just issued: the recipient gets an e-mail about their own award; when the
// award's rule says announce, everyone else in the rule's scope gets one e-mail per call listing every announced
// award they are covered by (not one per award), unless they turned announcements off in that organisation; and
// the organisation's Slack channel gets one message per call. Announcements name people, titles, rules and periods,
// never a figure. Mail goes through the outbox like every other message (SMTP, or the local outbox in development
// and tests).
//
// Call it once, after the transaction that issued the awards committed, with the ids of the awards that run issued:
// each call sends its messages again. Awards for periods long past (a new rule earning last year's awards) are not
// news: they go on the books and into the feed without a message.
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { env } from "@/lib/env";
import { periodWindow } from "@/lib/recognition-periods";
import { slackEscape } from "@/lib/slack-webhook";
import { getDb, type Db } from "../db/client";
import { achievements, contests, orgAwards, organizations, recognitionRules, users } from "../db/schema";
import { enqueueMail } from "../mail";
import { announcedLine, type AnnouncedAward } from "../mail/emails/recognition";
import { awardAnnouncementMail, awardEarnedMail } from "../mail/messages";
import { announcementsOff } from "../data/orgs/recognition-preferences";
import { scopeMembers } from "./facts";
import { postToSlack } from "./slack";
import { unsubscribeUrl } from "./unsubscribe";

type IssuedAward = Awaited<ReturnType<typeof loadAwards>>[number];

async function loadAwards(db: Db, ids: number[]) {
  return (
    db
      .select({
        id: orgAwards.id,
        orgId: orgAwards.orgId,
        orgName: organizations.name,
        userId: orgAwards.userId,
        recipientName: users.fullName,
        recipientEmail: users.email,
        title: orgAwards.title,
        period: orgAwards.period,
        evidence: achievements.assuranceEvidence,
        ruleName: recognitionRules.name,
        announce: recognitionRules.announce,
        scopeManagerId: recognitionRules.scopeManagerId,
        scopeSegment: recognitionRules.scopeSegment,
        contestName: contests.name,
      })
      .from(orgAwards)
      .innerJoin(organizations, eq(organizations.id, orgAwards.orgId))
      .innerJoin(users, eq(users.id, orgAwards.userId))
      .leftJoin(
        achievements,
        and(eq(achievements.id, orgAwards.achievementId), eq(achievements.userId, orgAwards.userId)),
      )
      // A rule or contest counts only when it is the award's own organisation's.
      .leftJoin(
        recognitionRules,
        and(eq(recognitionRules.id, orgAwards.ruleId), eq(recognitionRules.orgId, orgAwards.orgId)),
      )
      .leftJoin(contests, and(eq(contests.id, orgAwards.contestId), eq(contests.orgId, orgAwards.orgId)))
      .where(and(inArray(orgAwards.id, ids), isNull(orgAwards.revokedAt), isNotNull(orgAwards.orgId)))
      .orderBy(orgAwards.id)
  );
}

const announced = (award: IssuedAward): AnnouncedAward => ({
  recipientName: award.recipientName,
  title: award.title,
  source: award.ruleName ?? award.contestName,
  period: award.period,
});

async function mailRecipient(award: IssuedAward): Promise<void> {
  const mail = await awardEarnedMail({
    recipientName: award.recipientName,
    orgName: award.orgName,
    title: award.title,
    evidence: award.evidence ? award.evidence.replace(/[.\s]+$/, "") : null,
    link: `${env().APP_URL}/dashboard`,
  });
  await enqueueMail(mail, {
    userId: award.userId,
    to: award.recipientEmail,
    about: { type: "org_award", id: award.id },
  });
}

type Audience = { name: string; email: string; awards: AnnouncedAward[] };

/** Everyone the organisation's announced awards reach, each with the awards they are told about. */
async function audienceOf(db: Db, orgId: number, awards: IssuedAward[]): Promise<Map<number, Audience>> {
  const scopes = new Map<string, Awaited<ReturnType<typeof scopeMembers>>>();
  const reached = new Map<number, { name: string; awards: AnnouncedAward[] }>();
  for (const award of awards) {
    const key = `${award.scopeManagerId ?? ""}|${award.scopeSegment ?? ""}`;
    let members = scopes.get(key);
    if (!members) {
      members = await scopeMembers(db, orgId, { managerId: award.scopeManagerId, segment: award.scopeSegment });
      scopes.set(key, members);
    }
    for (const member of members) {
      if (member.userId === award.userId) continue;
      const entry = reached.get(member.userId) ?? { name: member.fullName, awards: [] };
      entry.awards.push(announced(award));
      reached.set(member.userId, entry);
    }
  }
  const off = await announcementsOff(db, orgId, [...reached.keys()]);
  const ids = [...reached.keys()].filter((id) => !off.has(id));
  const audience = new Map<number, Audience>();
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, batch));
    for (const row of rows) {
      const entry = reached.get(row.id)!;
      audience.set(row.id, { name: entry.name, email: row.email, awards: entry.awards });
    }
  }
  return audience;
}

async function announce(db: Db, orgId: number, awards: IssuedAward[]): Promise<void> {
  const orgName = awards[0]!.orgName;
  const audience = await audienceOf(db, orgId, awards);
  for (const [userId, person] of audience) {
    const mail = await awardAnnouncementMail({
      memberName: person.name,
      orgName,
      awards: person.awards,
      unsubscribeLink: unsubscribeUrl(orgId, userId),
    });
    await enqueueMail(mail, { userId, to: person.email, about: { type: "recognition_announcement", id: orgId } });
  }
  const lines = awards.map((award) => `• ${slackEscape(announcedLine(announced(award)))}`);
  await postToSlack(orgId, [`*Recognition at ${slackEscape(orgName)}*`, ...lines].join("\n"));
}

/** Days after a period's end its awards are still news. */
export const NEWS_DAYS = 92;

/**
 * Whether an award for this period is news: a contest's (no period), or a period that is under way or ended within
 * NEWS_DAYS. A rule made today also earns the awards of past years; those land on the books and in the feed
 * without a message to everyone about something long past.
 */
export function isNews(period: string | null, now = new Date()): boolean {
  if (period === null) return true;
  const window = periodWindow(period);
  if (!window) return false;
  return Date.parse(`${window.to}T00:00:00Z`) >= now.getTime() - NEWS_DAYS * 86_400_000;
}

/** E-mails (and posts to Slack) about the awards with these ids that are news (isNews); revoked ones are left out. */
export async function notifyAwards(awardIds: number[]): Promise<void> {
  const ids = [...new Set(awardIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  const db = await getDb();
  const awards: IssuedAward[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    awards.push(...(await loadAwards(db, ids.slice(i, i + 500))).filter((award) => isNews(award.period)));
  }
  for (const award of awards) await mailRecipient(award);
  const byOrg = new Map<number, IssuedAward[]>();
  for (const award of awards) {
    if (!award.announce || award.orgId === null) continue;
    byOrg.set(award.orgId, [...(byOrg.get(award.orgId) ?? []), award]);
  }
  for (const [orgId, announcedAwards] of byOrg) await announce(db, orgId, announcedAwards);
}
