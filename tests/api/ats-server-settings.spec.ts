// An organisation's applicant tracking system settings, on a production server of the test's own (ats-server-setup.ts):
// who may save, read and remove them, what is never answered back, and a Greenhouse connection saved with a Harvest
// API key before v3 asking its admin for v3 credentials. Also: an imported deal story shows its CRM source and
// currency on the shared page and in the PowerPoint deck.
import { request } from "@playwright/test";
import JSZip from "jszip";
import { expect, test } from "./helpers";
import {
  expectNoSecretShown,
  greenhouse,
  greenhouseSettings,
  GREENHOUSE_CLIENT_ID,
  GREENHOUSE_USER,
  legacy,
  LEGACY_KEY_LAST4,
  org,
  rep,
  saveAts,
  seen,
  sendCandidate,
  server,
  setupAtsServer,
  shared,
  SOURCE_LINE,
  suffix,
} from "./ats-server-setup";

setupAtsServer();

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
  expectNoSecretShown();
});
