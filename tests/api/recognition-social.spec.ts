// The social side of recognition over HTTP: kudos between members (never to yourself, only within the organisation,
// throttled), the recipient's choice to show one on their book, the organisation's feed paged with a stable cursor,
// the Slack webhook (Slack's host only, sealed, never answered back), each member's e-mail choices and the signed
// unsubscribe link of announcement e-mails. The announcements themselves are tested with the engine's awards in
// tests/unit/recognition-notify.db.test.ts.
import { createHmac } from "node:crypto";
import type { RegisteredUser } from "./helpers";
import { expect, test } from "./helpers";
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";

type FeedItem = { kind: string; id: number; createdAt: string } & Record<string, unknown>;
type FeedPage = { items: FeedItem[]; nextCursor: string | null };

const WEBHOOK = "https://hooks.slack.com/services/T0QPTEST/B0QPTEST/zq8Xw2pLk9VbN4mRt7Yc1Hd3";
const SECRET_PART = "zq8Xw2pLk9VbN4mRt7Yc1Hd3";

/** An Enterprise organisation with an owner and the given number of sellers. */
async function team(newUser: () => Promise<RegisteredUser>, sellers: number, name = "Globex Sales") {
  const owner = await newUser();
  const org = await createOrg(owner, name);
  await setOrgPlan(org.id, 20);
  const members: RegisteredUser[] = [];
  for (let i = 0; i < sellers; i++) {
    const member = await newUser();
    await addMember(owner, org.id, member, "seller");
    members.push(member);
  }
  return { org, owner, members };
}

const thank = (from: RegisteredUser, orgId: number, toUserId: number, message = "Thanks for the demo cover!") =>
  from.api.post(`/api/orgs/${orgId}/kudos`, { data: { toUserId, message } });

test("kudos go to another member of the organisation only, and carry the sender's name", async ({ newUser }) => {
  const { org, members } = await team(newUser, 2);
  const [ana, ben] = members as [RegisteredUser, RegisteredUser];
  const elsewhere = await team(newUser, 1, "Initech");
  const stranger = elsewhere.members[0]!;

  const sent = await thank(ana, org.id, ben.id, "  You saved the Initech renewal. Thank you!  ");
  expect(sent.status(), await sent.text()).toBe(201);
  expect(await sent.json()).toMatchObject({
    orgId: org.id,
    orgName: "Globex Sales",
    fromUserId: ana.id,
    fromName: ana.fullName,
    toUserId: ben.id,
    toName: ben.fullName,
    message: "You saved the Initech renewal. Thank you!",
    onBook: false,
  });

  const self = await thank(ana, org.id, ana.id);
  expect(self.status()).toBe(422);
  expect((await self.json()).error).toMatchObject({
    code: "validation_error",
    message: expect.stringContaining("cannot send kudos to yourself"),
    fields: { toUserId: expect.any(String) },
  });
  // Someone who is not a member, an organisation the sender is not in, and one that does not exist: 404.
  expect((await thank(ana, org.id, stranger.id)).status()).toBe(404);
  expect((await thank(ana, elsewhere.org.id, stranger.id)).status()).toBe(404);
  expect((await thank(stranger, org.id, ben.id)).status()).toBe(404);
  expect((await thank(ana, 999_999_999, ben.id)).status()).toBe(404);
  // The message's bounds and the recipient's id are checked before anything is counted.
  expect((await thank(ana, org.id, ben.id, "   ")).status()).toBe(422);
  expect((await thank(ana, org.id, ben.id, "x".repeat(501))).status()).toBe(422);
  expect((await ana.api.post(`/api/orgs/${org.id}/kudos`, { data: { toUserId: "me", message: "hi" } })).status()).toBe(
    422,
  );
  expect((await ana.api.post(`/api/orgs/${org.id}/kudos`, { data: "not json" })).status()).toBe(400);

  // Kudos are part of the Enterprise plan.
  const teamPlan = await team(newUser, 1, "Free Team");
  await setOrgPlan(teamPlan.org.id, 5, "team");
  expect((await thank(teamPlan.owner, teamPlan.org.id, teamPlan.members[0]!.id)).status()).toBe(402);
});

test("past the allowance a sender gets 429 with Retry-After, and the refused kudos is not stored", async ({
  newUser,
}) => {
  const { org, members } = await team(newUser, 2);
  const [ana, ben] = members as [RegisteredUser, RegisteredUser];
  for (let i = 0; i < 10; i++) expect((await thank(ana, org.id, ben.id, `Thanks #${i}`)).status()).toBe(201);
  const refused = await thank(ana, org.id, ben.id, "One too many");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused.json()).error.code).toBe("too_many_requests");
  const received = (await (await ben.api.get("/api/kudos")).json()) as { message: string }[];
  expect(received).toHaveLength(10);
  expect(received.map((k) => k.message)).not.toContain("One too many");
  // Another member's allowance is their own.
  expect((await thank(ben, org.id, ana.id)).status()).toBe(201);
});

test("only the recipient lists a kudos and chooses to show it on their book", async ({ newUser, request }) => {
  const { org, owner, members } = await team(newUser, 2);
  const [ana, ben] = members as [RegisteredUser, RegisteredUser];
  const { id } = (await (await thank(ana, org.id, ben.id, "Great discovery call")).json()) as { id: number };

  expect(await (await ana.api.get("/api/kudos")).json()).toEqual([]);
  const listed = (await (await ben.api.get("/api/kudos")).json()) as Record<string, unknown>[];
  expect(listed).toEqual([
    expect.objectContaining({ id, orgName: "Globex Sales", fromName: ana.fullName, onBook: false }),
  ]);

  // The sender, an admin of the organisation and anyone else: 404, as for a kudos that does not exist.
  for (const other of [ana, owner]) {
    expect((await other.api.patch(`/api/kudos/${id}`, { data: { onBook: true } })).status()).toBe(404);
  }
  expect((await ben.api.patch(`/api/kudos/999999999`, { data: { onBook: true } })).status()).toBe(404);
  expect((await ben.api.patch(`/api/kudos/abc`, { data: { onBook: true } })).status()).toBe(404);
  expect((await ben.api.patch(`/api/kudos/${id}`, { data: { onBook: "yes" } })).status()).toBe(422);

  const shown = await ben.api.patch(`/api/kudos/${id}`, { data: { onBook: true } });
  expect(shown.status()).toBe(200);
  expect(await shown.json()).toMatchObject({ id, onBook: true });
  expect(((await (await ben.api.get("/api/kudos")).json()) as { onBook: boolean }[])[0]!.onBook).toBe(true);
  expect((await ben.api.patch(`/api/kudos/${id}`, { data: { onBook: false } })).status()).toBe(200);

  expect((await request.get("/api/kudos")).status()).toBe(401);
  expect((await request.patch(`/api/kudos/${id}`, { data: { onBook: true } })).status()).toBe(401);
});

test("the feed pages awards and kudos newest first with a stable cursor, for every member", async ({ newUser }) => {
  const { org, owner, members } = await team(newUser, 3);
  const [ana, ben, cy] = members as [RegisteredUser, RegisteredUser, RegisteredUser];
  const made: { kind: string; id: number }[] = [];
  const giveAward = async (to: RegisteredUser, title: string) => {
    const response = await owner.api.post(`/api/orgs/${org.id}/awards`, {
      data: { userId: to.id, title, description: "Closed 140% of quota" },
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push({ kind: "award", id: ((await response.json()) as { id: number }).id });
  };
  const giveKudos = async (from: RegisteredUser, to: RegisteredUser, message: string) => {
    const response = await thank(from, org.id, to.id, message);
    expect(response.status(), await response.text()).toBe(201);
    made.push({ kind: "kudos", id: ((await response.json()) as { id: number }).id });
  };
  await giveAward(ana, "Rookie of the Quarter");
  await giveKudos(ana, ben, "Thanks for the intro");
  await giveKudos(ben, cy, "Great teamwork");
  await giveAward(ben, "Deal of the Month");
  await giveKudos(cy, ana, "You rock");
  await giveKudos(owner, cy, "Welcome aboard");
  await giveAward(cy, "Comeback Award");
  await giveKudos(ana, cy, "Nice save");
  await giveKudos(ben, ana, "Thanks for covering");
  await giveKudos(cy, ben, "Great demo");
  await giveAward(ana, "Pipeline Builder");
  await giveKudos(owner, ana, "Well done");

  // A seller reads the whole organisation's feed, five at a time.
  const seen: FeedItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = cursor ? `limit=5&cursor=${cursor}` : "limit=5";
    const response = await cy.api.get(`/api/orgs/${org.id}/recognition-feed?${query}`);
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as FeedPage;
    expect(page.items.length).toBeLessThanOrEqual(5);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 10);
  expect(pages).toBe(3);
  expect(seen.map((item) => `${item.kind}:${item.id}`)).toEqual(
    made.reverse().map((item) => `${item.kind}:${item.id}`),
  );
  const times = seen.map((item) => Date.parse(item.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  const newestAward = seen.find((item) => item.kind === "award")!;
  expect(newestAward).toMatchObject({
    title: "Pipeline Builder",
    recipient: { userId: ana.id, name: ana.fullName },
    ruleName: null,
    period: null,
    awardedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  // What the feed announces carries no figure: the award's description stays out.
  expect(JSON.stringify(seen)).not.toContain("140%");
  expect(seen[0]).toMatchObject({
    kind: "kudos",
    from: { userId: owner.id, name: owner.fullName },
    to: { userId: ana.id, name: ana.fullName },
    message: "Well done",
  });

  // New items arrive at the top: a page taken from an old cursor goes on where it was, without repeats.
  const first = (await (await ana.api.get(`/api/orgs/${org.id}/recognition-feed?limit=4`)).json()) as FeedPage;
  await giveKudos(ben, cy, "Another one");
  const next = (await (
    await ana.api.get(`/api/orgs/${org.id}/recognition-feed?limit=4&cursor=${first.nextCursor}`)
  ).json()) as FeedPage;
  expect(next.items.map((i) => i.id)).toEqual(seen.slice(4, 8).map((i) => i.id));
  expect((await (await ana.api.get(`/api/orgs/${org.id}/recognition-feed`)).json()).items).toHaveLength(13);

  // A revoked award leaves the feed.
  const revoked = made.find((item) => item.kind === "award")!;
  expect((await owner.api.delete(`/api/orgs/${org.id}/awards/${revoked.id}`)).status()).toBe(200);
  const all = (await (await ana.api.get(`/api/orgs/${org.id}/recognition-feed?limit=50`)).json()) as FeedPage;
  expect(all.items.map((i) => `${i.kind}:${i.id}`)).not.toContain(`award:${revoked.id}`);
  expect(all.nextCursor).toBeNull();

  // Bad paging is the caller's mistake; outsiders see nothing.
  expect((await ana.api.get(`/api/orgs/${org.id}/recognition-feed?limit=0`)).status()).toBe(422);
  expect((await ana.api.get(`/api/orgs/${org.id}/recognition-feed?limit=51`)).status()).toBe(422);
  const forged = Buffer.from(JSON.stringify(["yesterday", "award", 1])).toString("base64url");
  expect((await ana.api.get(`/api/orgs/${org.id}/recognition-feed?cursor=${forged}`)).status()).toBe(400);
  expect((await ana.api.get(`/api/orgs/${org.id}/recognition-feed?cursor=not-base64-json`)).status()).toBe(400);
  const outsider = await newUser();
  expect((await outsider.api.get(`/api/orgs/${org.id}/recognition-feed`)).status()).toBe(404);
});

test("the Slack webhook: Slack's host only, owners and admins only, sealed and never answered back", async ({
  newUser,
}) => {
  const { org, owner, members } = await team(newUser, 1);
  const seller = members[0]!;
  const save = (who: RegisteredUser, webhookUrl: unknown) =>
    who.api.post(`/api/orgs/${org.id}/integrations/slack`, { data: { webhookUrl } });

  expect(await (await owner.api.get(`/api/orgs/${org.id}/integrations/slack`)).json()).toEqual({ configured: false });
  for (const refused of [
    WEBHOOK.replace("https://", "http://"),
    WEBHOOK.replace("hooks.slack.com", "hooks.slack.com.evil.example"),
    WEBHOOK.replace("hooks.slack.com", "evil.example"),
    WEBHOOK.replace("https://", "https://user:pass@"),
    WEBHOOK.replace("hooks.slack.com", "hooks.slack.com:8443"),
    "https://hooks.slack.com/workflows/T0/B0/x",
    "not a url",
  ]) {
    const response = await save(owner, refused);
    expect(response.status(), refused).toBe(422);
    expect((await response.json()).error.fields.webhookUrl).toEqual(expect.any(String));
  }
  expect((await save(owner, "")).status()).toBe(422);
  expect((await save(owner, 42)).status()).toBe(422);
  expect((await save(seller, WEBHOOK)).status()).toBe(403);
  expect((await seller.api.get(`/api/orgs/${org.id}/integrations/slack`)).status()).toBe(403);

  const saved = await save(owner, WEBHOOK);
  expect(saved.status()).toBe(200);
  const savedText = await saved.text();
  expect(savedText).not.toContain(SECRET_PART);
  expect(savedText).not.toContain("hooks.slack.com");
  expect(JSON.parse(savedText)).toMatchObject({
    configured: true,
    last4: "1Hd3",
    addedBy: { id: owner.id, name: owner.fullName },
  });
  const status = await (await owner.api.get(`/api/orgs/${org.id}/integrations/slack`)).text();
  expect(status).not.toContain(SECRET_PART);
  expect(JSON.parse(status)).toMatchObject({ configured: true, last4: "1Hd3" });
  const audit = await (await owner.api.get(`/api/orgs/${org.id}/audit`)).text();
  expect(audit).toContain("slack_connected");
  expect(audit).not.toContain(SECRET_PART);

  expect((await seller.api.delete(`/api/orgs/${org.id}/integrations/slack`)).status()).toBe(403);
  const removed = await owner.api.delete(`/api/orgs/${org.id}/integrations/slack`);
  expect(await removed.json()).toEqual({ configured: false });
  expect(await (await owner.api.get(`/api/orgs/${org.id}/integrations/slack`)).json()).toEqual({ configured: false });

  const outsider = await newUser();
  expect((await save(outsider, WEBHOOK)).status()).toBe(404);
  const free = await team(newUser, 0, "No Plan Co");
  await setOrgPlan(free.org.id, 5, "team");
  expect(
    (
      await free.owner.api.post(`/api/orgs/${free.org.id}/integrations/slack`, { data: { webhookUrl: WEBHOOK } })
    ).status(),
  ).toBe(402);
});

test("e-mail choices per member, and the signed unsubscribe link of announcements", async ({ newUser, request }) => {
  const { org, members } = await team(newUser, 2);
  const [ana, ben] = members as [RegisteredUser, RegisteredUser];
  const prefs = `/api/orgs/${org.id}/recognition-preferences`;
  expect(await (await ana.api.get(prefs)).json()).toEqual({ announcements: true, nudges: true });
  const changed = await ana.api.put(prefs, { data: { nudges: false } });
  expect(await changed.json()).toEqual({ announcements: true, nudges: false });
  expect((await ana.api.put(prefs, { data: {} })).status()).toBe(422);
  expect((await ana.api.put(prefs, { data: { announcements: "no" } })).status()).toBe(422);
  // One member's choice is theirs alone.
  expect(await (await ben.api.get(prefs)).json()).toEqual({ announcements: true, nudges: true });
  expect((await (await newUser()).api.get(prefs)).status()).toBe(404);

  // The link an announcement to Ben carries (signed with the server's AUTH_SECRET, as the test server's is known).
  const secret = process.env.QP_TEST_AUTH_SECRET!;
  const signature = createHmac("sha256", secret)
    .update(`recognition-announcements-unsubscribe:${org.id}:${ben.id}`)
    .digest("base64url");
  const token = `${org.id}.${ben.id}.${signature}`;
  // No session needed: the signed token is the credential.
  const page = await request.get(`/unsubscribe/${token}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Stop recognition announcements from Globex Sales?");
  // Opening the page changed nothing.
  expect((await (await ben.api.get(prefs)).json()).announcements).toBe(true);

  // Someone else's link with Ben's signature, a changed signature, or a malformed token: refused.
  const forged = `${org.id}.${ana.id}.${signature}`;
  const anonymous = request;
  expect((await anonymous.post("/api/recognition-unsubscribe", { data: { token: forged } })).status()).toBe(404);
  expect(await (await anonymous.get(`/unsubscribe/${forged}`)).text()).toContain("not valid");
  expect((await anonymous.post("/api/recognition-unsubscribe", { data: { token: "12.34.short" } })).status()).toBe(422);
  const done = await anonymous.post("/api/recognition-unsubscribe", { data: { token } });
  expect(done.status()).toBe(200);
  expect(await done.json()).toEqual({ orgName: "Globex Sales", announcements: false });
  expect(await (await ben.api.get(prefs)).json()).toEqual({ announcements: false, nudges: true });
  expect(await (await ana.api.get(prefs)).json()).toEqual({ announcements: true, nudges: false });
  // Saying it again changes nothing and still answers.
  expect((await anonymous.post("/api/recognition-unsubscribe", { data: { token } })).status()).toBe(200);
});
