// The set-up the two applicant-tracking-system spec files share: a production server of their own whose
// GREENHOUSE_API_URL, GREENHOUSE_AUTH_URL and LEVER_API_URL point at local stand-ins that check method, path, auth
// (Greenhouse: Harvest v3 client credentials and bearer tokens; Lever: its API key), the acting ATS user, the bodies
// and the PDF; a Pro rep with a share link and an imported deal story in euros; and an organisation whose Greenhouse
// connection was saved with a Harvest API key before v3 (written straight into the database while the server is
// stopped). Every answer is recorded, so each file can prove at its end that no secret or token was ever in one.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { startGreenhouseStub, type GreenhouseStub } from "../stubs/greenhouse";
import { startLeverStub, type LeverStub } from "../stubs/lever";
import { createAchievement, createShareLink, type CreatedShareLink } from "../share-fixtures";
import { adminApi, expect, newUser, setPlan, test, type RegisteredUser } from "./helpers";
import { addMember, type OrgRole } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

export const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
let dir = "";
export const GREENHOUSE_CLIENT_ID = `gh-client-${suffix()}`;
export const GREENHOUSE_SECRET = `gh-secret-${suffix()}-9876`;
/** A Harvest API key saved before Harvest v3, sealed as the app sealed them (never opened again). */
export const LEGACY_KEY_LAST4 = "1234";
export const LEVER_KEY = `lever-${suffix()}-5432`;
export const GREENHOUSE_USER = "4080";
export const LEVER_USER = "8f3c2a10-lever-user";
export const SALESFORCE_ORG = "00D5e0000001AbC";
export const SOURCE_LINE = `Imported from Salesforce · Salesforce org ${SALESFORCE_ORG} · fetched Mar 7, 2026`;

export let greenhouse: GreenhouseStub;
export let lever: LeverStub;
export let server: ServerProcess;
let port: number;
/** The output of the server before its restart. */
export let firstOutput = "";
const users: RegisteredUser[] = [];
/** Every answer's text, to prove no key is ever in one. */
export const answers: string[] = [];

/** Records the answer's text for the key check at the end. */
export async function seen(response: APIResponse): Promise<APIResponse> {
  answers.push(await response.text());
  return response;
}

export async function user(fullName = `ATS User ${suffix()}`): Promise<RegisteredUser> {
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

export type Org = { id: number; owner: RegisteredUser; members: Partial<Record<OrgRole, RegisteredUser>> };

export async function org(tier: "enterprise" | "team" | null, roles: OrgRole[] = []): Promise<Org> {
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

export const saveAts = (api: APIRequestContext, orgId: number, data: Record<string, string>) =>
  api.put(`/api/orgs/${orgId}/ats`, { data }).then(seen);

export const greenhouseSettings = {
  provider: "greenhouse",
  clientId: GREENHOUSE_CLIENT_ID,
  clientSecret: GREENHOUSE_SECRET,
  onBehalfOf: GREENHOUSE_USER,
};
export const leverSettings = { provider: "lever", apiKey: LEVER_KEY, onBehalfOf: LEVER_USER };

export const sendCandidate = (api: APIRequestContext, orgId: number, shareUrl: string, email: string) =>
  api
    .post(`/api/orgs/${orgId}/ats/candidates`, {
      data: { shareUrl, candidate: { firstName: "Dana", lastName: "Whitfield", email } },
    })
    .then(seen);

export async function pdfText(bytes: Buffer): Promise<string> {
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
export let rep: RegisteredUser;
export let shared: CreatedShareLink;
/** An organisation whose Greenhouse connection was saved with a Harvest API key before v3. */
export let legacy: Org;

/** The file's server, stand-ins, rep and legacy organisation, started before its tests and stopped after them. */
export function setupAtsServer(): void {
  const skipReason = ownServerProblem();
  test.skip(skipReason !== null, skipReason ?? "");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    // A folder and a record of answers of this file's own, even where a worker runs both files.
    dir = path.join(".data", `test-ats-${suffix()}`);
    answers.length = 0;
    users.length = 0;
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
}

/** No secret or token appears in any answer this file recorded or in the server's output. */
export function expectNoSecretShown(): void {
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
}
