// Sending a shared portfolio to an organisation's applicant tracking system, on a production server of the test's
// own whose GREENHOUSE_API_URL, GREENHOUSE_AUTH_URL and LEVER_API_URL point at local stand-ins that check method,
// path, auth (Greenhouse: Harvest v3 client credentials and bearer tokens; Lever: its API key), the acting ATS user,
// the bodies and the PDF. A Greenhouse connection saved with a Harvest API key before v3 (written straight into the
// database while the server is stopped) asks its admin for v3 credentials. Also: an imported deal story shows its
// CRM source and currency on the shared page, in the PDF the ATS receives and in the PowerPoint deck.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request, type APIRequestContext, type APIResponse } from "@playwright/test";
import JSZip from "jszip";
import { startGreenhouseStub, type GreenhouseStub } from "../stubs/greenhouse";
import { startLeverStub, type LeverStub } from "../stubs/lever";
import { createAchievement, createShareLink, type CreatedShareLink } from "../share-fixtures";
import { adminApi, expect, newUser, setPlan, test, type RegisteredUser } from "./helpers";
import { addMember, type OrgRole } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial", timeout: 180_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const dir = path.join(".data", `test-ats-${suffix()}`);
const GREENHOUSE_CLIENT_ID = `gh-client-${suffix()}`;
const GREENHOUSE_SECRET = `gh-secret-${suffix()}-9876`;
/** A Harvest API key saved before Harvest v3, sealed as the app sealed them (never opened again). */
const LEGACY_KEY_LAST4 = "1234";
const LEVER_KEY = `lever-${suffix()}-5432`;
const GREENHOUSE_USER = "4080";
const LEVER_USER = "8f3c2a10-lever-user";
const SALESFORCE_ORG = "00D5e0000001AbC";
const SOURCE_LINE = `Imported from Salesforce · Salesforce org ${SALESFORCE_ORG} · fetched Mar 7, 2026`;

let greenhouse: GreenhouseStub;
let lever: LeverStub;
let server: ServerProcess;
let port: number;
/** The output of the server before its restart. */
let firstOutput = "";
const users: RegisteredUser[] = [];
/** Every answer's text, to prove no key is ever in one. */
const answers: string[] = [];

/** Records the answer's text for the key check at the end. */
async function seen(response: APIResponse): Promise<APIResponse> {
  answers.push(await response.text());
  return response;
}

async function user(fullName = `ATS User ${suffix()}`): Promise<RegisteredUser> {
  const created = await newUser(undefined, { fullName }, server.url);
  users.push(created);
  return created;
}

async function setOrgTier(orgId: number, tier: "enterprise" | "team"): Promise<void> {
  const admin = await adminApi(server.url);
  try {
    const response = await admin.post(`/api/admin/orgs/${orgId}/plan`, { data: { tier, seats: 10 } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

type Org = { id: number; owner: RegisteredUser; members: Partial<Record<OrgRole, RegisteredUser>> };

async function org(tier: "enterprise" | "team" | null, roles: OrgRole[] = []): Promise<Org> {
  const owner = await user();
  const created = await owner.api.post("/api/orgs", { data: { name: `Hiring Co ${suffix()}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (tier) await setOrgTier(id, tier);
  const members: Org["members"] = {};
  for (const role of roles) {
    members[role] = await user();
    await addMember(owner, id, members[role], role);
  }
  return { id, owner, members };
}

const saveAts = (api: APIRequestContext, orgId: number, data: Record<string, string>) =>
  api.put(`/api/orgs/${orgId}/ats`, { data }).then(seen);

const greenhouseSettings = {
  provider: "greenhouse",
  clientId: GREENHOUSE_CLIENT_ID,
  clientSecret: GREENHOUSE_SECRET,
  onBehalfOf: GREENHOUSE_USER,
};
const leverSettings = { provider: "lever", apiKey: LEVER_KEY, onBehalfOf: LEVER_USER };

const sendCandidate = (api: APIRequestContext, orgId: number, shareUrl: string, email: string) =>
  api
    .post(`/api/orgs/${orgId}/ats/candidates`, {
      data: { shareUrl, candidate: { firstName: "Dana", lastName: "Whitfield", email } },
    })
    .then(seen);

async function pdfText(bytes: Buffer): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ats-pdf-"));
  try {
    fs.writeFileSync(path.join(tmp, "p.pdf"), bytes);
    const { stdout } = await promisify(execFile)("pdftotext", [path.join(tmp, "p.pdf"), "-"]);
    return stdout.replace(/\s+/g, " ");
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const serverEnvironment = () => ({
  ...serverEnv(dir),
  APP_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD,
  ...greenhouse.env,
  ...lever.env,
});

/** The rep whose portfolio is handed off: Pro (its link offers the PDF), one imported deal story in euros. */
let rep: RegisteredUser;
let shared: CreatedShareLink;
/** An organisation whose Greenhouse connection was saved with a Harvest API key before v3. */
let legacy: Org;

test.beforeAll(async () => {
  // Two server starts (the second after writing to the database) and a share link: more than a hook's default.
  test.setTimeout(300_000);
  greenhouse = await startGreenhouseStub(GREENHOUSE_CLIENT_ID, GREENHOUSE_SECRET, GREENHOUSE_USER);
  lever = await startLeverStub(LEVER_KEY, LEVER_USER);
  port = await freePort();
  server = await startServer(dir, port, { env: serverEnvironment() });

  rep = await user(`Dana Whitfield ${suffix()}`);
  await setPlan(rep.email, "pro", server.url);
  const achievementId = await createAchievement(rep.api, "Closed the Acme expansion");
  const deal = await rep.api.post("/api/deal-highlights", {
    data: {
      title: "Globex platform rollout",
      description: "Replaced three tools across 40 sites.",
      arrValue: "1200000",
    },
  });
  expect(deal.status(), await deal.text()).toBe(201);
  const dealId = ((await deal.json()) as { id: number }).id;
  shared = await createShareLink(rep.api, [achievementId]);
  legacy = await org("enterprise", ["recruiter"]);

  // The CRM sync writes these columns; until it is here the test writes them itself, with the server stopped
  // (PGlite has one writer: the server's process).
  await stopServer(server, "SIGTERM");
  firstOutput = server.output();
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.resolve(dir));
  await db.query(
    `update deal_highlights set arr_currency = 'EUR', source_provider = 'salesforce', source_account_id = $1,
       source_external_id = '0065e00000XyZ12', source_fetched_at = '2026-03-07T10:00:00Z' where id = $2`,
    [SALESFORCE_ORG, dealId],
  );
  await db.query(
    `insert into org_ats_connections (org_id, provider, api_key_encrypted, key_last4, on_behalf_of)
       values ($1, 'greenhouse', 'v1.sealed-harvest-key', $2, $3)`,
    [legacy.id, LEGACY_KEY_LAST4, GREENHOUSE_USER],
  );
  await db.close();
  server = await startServer(dir, port, { env: serverEnvironment() });
});

test.afterAll(async () => {
  await Promise.all(users.map((u) => u.api.dispose()));
  if (server) await stopServer(server, "SIGTERM");
  await greenhouse?.close();
  await lever?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test.beforeEach(() => {
  greenhouse.failure = null;
  lever.failure = null;
});

test("an imported deal story shows its CRM source and its currency on the shared page and in the deck", async () => {
  const visitor = await request.newContext({ baseURL: server.url });
  try {
    const page = await visitor.get(shared.path);
    expect(page.status()).toBe(200);
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain(SOURCE_LINE);
    expect(html).toContain("€1.2M");
    expect(html).not.toContain("$1.2M");
  } finally {
    await visitor.dispose();
  }

  const achievements = (await (await rep.api.get("/api/achievements")).json()) as { id: number }[];
  const pptx = await rep.api.post("/api/export/powerpoint", {
    data: { achievementIds: achievements.map((a) => a.id) },
  });
  expect(pptx.status()).toBe(200);
  const zip = await JSZip.loadAsync(await pptx.body());
  const slides = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .map((name) => zip.file(name)!.async("string")),
  );
  const dealSlide = slides.find((xml) => xml.includes("Globex platform rollout"));
  expect(dealSlide).toContain(SOURCE_LINE);
  expect(dealSlide).toContain("€1.2M");
});

test("owners and admins of an Enterprise organisation save the ATS credentials; the secret is never answered back", async () => {
  const { id, owner, members } = await org("enterprise", ["admin"]);
  expect(await (await owner.api.get(`/api/orgs/${id}/ats`).then(seen)).json()).toEqual({ configured: false });

  const refused = await saveAts(owner.api, id, { ...greenhouseSettings, clientSecret: "wrong-secret-0000" });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe("Greenhouse did not accept this Harvest v3 client id and secret.");
  // The shape of before Harvest v3 (an API key) is refused as it stands.
  const oldShape = await saveAts(owner.api, id, { provider: "greenhouse", apiKey: "x-9876", onBehalfOf: "4080" });
  expect(oldShape.status()).toBe(422);

  const saved = await saveAts(members.admin!.api, id, greenhouseSettings);
  expect(saved.status(), await saved.text()).toBe(200);
  const view = {
    configured: true,
    provider: "greenhouse",
    onBehalfOf: GREENHOUSE_USER,
    clientId: GREENHOUSE_CLIENT_ID,
    keyLast4: "9876",
  };
  expect(await saved.json()).toMatchObject(view);
  const read = await owner.api.get(`/api/orgs/${id}/ats`).then(seen);
  const body = await read.json();
  expect(body).toMatchObject({ ...view, updatedAt: expect.any(String) });
  expect(body).not.toHaveProperty("needsCredentials");
  // The credentials were checked with a client credentials token for the acting user, then one v3 read with it.
  const [token, check] = greenhouse.requests.slice(-2);
  expect([token!.method, token!.path]).toEqual(["POST", "/token"]);
  expect(Object.fromEntries(greenhouse.tokenRequests.at(-1)!)).toEqual({
    grant_type: "client_credentials",
    sub: GREENHOUSE_USER,
  });
  expect([check!.method, check!.path, check!.query.get("per_page")]).toEqual(["GET", "/v3/candidates", "1"]);
  expect(check!.headers.authorization).toMatch(/^Bearer gh-access-/);

  const audit = await owner.api.get(`/api/orgs/${id}/audit`).then(seen);
  expect(JSON.stringify(await audit.json())).toContain("ats_configured");

  const removed = await owner.api.delete(`/api/orgs/${id}/ats`).then(seen);
  expect(await removed.json()).toEqual({ configured: false });
  expect(await (await owner.api.get(`/api/orgs/${id}/ats`)).json()).toEqual({ configured: false });
});

test("other roles, other organisations and organisations off Enterprise cannot set an ATS", async () => {
  const enterprise = await org("enterprise", ["manager", "recruiter"]);
  for (const role of ["manager", "recruiter"] as const) {
    const api = enterprise.members[role]!.api;
    expect((await saveAts(api, enterprise.id, greenhouseSettings)).status()).toBe(403);
    expect((await api.delete(`/api/orgs/${enterprise.id}/ats`)).status()).toBe(403);
  }
  expect((await enterprise.members.manager!.api.get(`/api/orgs/${enterprise.id}/ats`)).status()).toBe(403);
  // A recruiter learns which ATS is set up (for the send button), never the settings.
  expect((await saveAts(enterprise.owner.api, enterprise.id, greenhouseSettings)).status()).toBe(200);
  const recruiterView = await enterprise.members.recruiter!.api.get(`/api/orgs/${enterprise.id}/ats`).then(seen);
  expect(await recruiterView.json()).toEqual({ configured: true, provider: "greenhouse" });
  const other = await org("enterprise");
  expect((await saveAts(other.owner.api, enterprise.id, greenhouseSettings)).status()).toBe(404);
  expect((await other.owner.api.delete(`/api/orgs/${enterprise.id}/ats`)).status()).toBe(404);

  const team = await org("team");
  const offPlan = await saveAts(team.owner.api, team.id, greenhouseSettings);
  expect(offPlan.status()).toBe(402);
  expect((await offPlan.json()).error.message).toContain("Enterprise plan");
  const none = await org(null);
  expect((await saveAts(none.owner.api, none.id, greenhouseSettings)).status()).toBe(402);

  const invalid = await saveAts(enterprise.owner.api, enterprise.id, {
    provider: "workday",
    apiKey: "",
    onBehalfOf: "",
  });
  expect(invalid.status()).toBe(422);
});

test("a recruiter sends a portfolio to Greenhouse: a new candidate with the link and the shared PDF, then found by e-mail", async () => {
  const { id, owner, members } = await org("enterprise", ["recruiter", "seller"]);
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const email = `dana-${suffix()}@candidates.example`;

  const sellerTry = await sendCandidate(members.seller!.api, id, shared.shareUrl, email);
  expect(sellerTry.status()).toBe(403);

  const first = await sendCandidate(members.recruiter!.api, id, shared.shareUrl, email);
  expect(first.status(), await first.text()).toBe(201);
  const body = (await first.json()) as { candidateId: string };
  expect(body).toEqual({ provider: "greenhouse", candidateId: expect.any(String), created: true, attachment: true });
  const candidate = greenhouse.candidates.find((c) => String(c.id) === body.candidateId)!;
  expect(candidate).toMatchObject({ email, firstName: "Dana", lastName: "Whitfield", websites: [shared.shareUrl] });
  expect(candidate.attachments).toHaveLength(1);
  expect(candidate.attachments[0]!.filename).toMatch(/^Dana-Whitfield-.*-QuotaProof-\d{4}-\d{2}-\d{2}\.pdf$/);
  // The PDF the link's visitors get: the rep's portfolio, with the imported deal's source and currency.
  const text = await pdfText(candidate.attachments[0]!.bytes);
  expect(text).toContain("Closed the Acme expansion");
  expect(text).toContain(SOURCE_LINE);
  expect(text).toContain("€1.2M");

  const again = await sendCandidate(members.recruiter!.api, id, shared.shareUrl, email);
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toEqual({ ...body, created: false });
  expect(greenhouse.candidates.filter((c) => c.email === email)).toHaveLength(1);
  expect(candidate.notes.join("\n")).toContain(shared.shareUrl);
  expect(candidate.attachments).toHaveLength(2);
  expect(greenhouse.violations).toEqual([]);
});

test("with Lever: an opportunity with the link and the PDF as a multipart file, then the link added to it", async () => {
  const { id, owner } = await org("enterprise");
  expect((await saveAts(owner.api, id, leverSettings)).status()).toBe(200);
  const email = `lee-${suffix()}@candidates.example`;

  const first = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(first.status(), await first.text()).toBe(201);
  const body = (await first.json()) as { candidateId: string };
  expect(body).toMatchObject({ provider: "lever", created: true, attachment: true });
  const opportunity = lever.opportunities.find((o) => o.id === body.candidateId)!;
  expect(opportunity).toMatchObject({ name: "Dana Whitfield", emails: [email], links: [shared.shareUrl] });
  expect(opportunity.files).toHaveLength(1);

  const again = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ candidateId: body.candidateId, created: false });
  expect(lever.opportunities.filter((o) => o.emails.includes(email))).toHaveLength(1);
  expect(opportunity.links).toEqual([shared.shareUrl, shared.shareUrl]);
  const writes = lever.requests.filter((r) => r.method === "POST");
  expect(writes.every((r) => r.query.get("perform_as") === LEVER_USER)).toBe(true);
  expect(lever.violations).toEqual([]);
});

test("the provider's refusals and failures answer a clear message, never a 500", async () => {
  const { id, owner } = await org("enterprise");
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const email = `err-${suffix()}@candidates.example`;
  const attempt = async () => {
    const response = await sendCandidate(owner.api, id, shared.shareUrl, email);
    return { status: response.status(), headers: response.headers(), error: (await response.json()).error };
  };

  greenhouse.failure = { status: 401 };
  expect(await attempt()).toMatchObject({
    status: 502,
    error: {
      code: "provider_error",
      message: "Greenhouse did not accept the organisation's Harvest v3 client id and secret.",
    },
  });
  greenhouse.failure = { status: 403 };
  const forbidden = await attempt();
  expect(forbidden.status).toBe(502);
  expect(forbidden.error.message).toContain(`On-Behalf-Of user id ${GREENHOUSE_USER}`);
  greenhouse.failure = { status: 429, retryAfter: "17" };
  const busy = await attempt();
  expect(busy.status).toBe(429);
  expect(busy.headers["retry-after"]).toBe("17");
  expect(busy.error.message).toBe("Greenhouse is busy; try again in 17 seconds.");
  greenhouse.failure = { status: 500 };
  const down = await attempt();
  expect(down.status).toBe(502);
  expect(down.error.message).toContain("Greenhouse is not answering properly right now");

  // Lever's refusals name Lever and its perform_as user.
  expect((await saveAts(owner.api, id, leverSettings)).status()).toBe(200);
  lever.failure = { status: 403 };
  const leverForbidden = await attempt();
  expect(leverForbidden.status).toBe(502);
  expect(leverForbidden.error.message).toContain(`Lever refused the request: the perform_as user id ${LEVER_USER}`);
});

test("only a live, open share link of this app can be sent, and only with an ATS set up", async () => {
  const { id, owner } = await org("enterprise");
  const email = `link-${suffix()}@candidates.example`;
  const notSetUp = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(notSetUp.status()).toBe(409);
  expect((await notSetUp.json()).error.message).toContain("has not set up an applicant tracking system");
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const before = greenhouse.requests.length;

  const refusal = async (shareUrl: string) => {
    const response = await sendCandidate(owner.api, id, shareUrl, email);
    expect(response.status()).toBe(400);
    return ((await response.json()) as { error: { message: string } }).error.message;
  };
  expect(await refusal(`https://portfolios.example.com${shared.path}`)).toContain("is not a QuotaProof share link");
  expect(await refusal(`${server.url}/dashboard`)).toContain("is not a QuotaProof share link");

  const achievementId = await createAchievement(rep.api, "Second portfolio");
  const revoked = await createShareLink(rep.api, [achievementId]);
  expect((await rep.api.delete(`/api/share-links/${revoked.link.id}`)).status()).toBe(200);
  expect(await refusal(revoked.shareUrl)).toBe("This share link has been revoked or does not exist.");
  const locked = await createShareLink(rep.api, [achievementId], { password: "open-sesame-123" });
  expect(await refusal(locked.shareUrl)).toContain("protected by a password");
  expect(greenhouse.requests.length).toBe(before);

  // Another organisation's member cannot use this one's ATS.
  const outsider = await org("enterprise");
  expect((await sendCandidate(outsider.owner.api, id, shared.shareUrl, email)).status()).toBe(404);
});

test("a Greenhouse connection saved with a Harvest API key asks its admin once for v3 credentials, and says why", async () => {
  const { id, owner, members } = legacy;
  const adminView = await (await owner.api.get(`/api/orgs/${id}/ats`).then(seen)).json();
  expect(adminView).toMatchObject({
    configured: true,
    provider: "greenhouse",
    onBehalfOf: GREENHOUSE_USER,
    keyLast4: LEGACY_KEY_LAST4,
    needsCredentials: true,
  });
  expect(adminView.message).toContain("Harvest v1 and v2 were retired on 31 August 2026");
  expect(adminView.message).toContain("enter a Harvest v3 client id and secret once");
  const recruiter = members.recruiter!.api;
  expect(await (await recruiter.get(`/api/orgs/${id}/ats`).then(seen)).json()).toEqual({
    configured: true,
    provider: "greenhouse",
    needsCredentials: true,
    message: adminView.message,
  });

  // A hand-off waits for the credentials, without calling Greenhouse with the retired key.
  const before = greenhouse.requests.length;
  const email = `legacy-${suffix()}@candidates.example`;
  const waiting = await sendCandidate(recruiter, id, shared.shareUrl, email);
  expect(waiting.status()).toBe(409);
  expect((await waiting.json()).error.message).toBe(adminView.message);
  expect(greenhouse.requests.length).toBe(before);

  // Once the admin enters them, the record is the same one, current, and hand-offs go through.
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const current = await (await owner.api.get(`/api/orgs/${id}/ats`).then(seen)).json();
  expect(current).toMatchObject({ configured: true, clientId: GREENHOUSE_CLIENT_ID, keyLast4: "9876" });
  expect(current).not.toHaveProperty("needsCredentials");
  const sent = await sendCandidate(recruiter, id, shared.shareUrl, email);
  expect(sent.status(), await sent.text()).toBe(201);
  expect(greenhouse.violations).toEqual([]);
});

test("no secret or token appears in any answer or in the server's output", async () => {
  const issued = greenhouse.requests
    .map((r) => /^Bearer (.+)$/.exec(r.headers.authorization ?? "")?.[1])
    .filter((t): t is string => Boolean(t));
  expect(issued.length).toBeGreaterThan(5);
  for (const text of answers) {
    for (const secret of [GREENHOUSE_SECRET, LEVER_KEY, ...issued]) expect(text).not.toContain(secret);
  }
  expect(answers.length).toBeGreaterThan(20);
  for (const output of [firstOutput, server.output()]) {
    for (const secret of [GREENHOUSE_SECRET, LEVER_KEY, ...issued]) expect(output).not.toContain(secret);
  }
});
