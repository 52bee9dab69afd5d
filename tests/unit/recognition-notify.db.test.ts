// Notifications of engine awards on a real embedded database: the recipient's e-mail, one announcement per person in
// the rule's scope listing every announced award of the call (never their own, never to someone outside the scope),
// the unsubscribe link that stops the next one, and one Slack message per call to a local stand-in for Slack that
// the saved hooks.slack.com address is delivered to (SLACK_WEBHOOK_BASE_URL).
import "./temp-database";
import { execFileSync } from "node:child_process";
import http from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contests,
  kudos,
  mailOutbox,
  orgAwards,
  orgMembers,
  organizations,
  recognitionRules,
  users,
} from "@/lib/server/db/schema";
import { orgMember } from "@/lib/server/data/orgs/access";
import { recognitionFeed } from "@/lib/server/data/orgs/recognition-feed";
import { issueEngineAwards, type EngineAward } from "@/lib/server/recognition/issue";
import { notifyAwards } from "@/lib/server/recognition/notify";
import { periodName, periodOf, previousPeriod } from "@/lib/recognition-periods";
import { postToSlack, saveSlackWebhook, slackWebhookStatus } from "@/lib/server/recognition/slack";
import { unsubscribeFromRecognitionMail, viewUnsubscribe } from "@/lib/server/recognition/unsubscribe";

jest.setTimeout(120_000);

// The stand-in for Slack listens on a port chosen before the app reads its settings (they are read once).
const SLACK_PORT = Number(
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim(),
);
process.env.SLACK_WEBHOOK_BASE_URL = `http://127.0.0.1:${SLACK_PORT}`;

const WEBHOOK = "https://hooks.slack.com/services/T0TEST/B0TEST/s3cr3tw3bh00kt0k3n";
const posted: { path: string; body: { text: string } }[] = [];
let slack: http.Server;

beforeAll(async () => {
  slack = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      posted.push({ path: request.url ?? "", body: JSON.parse(body) as { text: string } });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => slack.listen(SLACK_PORT, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => slack.close(resolve));
});

let counter = 0;
async function user(fullName: string) {
  const n = counter++;
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ username: `notify_${n}`, email: `notify-${n}@acme.test`, passwordHash: "x", fullName })
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  return row!;
}

async function mailTo(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

/** Periods whose awards are news (this quarter and the one before), whenever the test runs. */
const RECENT = periodOf(new Date(), "quarter");
const EARLIER = previousPeriod(RECENT);

const award = (orgId: number, userId: number, ruleId: number, title: string, period: string): EngineAward => ({
  orgId,
  orgName: "Acme Rockets",
  userId,
  ruleId,
  period,
  title,
  description: `Reached 130% of quota in ${period}`,
  evidence: `Awarded by Acme Rockets under the rule '${title}', ${period}`,
  awardedOn: "2025-10-01",
});

/** Issues the awards in one transaction, as the engine does, and answers their ids. */
async function issue(awards: EngineAward[]): Promise<number[]> {
  const db = await getDb();
  await db.transaction((tx) => issueEngineAwards(tx, awards));
  const rows = await db
    .select({ id: orgAwards.id })
    .from(orgAwards)
    .where(
      and(
        inArray(
          orgAwards.ruleId,
          awards.map((a) => a.ruleId!),
        ),
        inArray(
          orgAwards.period,
          awards.map((a) => a.period!),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

test("the recipient is told, the rule's scope gets one batched announcement each, and unsubscribing stops the next", async () => {
  const db = await getDb();
  const [owner, manager, alex, blake, casey, dana, outsider, recruiter] = [
    await user("Olivia Owner"),
    await user("Morgan Manager"),
    await user("Alex Closer"),
    await user("Blake Hunter"),
    await user("Casey Quiet"),
    await user("Dana Newhire"),
    await user("Other Team Rep"),
    await user("Riley Recruiter"),
  ];
  const [org] = await db
    .insert(organizations)
    .values({ name: "Acme Rockets", tier: "enterprise", seats: 20, createdBy: owner.id })
    .returning();
  const orgId = org!.id;
  await db.insert(orgMembers).values([
    { orgId, userId: owner.id, role: "owner" },
    { orgId, userId: manager.id, role: "manager" },
    { orgId, userId: alex.id, role: "seller", managerId: manager.id },
    { orgId, userId: blake.id, role: "seller", managerId: manager.id },
    { orgId, userId: casey.id, role: "seller", managerId: manager.id },
    { orgId, userId: dana.id, role: "seller", managerId: manager.id },
    { orgId, userId: outsider.id, role: "seller" },
    { orgId, userId: recruiter.id, role: "recruiter", managerId: manager.id },
  ]);
  const rules = await db
    .insert(recognitionRules)
    .values([
      // Announced to the manager's team.
      {
        orgId,
        name: "120% Club",
        kind: "attainment_at_least",
        threshold: "120",
        periodType: "quarter",
        announce: true,
        scopeManagerId: manager.id,
      },
      { orgId, name: "Quarter Starter", kind: "attainment_at_least", threshold: "100", periodType: "quarter" },
    ])
    .returning({ id: recognitionRules.id });
  const [club, quiet] = rules.map((r) => r.id);

  const admin = await orgMember(owner.id, orgId);
  await saveSlackWebhook(admin, { webhookUrl: WEBHOOK });
  const status = await slackWebhookStatus(admin);
  expect(status).toMatchObject({ configured: true, last4: WEBHOOK.slice(-4) });
  expect(JSON.stringify(status)).not.toContain("s3cr3t");

  const first = await issue([
    award(orgId, alex.id, club!, "120% Club", RECENT),
    award(orgId, blake.id, club!, "120% Club", RECENT),
    award(orgId, casey.id, quiet!, "Quarter Starter", RECENT),
  ]);
  expect(first).toHaveLength(3);
  await notifyAwards(first);

  // Each recipient: their own award, what it rests on, and their book.
  const alexMail = await mailTo(alex.email);
  const earned = alexMail.find((m) => m.subject === "You earned “120% Club”")!;
  expect(earned.text).toContain(`Awarded by Acme Rockets under the rule '120% Club', ${RECENT}`);
  expect(earned.text).toContain("/dashboard");
  expect((await mailTo(casey.email)).map((m) => m.subject)).toContain("You earned “Quarter Starter”");

  // The manager's direct reports (the rule's scope) hear of both announced awards in one message; a recipient hears
  // of the other one only.
  const danaMail = await mailTo(dana.email);
  expect(danaMail).toHaveLength(1);
  expect(danaMail[0]!.subject).toBe("Recognition at Acme Rockets: 2 awards to celebrate");
  expect(danaMail[0]!.text).toContain("Hello Dana Newhire,");
  expect(danaMail[0]!.text).toContain(`Alex Closer earned “120% Club” (${periodName(RECENT)})`);
  expect(danaMail[0]!.text).toContain(`Blake Hunter earned “120% Club” (${periodName(RECENT)})`);
  // The unannounced rule's award and every figure stay out of it.
  expect(danaMail[0]!.text).not.toContain("Quarter Starter");
  expect(danaMail[0]!.text).not.toContain("130%");
  const alexAnnouncement = alexMail.filter((m) => m.entityType === "recognition_announcement");
  expect(alexAnnouncement).toHaveLength(1);
  expect(alexAnnouncement[0]!.subject).toBe("Blake Hunter earned “120% Club” at Acme Rockets");
  expect(alexAnnouncement[0]!.text).not.toContain("Alex Closer earned");
  const caseyAnnouncement = (await mailTo(casey.email)).filter((m) => m.entityType === "recognition_announcement");
  expect(caseyAnnouncement).toHaveLength(1);
  // Outside the scope (another team, the owner, the manager above it) and recruiters get nothing.
  for (const person of [owner, manager, outsider, recruiter]) expect(await mailTo(person.email)).toEqual([]);

  // One Slack message for the call, delivered to the stand-in in place of hooks.slack.com.
  expect(posted).toHaveLength(1);
  expect(posted[0]!.path).toBe("/services/T0TEST/B0TEST/s3cr3tw3bh00kt0k3n");
  expect(posted[0]!.body.text).toContain("*Recognition at Acme Rockets*");
  expect(posted[0]!.body.text).toContain(`Alex Closer earned “120% Club” (${periodName(RECENT)})`);
  expect(posted[0]!.body.text).toContain("Blake Hunter earned");
  expect(posted[0]!.body.text).not.toContain("Quarter Starter");

  // Casey follows the unsubscribe link: the page names the organisation, the click turns announcements off there.
  const link = /\/unsubscribe\/(\d+\.\d+\.[A-Za-z0-9_-]{43})/.exec(caseyAnnouncement[0]!.text)![1]!;
  expect(caseyAnnouncement[0]!.html).toContain(`/unsubscribe/${link}`);
  expect(await viewUnsubscribe(link)).toEqual({ orgName: "Acme Rockets", choice: "announcements" });
  // A link for someone else, or with a signature changed, names nobody.
  expect(await viewUnsubscribe(link.replace(`.${casey.id}.`, `.${blake.id}.`))).toBeNull();
  const forged = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
  await expect(unsubscribeFromRecognitionMail(forged)).rejects.toMatchObject({ status: 404 });
  expect(await unsubscribeFromRecognitionMail(link)).toEqual({ orgName: "Acme Rockets", announcements: false });

  // The next run: Casey hears nothing more, the others do.
  const second = await issue([award(orgId, alex.id, club!, "120% Club", EARLIER)]);
  await notifyAwards(second);
  expect((await mailTo(casey.email)).filter((m) => m.entityType === "recognition_announcement")).toHaveLength(1);
  const blakeAnnouncements = (await mailTo(blake.email)).filter((m) => m.entityType === "recognition_announcement");
  expect(blakeAnnouncements).toHaveLength(2);
  expect(blakeAnnouncements[1]!.text).toContain(`Alex Closer earned “120% Club” (${periodName(EARLIER)})`);
  expect(await mailTo(dana.email)).toHaveLength(2);
  expect(posted).toHaveLength(2);

  // A revoked award is not announced, and nothing is sent for ids that name no award.
  await db.update(orgAwards).set({ revokedAt: new Date() }).where(inArray(orgAwards.id, second));
  const before = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
  await notifyAwards([...second, 999_999]);
  expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
  expect(posted).toHaveLength(2);

  // An award for a period long past (a new rule earning last year's) lands on the book without a message.
  const old = await issue([award(orgId, blake.id, club!, "120% Club", "2024-Q1")]);
  expect(old).toHaveLength(1);
  const beforeOld = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
  await notifyAwards(old);
  expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(beforeOld);
  expect(posted).toHaveLength(2);
});

test("posting to Slack never throws: an organisation without a webhook, or Slack down, is a false answer", async () => {
  const owner = await user("Solo Owner");
  const db = await getDb();
  const [org] = await db.insert(organizations).values({ name: "Quiet Co", tier: "enterprise" }).returning();
  await db.insert(orgMembers).values({ orgId: org!.id, userId: owner.id, role: "owner" });
  expect(await postToSlack(org!.id, "hello")).toBe(false);
  await saveSlackWebhook(await orgMember(owner.id, org!.id), { webhookUrl: WEBHOOK });
  await new Promise((resolve) => slack.close(resolve));
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    expect(await postToSlack(org!.id, "hello")).toBe(false);
    expect(warn.mock.calls.flat().join(" ")).not.toContain("s3cr3t");
  } finally {
    warn.mockRestore();
    await new Promise<void>((resolve) => slack.listen(SLACK_PORT, "127.0.0.1", resolve));
  }
});

test("the feed says who won which contest and under which rule and period an award was issued, and no figure", async () => {
  const db = await getDb();
  const [owner, winner, thanked] = [await user("Fay Owner"), await user("Gus Winner"), await user("Hal Helper")];
  const [org] = await db.insert(organizations).values({ name: "Feed Co", tier: "enterprise" }).returning();
  const orgId = org!.id;
  await db.insert(orgMembers).values([
    { orgId, userId: owner.id, role: "owner" },
    { orgId, userId: winner.id, role: "seller" },
    { orgId, userId: thanked.id, role: "seller" },
  ]);
  const [rule] = await db
    .insert(recognitionRules)
    .values({ orgId, name: "Streak Club", kind: "streak", threshold: "100", periods: 3, periodType: "quarter" })
    .returning({ id: recognitionRules.id });
  const [contest] = await db
    .insert(contests)
    .values({
      orgId,
      name: "Summer Sprint",
      metric: "closed_amount",
      startsOn: "2025-06-01",
      endsOn: "2025-08-31",
      prize: "A weekend in Lisbon",
    })
    .returning({ id: contests.id });
  await db.transaction((tx) =>
    issueEngineAwards(tx, [
      { ...award(orgId, winner.id, rule!.id, "Streak Club", "2025-Q2"), orgName: "Feed Co" },
      {
        orgId,
        orgName: "Feed Co",
        userId: winner.id,
        contestId: contest!.id,
        period: null,
        title: "Summer Sprint winner",
        description: "Closed $412,000 in the contest",
        evidence: "Won Summer Sprint at Feed Co",
        awardedOn: "2025-09-01",
      },
    ]),
  );
  await db.insert(kudos).values({
    orgId,
    fromUserId: winner.id,
    toUserId: thanked.id,
    fromName: "Gus Winner",
    fromTitle: "AE",
    orgName: "Feed Co",
    message: "Thanks for the references",
  });

  const { items, nextCursor } = await recognitionFeed(await orgMember(thanked.id, orgId), { limit: 20 });
  expect(nextCursor).toBeNull();
  expect(items.map((i) => i.kind).sort()).toEqual(["award", "contest_result", "kudos"]);
  expect(items.find((i) => i.kind === "contest_result")).toMatchObject({
    title: "Summer Sprint winner",
    winner: { userId: winner.id, name: "Gus Winner" },
    contestName: "Summer Sprint",
    prize: "A weekend in Lisbon",
    awardedOn: "2025-09-01",
  });
  expect(items.find((i) => i.kind === "award")).toMatchObject({
    title: "Streak Club",
    recipient: { userId: winner.id, name: "Gus Winner" },
    ruleName: "Streak Club",
    period: "2025-Q2",
  });
  expect(items.find((i) => i.kind === "kudos")).toMatchObject({
    from: { userId: winner.id, name: "Gus Winner", title: "AE" },
    to: { userId: thanked.id, name: "Hal Helper" },
    message: "Thanks for the references",
  });
  expect(JSON.stringify(items)).not.toMatch(/412,000|130%/);

  // Items made in one statement share their time: the cursor's kind and id still page them one by one.
  const pages: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 5; i++) {
    const page = await recognitionFeed(await orgMember(owner.id, orgId), { limit: 1, cursor });
    pages.push(...page.items.map((item) => `${item.kind}:${item.id}`));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  expect(pages).toEqual(items.map((item) => `${item.kind}:${item.id}`));
});
