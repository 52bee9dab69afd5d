// Employer-verified attainment from the organisation's own CRM, on a production server of the test's own whose
// SALESFORCE_* and HUBSPOT_* point at local stand-ins holding a generated company with known answers
// (tests/stubs/employer-crm-data.ts): the connect (PKCE, a state naming the organisation), the sync of 50 sellers x 8
// quarters with split deals and two currencies, matching by a confirmed address at the verified domain only, review,
// sign-off, the rep's decline, a changed figure and its re-sign-off, and who may do none of it.
import fs from "node:fs";
import path from "node:path";
import { credentialsWhen } from "../credential-fixtures";
import { employerCrmData, expectedFigures, periodKey, type EmployerCrmData } from "../stubs/employer-crm-data";
import { startHubSpotStub, type HubSpotStub } from "../stubs/hubspot";
import { startSalesforceStub, type SalesforceStub } from "../stubs/salesforce";
import {
  allAttainment,
  connectEmployer,
  crmStatus,
  employerOrg,
  memberWithRole,
  signOff,
  syncEmployer,
  type EmployerOrg,
} from "./employer-crm-helpers";
import { expect, newUser, test, type RegisteredUser } from "./helpers";
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { runJob } from "./run-job";
import { type ServerProcess, startConfiguredServer, stopServer } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial", timeout: 240_000 });

const seed = 1 + Math.floor(Math.random() * 1000);
const dir = path.join(".data", `test-employer-crm-${seed}-${Date.now().toString(36)}`);
const sfData: EmployerCrmData = employerCrmData({ sellers: 50, quarters: 8, seed, domain: `acme-${seed}.example` });
const hsData: EmployerCrmData = employerCrmData({
  sellers: 12,
  quarters: 4,
  seed: seed + 1,
  domain: `initech-${seed}.example`,
});
const SF_MEMBERS = 8;

let salesforce: SalesforceStub;
let hubspot: HubSpotStub;
let server: ServerProcess;
const users: RegisteredUser[] = [];
let acme: EmployerOrg;

test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
  testInfo.setTimeout(300_000);
  salesforce = await startSalesforceStub();
  salesforce.employer = sfData;
  salesforce.pageSize = 150;
  hubspot = await startHubSpotStub();
  hubspot.employer = hsData;
  server = await startConfiguredServer(dir, {
    ...salesforce.env,
    ...hubspot.env,
    CRON_SECRET: process.env.QP_TEST_CRON_SECRET,
  });
  acme = await employerOrg(server.url, sfData, SF_MEMBERS, users);
});

test.afterAll(async () => {
  await Promise.all(users.map((user) => user.api.dispose()));
  if (server) await stopServer(server, "SIGTERM");
  await salesforce?.close();
  await hubspot?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

const user = async (email?: string) => {
  const made = await newUser(undefined, email ? { email } : {}, server.url);
  users.push(made);
  return made;
};

test("only owners and admins of an Enterprise organisation with a verified domain reach its CRM", async () => {
  const seller = acme.sellers[0]!;
  const manager = await memberWithRole(server.url, acme, sfData.domain, "manager", users);
  for (const member of [seller, manager]) {
    expect((await member.api.post(`/api/orgs/${acme.id}/crm/salesforce/connect`)).status()).toBe(403);
    expect((await member.api.get(`/api/orgs/${acme.id}/crm`)).status()).toBe(403);
    expect((await member.api.get(`/api/orgs/${acme.id}/crm/attainment`)).status()).toBe(403);
    expect((await member.api.post(`/api/orgs/${acme.id}/crm/sync`)).status()).toBe(403);
    const signoff = await signOff(member.api, acme.id, [{ userId: seller.id, period: "2024-Q1" }]);
    expect(signoff.status()).toBe(403);
  }
  // Another organisation's owner learns nothing, not even that the organisation exists.
  const stranger = await user();
  expect((await stranger.api.get(`/api/orgs/${acme.id}/crm`)).status()).toBe(404);
  expect((await stranger.api.get(`/api/orgs/${acme.id}/crm/attainment`)).status()).toBe(404);

  // Enterprise without a verified domain: nobody could be matched, so no connect.
  const other = await user();
  const org = await createOrg(other, "No Domain Inc");
  expect((await other.api.post(`/api/orgs/${org.id}/crm/salesforce/connect`)).status()).toBe(402);
  await setOrgPlan(org.id, 10, "enterprise", server.url);
  const noDomain = await other.api.post(`/api/orgs/${org.id}/crm/salesforce/connect`);
  expect(noDomain.status()).toBe(409);
  expect((await crmStatus(other.api, org.id)).connections).toEqual([]);
});

test("connect: PKCE and a single-use state naming the organisation; the callback of someone else stores nothing", async () => {
  const started = await acme.owner.api.post(`/api/orgs/${acme.id}/crm/salesforce/connect`);
  const authorize = new URL(((await started.json()) as { url: string }).url);
  expect(authorize.origin + authorize.pathname).toBe(`${salesforce.url}/services/oauth2/authorize`);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")?.split(" ").sort()).toEqual(["api", "id", "refresh_token"]);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${server.url}/api/integrations/salesforce/callback`);
  // A seller who got hold of the consent's way back cannot complete the owner's connect.
  const consent = await acme.owner.api.get(authorize.toString(), { maxRedirects: 0 });
  const back = new URL(consent.headers().location!);
  const seller = acme.sellers[1]!;
  const stolen = await seller.api.get(back.pathname + back.search, { maxRedirects: 0 });
  expect(stolen.headers().location).toContain("error=state");
  expect((await crmStatus(acme.owner.api, acme.id)).connections).toEqual([]);

  const { location } = await connectEmployer(acme.owner.api, acme.id, "salesforce");
  expect(location).toBe("/team?crm=salesforce");
  const status = await crmStatus(acme.owner.api, acme.id);
  expect(status.connections).toEqual([
    expect.objectContaining({
      provider: "salesforce",
      connectedBy: { id: acme.owner.id, name: "Priya Shah" },
      instanceUrl: salesforce.url,
      needsReconnect: false,
    }),
  ]);
  // The organisation's connection is not the owner's own: their integrations page still shows none.
  const own = (await (await acme.owner.api.get("/api/integrations")).json()) as { providers: { connected: boolean }[] };
  expect(own.providers.every((p) => !p.connected)).toBe(true);
});

test("a full sync: every matched seller's figures equal the CRM's to the cent, unmatched people listed, not guessed", async () => {
  // A member (with a confirmed address of their own at the domain) who only added, never confirmed, a CRM seller's
  // address is not that seller.
  const impostor = await user(`impostor.${Date.now().toString(36)}@${sfData.domain}`);
  const claimed = sfData.sellers[SF_MEMBERS]!.email;
  expect((await impostor.api.post("/api/account/work-emails", { data: { email: claimed } })).status()).toBe(202);
  await addMember(acme.owner, acme.id, impostor, "seller");

  const status = await syncEmployer(acme.owner.api, acme.id);
  expect(status.connections[0]!.counts).toMatchObject({ crmUsers: 52, matchedSellers: SF_MEMBERS, rows: 400 });

  const expected = expectedFigures(sfData, "salesforce");
  const rows = await allAttainment(acme.owner.api, acme.id);
  expect(rows).toHaveLength(SF_MEMBERS * 8);
  const emailOf = new Map(acme.sellers.map((s) => [s.id, s.email]));
  for (const row of rows) {
    const want = expected.get(`${emailOf.get(row.userId)}|${row.period}`);
    expect(want, `${row.userId} ${row.period}`).toBeDefined();
    expect(row.quota).toBeCloseTo(want!.quota, 2);
    expect(row.closed).toBeCloseTo(want!.closed, 2);
    expect(row.attainment).toBeCloseTo(want!.attainment, 2);
    expect(row.currency).toBe(want!.currency);
    expect(row).toMatchObject({ status: "new", flag: null, source: { provider: "salesforce" } });
  }
  // Both currencies are among them (every fifth seller sells in euros).
  expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(["USD", "EUR"]));
  const q = periodKey(sfData.quarters[2]!);
  expect((await allAttainment(acme.owner.api, acme.id, { period: q })).every((r) => r.period === q)).toBe(true);

  const after = await crmStatus(acme.owner.api, acme.id);
  const unmatchedEmails = after.unmatched.crmUsers.map((u) => u.email);
  expect(unmatchedEmails).toHaveLength(50 - SF_MEMBERS);
  expect(unmatchedEmails).toContain(claimed);
  expect(after.unmatched.members.map((m) => m.userId)).toContain(impostor.id);
});

test("sign-off makes employer-verified records; decline hides one; a changed CRM figure waits for a new sign-off", async () => {
  const [alice, bob] = acme.sellers;
  const periods = sfData.quarters.map((p) => periodKey(p));
  // Alice already has a record of her own for the first quarter: the employer's is stored beside it.
  const first = sfData.quarters[0]!;
  const own = await alice!.api.post("/api/quota-records", {
    data: { year: first.year, periodType: "quarterly", quarter: first.quarter, quota: "100000", attainment: "90000" },
  });
  expect(own.status(), await own.text()).toBe(201);

  expect((await signOff(acme.owner.api, acme.id, [{ userId: acme.owner.id, period: periods[0]! }])).status()).toBe(403);
  const signed = await signOff(acme.owner.api, acme.id, [
    { userId: alice!.id, period: periods[0]! },
    { userId: alice!.id, period: periods[1]! },
    { userId: bob!.id, period: periods[0]! },
    { userId: 999_999, period: periods[0]! },
  ]);
  expect(signed.status(), await signed.text()).toBe(200);
  const answer = (await signed.json()) as { signed: number; unchanged: number; skipped: unknown[] };
  expect(answer).toMatchObject({ signed: 3, unchanged: 0 });
  expect(answer.skipped).toHaveLength(1);
  // Signing the same figures again changes nothing.
  const again = await signOff(acme.owner.api, acme.id, [{ userId: alice!.id, period: periods[0]! }]);
  expect(await again.json()).toMatchObject({ signed: 0, unchanged: 1 });

  const records = (await (await alice!.api.get("/api/employer-records")).json()) as Array<{
    id: number;
    year: number;
    quarter: number | null;
    status: string;
    currency: string;
    assurance: { level: number; label: string; evidence: string };
  }>;
  expect(records).toHaveLength(2);
  const expected = expectedFigures(sfData, "salesforce").get(`${alice!.email}|${periods[0]}`)!;
  const firstRecord = records.find((r) => r.year === first.year && r.quarter === first.quarter)!;
  expect(firstRecord).toMatchObject({ status: "shown", currency: expected.currency });
  expect(firstRecord.assurance).toMatchObject({ level: 3, label: "Employer-verified" });
  expect(firstRecord.assurance.evidence).toMatch(/^From Acme .+'s Salesforce forecast, signed off by Priya Shah, /);
  // Her own record of the period is still there, and a second one of her own is still a duplicate.
  const list = (await (await alice!.api.get("/api/quota-records")).json()) as Array<{
    id: number;
    employerOrgId: number | null;
  }>;
  expect(list.filter((r) => r.employerOrgId === null)).toHaveLength(1);
  const duplicate = await alice!.api.post("/api/quota-records", {
    data: { year: first.year, periodType: "quarterly", quarter: first.quarter, quota: "100000", attainment: "95000" },
  });
  expect(duplicate.status()).toBe(409);
  // The rep cannot edit the employer's figures.
  const edit = await alice!.api.put(`/api/quota-records/${firstRecord.id}`, { data: { attainment: "9999999" } });
  expect(edit.status()).toBe(403);
  // Nobody else can decline it.
  expect((await bob!.api.post(`/api/employer-records/${firstRecord.id}/decline`)).status()).toBe(404);

  // A credential is issued for it.
  const credential = (
    await credentialsWhen(alice!.api, (list) => list.some((c) => c.itemId === firstRecord.id && c.status === "active"))
  ).find((c) => c.itemId === firstRecord.id)!;

  // The CRM's quota for that quarter changes mid-period: the row shows as changed, the record keeps its value.
  const quota = sfData.quotas.find((x) => x.seller === 0 && x.period === 0)!;
  quota.amount += 50_000;
  await syncEmployer(acme.owner.api, acme.id);
  const changed = (await allAttainment(acme.owner.api, acme.id, { period: periods[0]!, status: "changed" })).map(
    (r) => r.userId,
  );
  expect(changed).toEqual([alice!.id]);
  const kept = (await (await alice!.api.get("/api/employer-records")).json()) as Array<{ id: number; quota: string }>;
  expect(Number(kept.find((r) => r.id === firstRecord.id)!.quota)).toBe(quota.amount - 50_000);

  // A new sign-off takes the new figures; the old credential is revoked and a new one issued.
  expect(
    await (await signOff(acme.owner.api, acme.id, [{ userId: alice!.id, period: periods[0]! }])).json(),
  ).toMatchObject({
    signed: 1,
  });
  await runJob(acme.owner.api, "credentials");
  const after = await credentialsWhen(
    alice!.api,
    (list) =>
      list.some((c) => c.id === credential.id && c.status === "revoked") &&
      list.some((c) => c.itemId === firstRecord.id && c.status === "active"),
  );
  expect(after.filter((c) => c.itemId === firstRecord.id && c.status === "active")).toHaveLength(1);

  // Decline hides it from what the rep shares; restore shows it again.
  const declined = await alice!.api.post(`/api/employer-records/${firstRecord.id}/decline`);
  expect(await declined.json()).toMatchObject({ id: firstRecord.id, status: "declined" });
  const restored = await alice!.api.post(`/api/employer-records/${firstRecord.id}/restore`);
  expect(await restored.json()).toMatchObject({ status: "shown" });
});

test("HubSpot: the goals scope is asked as optional, targets and closed-won deals match the CRM", async () => {
  const initech = await employerOrg(server.url, hsData, 4, users);
  const { authorize, location } = await connectEmployer(initech.owner.api, initech.id, "hubspot");
  expect(location).toBe("/team?crm=hubspot");
  expect(authorize.searchParams.get("optional_scope")).toBe("crm.objects.goals.read");
  expect(authorize.searchParams.get("scope")).not.toContain("goals");
  await syncEmployer(initech.owner.api, initech.id);
  const expected = expectedFigures(hsData, "hubspot");
  const rows = await allAttainment(initech.owner.api, initech.id);
  expect(rows).toHaveLength(4 * 4);
  const emailOf = new Map(initech.sellers.map((s) => [s.id, s.email]));
  for (const row of rows) {
    const want = expected.get(`${emailOf.get(row.userId)}|${row.period}`)!;
    expect(row.quota).toBeCloseTo(want.quota, 2);
    expect(row.closed).toBeCloseTo(want.closed, 2);
    expect(row.attainment).toBeCloseTo(want.attainment, 2);
  }
  // Isolation: neither organisation's owner reads the other's figures.
  expect((await initech.owner.api.get(`/api/orgs/${acme.id}/crm/attainment`)).status()).toBe(404);
  expect((await acme.owner.api.get(`/api/orgs/${initech.id}/crm/attainment`)).status()).toBe(404);

  // Disconnect: the synced figures go, the signed records in books stay.
  const removed = await initech.owner.api.delete(`/api/orgs/${initech.id}/crm/hubspot`);
  expect(removed.status()).toBe(200);
  expect(((await removed.json()) as { connections: unknown[] }).connections).toEqual([]);
  expect(await allAttainment(initech.owner.api, initech.id)).toEqual([]);
});
