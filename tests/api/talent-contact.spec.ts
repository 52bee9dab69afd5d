// Contact through the product: the rep gets the recruiter's message by e-mail and in the app, decides, and only the
// recruiter who wrote learns the address the rep chose, only after acceptance. Views and contacts are shown to the
// rep and written to the organisation's audit trail (with the opaque id, never the rep's name). Capped per recruiter.
import { waitForMail } from "../outbox";
import { expect, test, uniqueSuffix } from "./helpers";
import { cardOf, contact, enterpriseOrg, listRep, member, uniqueWord } from "./talent-helpers";

type RepRequest = {
  id: number;
  organisation: string;
  message: string;
  status: string;
  decidedAt: string | null;
  recruiter: { name: string; email: string } | null;
};
type OrgRequest = {
  id: number;
  profileId: string | null;
  message: string;
  status: string;
  mine: boolean;
  contact: { name: string; email: string } | null;
};

test("contact, then acceptance: the rep's chosen address goes only to the recruiter who wrote", async ({ newUser }) => {
  const word = uniqueWord();
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${word}` });
  const orgName = `Talent Co ${uniqueSuffix()}`;
  const { owner, org } = await enterpriseOrg(newUser, orgName);
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  const colleague = await member(newUser, owner, org.id, "recruiter");
  const message = `We are building an enterprise team in Denver (${word}); would you like to talk?`;

  const short = await recruiter.api.post(`/api/orgs/${org.id}/talent/${profileId}/contact`, {
    data: { message: "Hi" },
  });
  expect(short.status()).toBe(422);
  const sent = await contact(recruiter.api, org.id, profileId, message);
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  // The rep is told by e-mail (the organisation and the message, no recruiter address) and sees it in the app.
  const mail = await waitForMail(rep.api, rep.email, `A recruiter at ${orgName} would like to talk`);
  expect(mail.text).toContain(orgName);
  expect(mail.text).toContain(word);
  expect(mail.text).not.toContain(recruiter.email);
  const repRequests = (await (await rep.api.get("/api/talent/requests")).json()) as RepRequest[];
  expect(repRequests).toEqual([
    expect.objectContaining({ id, organisation: orgName, message, status: "pending", recruiter: null }),
  ]);

  // A second request from the same organisation while one waits: 409, whoever writes it.
  expect((await contact(recruiter.api, org.id, profileId)).status()).toBe(409);
  expect((await contact(colleague.api, org.id, profileId)).status()).toBe(409);

  // Before acceptance the organisation sees its request, no contact.
  for (const viewer of [recruiter, colleague, owner]) {
    const list = (await (await viewer.api.get(`/api/orgs/${org.id}/talent/requests`)).json()) as OrgRequest[];
    expect(list).toEqual([
      expect.objectContaining({ id, profileId, status: "pending", contact: null, mine: viewer === recruiter }),
    ]);
    expect(JSON.stringify(list)).not.toContain(rep.email);
    expect(JSON.stringify(list)).not.toContain(rep.fullName);
  }

  // Nobody else can answer it: another rep gets 404, and so does the recruiter.
  const otherRep = await newUser();
  expect((await otherRep.api.post(`/api/talent/requests/${id}/accept`, { data: {} })).status()).toBe(404);
  expect((await otherRep.api.post(`/api/talent/requests/${id}/decline`)).status()).toBe(404);
  expect((await recruiter.api.post(`/api/talent/requests/${id}/accept`, { data: {} })).status()).toBe(404);
  expect((await rep.api.post(`/api/talent/requests/999999999/accept`, { data: {} })).status()).toBe(404);
  expect((await rep.api.post(`/api/talent/requests/${id}/accept`, { data: { contactEmail: "nope" } })).status()).toBe(
    422,
  );

  const chosen = `jobs-${uniqueSuffix()}@example.net`;
  const accepted = await rep.api.post(`/api/talent/requests/${id}/accept`, { data: { contactEmail: chosen } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(await accepted.json()).toMatchObject({
    id,
    status: "accepted",
    decidedAt: expect.any(String),
    recruiter: { email: recruiter.email, name: recruiter.fullName },
  });
  // Answered once: accepting or declining again is a conflict.
  expect((await rep.api.post(`/api/talent/requests/${id}/accept`, { data: {} })).status()).toBe(409);
  expect((await rep.api.post(`/api/talent/requests/${id}/decline`)).status()).toBe(409);

  // The recruiter who wrote now sees the rep's name and chosen address (and gets them by e-mail); nobody else does.
  const theirs = (await (await recruiter.api.get(`/api/orgs/${org.id}/talent/requests`)).json()) as OrgRequest[];
  expect(theirs).toEqual([
    expect.objectContaining({ id, status: "accepted", mine: true, contact: { name: rep.fullName, email: chosen } }),
  ]);
  expect((await waitForMail(recruiter.api, recruiter.email, "accepted your request")).text).toContain(chosen);
  for (const viewer of [colleague, owner]) {
    const list = (await (await viewer.api.get(`/api/orgs/${org.id}/talent/requests`)).json()) as OrgRequest[];
    expect(list).toEqual([expect.objectContaining({ id, status: "accepted", mine: false, contact: null })]);
    expect(JSON.stringify(list)).not.toContain(chosen);
    expect(JSON.stringify(list)).not.toContain(rep.fullName);
  }
  // The account address was not the one chosen: it is never shown.
  expect(JSON.stringify(theirs)).not.toContain(rep.email);

  // Once answered, the organisation may write again.
  expect((await contact(colleague.api, org.id, profileId)).status()).toBe(201);
});

test("a declined request tells the organisation nothing more", async ({ newUser }) => {
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `SMB AE ${uniqueWord()}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const sent = await contact(owner.api, org.id, profileId);
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const declined = await rep.api.post(`/api/talent/requests/${id}/decline`);
  expect(declined.status()).toBe(200);
  expect(await declined.json()).toMatchObject({ id, status: "declined", recruiter: null });
  expect((await rep.api.post(`/api/talent/requests/${id}/accept`, { data: {} })).status()).toBe(409);
  const list = (await (await owner.api.get(`/api/orgs/${org.id}/talent/requests`)).json()) as OrgRequest[];
  expect(list).toEqual([expect.objectContaining({ id, status: "declined", contact: null })]);
  expect(JSON.stringify(list)).not.toContain(rep.email);
  expect(JSON.stringify(list)).not.toContain(rep.fullName);
  // No mail to the organisation about it.
  const mails = (await (await owner.api.get(`/dev/outbox/messages?to=${encodeURIComponent(owner.email)}`)).json()) as {
    text: string;
  }[];
  expect(mails.some((m) => m.text.includes("accepted"))).toBe(false);
});

test("who looked: views and contacts listed for the rep; the audit trail has the opaque id, not the rep", async ({
  newUser,
}) => {
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${uniqueWord()}` });
  const orgName = `Lookers ${uniqueSuffix()}`;
  const { owner, org } = await enterpriseOrg(newUser, orgName);
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  expect(await (await rep.api.get("/api/talent/views")).json()).toEqual([]);

  expect((await cardOf(recruiter.api, org.id, profileId)).status()).toBe(200);
  expect((await contact(recruiter.api, org.id, profileId)).status()).toBe(201);

  type Seen = { organisation: string; kind: string; at: string }[];
  // A card's view is recorded once the card is out: wait for it as the rep's list would show it.
  const seen = async () => (await (await rep.api.get("/api/talent/views")).json()) as Seen;
  await expect.poll(async () => (await seen()).length).toBe(2);
  const views = await seen();
  expect(views.map((v) => [v.organisation, v.kind]).sort()).toEqual([
    [orgName, "contact"],
    [orgName, "view"],
  ]);
  for (const view of views) expect(Date.parse(view.at)).toBeGreaterThan(Date.now() - 120_000);
  // Views belong to the rep: nobody else sees them.
  expect(await (await recruiter.api.get("/api/talent/views")).json()).toEqual([]);

  const audit = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as {
    action: string;
    actorId: number | null;
    targetUserId: number | null;
    details: Record<string, unknown>;
  }[];
  const talent = audit.filter((a) => a.action.startsWith("talent_"));
  expect(talent.map((a) => a.action).sort()).toEqual(["talent_contacted", "talent_viewed"]);
  for (const entry of talent) {
    expect(entry).toMatchObject({ actorId: recruiter.id, details: { profileId } });
    expect(entry.targetUserId).toBeNull();
  }
  const text = JSON.stringify(talent);
  for (const secret of [rep.fullName, rep.email, rep.username]) {
    expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
  }
});

test("contacts are capped per recruiter (429 after 20 an hour); a colleague can still write", async ({ newUser }) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  const { profileId } = await listRep(rep, { headline: `Mid-market AE ${uniqueWord()}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  // One pending request per organisation and rep: the rep declines each before the next.
  for (let i = 0; i < 20; i++) {
    const sent = await contact(recruiter.api, org.id, profileId);
    expect(sent.status(), `contact ${i}`).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    expect((await rep.api.post(`/api/talent/requests/${id}/decline`)).status()).toBe(200);
  }
  const over = await contact(recruiter.api, org.id, profileId);
  expect(over.status()).toBe(429);
  expect((await over.json()).error.message).toContain("too many reps");
  expect(over.headers()["retry-after"]).toBeTruthy();
  // The refused request left nothing behind.
  const requests = (await (await rep.api.get("/api/talent/requests")).json()) as RepRequest[];
  expect(requests).toHaveLength(20);
  expect(requests.every((r) => r.status === "declined")).toBe(true);

  const colleague = await member(newUser, owner, org.id, "recruiter");
  expect((await contact(colleague.api, org.id, profileId)).status()).toBe(201);
});
