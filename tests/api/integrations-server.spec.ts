// Salesforce and HubSpot connections on a production server of the test's own whose SALESFORCE_* and HUBSPOT_*
// point at local stubs (tests/stubs/salesforce.ts, hubspot.ts): connect with PKCE and a single-use state, sync
// closed-won deals into deal stories with their source and currency, refresh, provider errors, disconnect.
import fs from "node:fs";
import path from "node:path";
import {
  startHubSpotStub,
  HUB_ID,
  HUB_OWNER_ID,
  HUB_REP_WON_COUNT,
  HUB_USER_EMAIL,
  type HubSpotStub,
} from "../stubs/hubspot";
import { REP_WON_COUNT, SF_ORG_ID, SF_USER_ID, startSalesforceStub, type SalesforceStub } from "../stubs/salesforce";
import { expect, newUser, setPlan, test, type RegisteredUser } from "./helpers";
import {
  callback,
  connectCrm,
  consent,
  deals,
  providerStatus,
  record,
  seenBodies,
  startConnect,
  sync,
  syncOk,
} from "./integrations-crm-flow";
import { ownServerProblem } from "./production-build";
import { type ServerProcess, startConfiguredServer, stopServer } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial", timeout: 180_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const dir = path.join(".data", `test-crm-${suffix()}`);
let salesforce: SalesforceStub;
let hubspot: HubSpotStub;
let server: ServerProcess;
const users: RegisteredUser[] = [];

test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
  testInfo.setTimeout(180_000); // a server start on a busy machine
  salesforce = await startSalesforceStub();
  hubspot = await startHubSpotStub();
  server = await startConfiguredServer(dir, { ...salesforce.env, ...hubspot.env });
});

test.afterAll(async () => {
  await Promise.all(users.map((user) => user.api.dispose()));
  if (server) await stopServer(server, "SIGTERM");
  await salesforce?.close();
  await hubspot?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

async function rep(plan: "starter" | "pro" = "pro"): Promise<RegisteredUser> {
  const user = await newUser(undefined, { fullName: `CRM Rep ${suffix()}` }, server.url);
  users.push(user);
  if (plan === "pro") await setPlan(user.email, "pro", server.url);
  return user;
}

const won = (name: string) => salesforce.opportunities.find((o) => o.Name === name)!;

test("connect redirects with PKCE (S256) and a state; a wrong, replayed or another user's state stores nothing", async () => {
  const alice = await rep();
  const bob = await rep();
  expect(await providerStatus(alice.api, "salesforce")).toMatchObject({
    configured: true,
    connected: false,
    accountId: null,
    user: null,
  });

  const authorize = await startConnect(alice.api, "salesforce");
  expect(authorize.origin + authorize.pathname).toBe(`${salesforce.url}/services/oauth2/authorize`);
  const q = authorize.searchParams;
  expect(q.get("response_type")).toBe("code");
  expect(q.get("client_id")).toBe(salesforce.env.SALESFORCE_CLIENT_ID);
  expect(q.get("redirect_uri")).toBe(`${server.url}/api/integrations/salesforce/callback`);
  expect(q.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["api", "refresh_token"]));
  expect(q.get("code_challenge_method")).toBe("S256");
  expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get("state")!.length).toBeGreaterThanOrEqual(32);

  // A made-up state: refused, nothing stored, no code exchanged.
  const exchangesBefore = salesforce.oauth.tokenRequests.length;
  expect(await callback(alice.api, `/api/integrations/salesforce/callback?code=forged&state=${"x".repeat(43)}`)).toBe(
    "/settings/integrations?provider=salesforce&error=state",
  );

  // Alice's state and code, brought back by Bob (a login-CSRF attempt): refused for Bob, still good for Alice.
  const back = await consent(alice.api, authorize);
  expect(await callback(bob.api, back)).toBe("/settings/integrations?provider=salesforce&error=state");
  expect((await providerStatus(bob.api, "salesforce")).connected).toBe(false);
  expect(salesforce.oauth.tokenRequests.length).toBe(exchangesBefore);

  expect(await callback(alice.api, back)).toBe("/settings/integrations?connected=salesforce");
  const exchange = salesforce.oauth.tokenRequests.at(-1)!;
  expect(exchange.get("grant_type")).toBe("authorization_code");
  expect(exchange.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

  // The same callback again (a replayed state): refused, the connection is untouched and no second exchange made.
  const exchanges = salesforce.oauth.tokenRequests.length;
  expect(await callback(alice.api, back)).toBe("/settings/integrations?provider=salesforce&error=state");
  expect(salesforce.oauth.tokenRequests.length).toBe(exchanges);

  const status = await providerStatus(alice.api, "salesforce");
  expect(status).toMatchObject({
    configured: true,
    connected: true,
    accountId: SF_ORG_ID,
    instanceUrl: salesforce.url,
    user: { id: SF_USER_ID, name: "Riley Rep", email: "rep@globex-sales.example" },
    lastSyncAt: null,
    needsReconnect: false,
  });
  expect(Date.parse(status.connectedAt!)).toBeGreaterThan(Date.now() - 60_000);
  expect((await providerStatus(alice.api, "hubspot")).connected).toBe(false);
});

test("sync imports the rep's won deals from every page with their source and currency; again: no duplicates, the rep's edit kept", async () => {
  const alice = await rep();
  await connectCrm(alice.api, "salesforce");

  expect(await syncOk(alice.api, "salesforce")).toEqual({ created: REP_WON_COUNT, updated: 0, skipped: 0 });
  const soql = salesforce.queries.filter((q) => /FROM Opportunity/.test(q)).at(-1)!;
  expect(soql).toMatch(/IsWon = true/);
  expect(soql).toContain(`OwnerId = '${SF_USER_ID}'`);

  const stories = await deals(alice.api);
  expect(stories.map((d) => d.title).sort()).toEqual(
    [
      "Globex platform rollout",
      "Hooli analytics",
      "Stark Industries pilot",
      "Umbrella EMEA expansion",
      "Wayne Enterprises security",
    ].sort(),
  );
  const umbrella = stories.find((d) => d.title === "Umbrella EMEA expansion")!;
  expect(umbrella).toMatchObject({
    arrValue: "480000.50",
    arrCurrency: "EUR",
    source: { provider: "salesforce", accountId: SF_ORG_ID, externalId: won("Umbrella EMEA expansion").Id },
  });
  expect(Date.parse(umbrella.source!.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
  expect(stories.find((d) => d.title === "Globex platform rollout")).toMatchObject({
    arrValue: "1250000.00",
    arrCurrency: "USD",
    description: "Won deal number 1.",
  });
  expect(stories.find((d) => d.title === "Stark Industries pilot")!.arrValue).toBeNull();
  expect(stories.find((d) => d.title === "Hooli analytics")!.description).toMatch(
    /^Closed-won with Hooli on .+, imported from Salesforce\.$/,
  );

  // One story read alone carries its source too; the rep edits one.
  const globex = stories.find((d) => d.title === "Globex platform rollout")!;
  const one = await record(await alice.api.get(`/api/deal-highlights/${globex.id}`));
  expect(((await one.json()) as { source: unknown }).source).toEqual(globex.source);
  const edited = await record(
    await alice.api.put(`/api/deal-highlights/${globex.id}`, {
      data: { description: "In my own words: a 9-month cycle." },
    }),
  );
  expect(edited.status()).toBe(200);
  expect(((await edited.json()) as { source: { externalId: string } }).source.externalId).toBe(
    globex.source!.externalId,
  );

  // The CRM changes: the rep's story keeps the rep's text, the others follow the CRM; nothing is duplicated.
  const original = { ...won("Globex platform rollout") };
  won("Globex platform rollout").Description = "Changed in Salesforce";
  won("Wayne Enterprises security").Amount = 2_500_000;
  try {
    expect(await syncOk(alice.api, "salesforce")).toEqual({ created: 0, updated: REP_WON_COUNT - 1, skipped: 1 });
  } finally {
    Object.assign(won("Globex platform rollout"), original);
    won("Wayne Enterprises security").Amount = 2_000_000;
  }
  const after = await deals(alice.api);
  expect(after).toHaveLength(REP_WON_COUNT);
  expect(after.find((d) => d.id === globex.id)!.description).toBe("In my own words: a 9-month cycle.");
  expect(after.find((d) => d.title === "Wayne Enterprises security")!.arrValue).toBe("2500000.00");
  expect((await providerStatus(alice.api, "salesforce")).lastSyncAt).not.toBeNull();
});

test("an org without multi-currency: the query is asked without CurrencyIsoCode and amounts keep the org's currency", async () => {
  const carol = await rep();
  await connectCrm(carol.api, "salesforce");
  salesforce.multiCurrency = false;
  try {
    expect(await syncOk(carol.api, "salesforce")).toEqual({ created: REP_WON_COUNT, updated: 0, skipped: 0 });
  } finally {
    salesforce.multiCurrency = true;
  }
  const stories = await deals(carol.api);
  expect(stories.find((d) => d.title === "Globex platform rollout")).toMatchObject({ arrCurrency: "GBP" });
});

test("a Starter rep gets the one deal story the plan allows; the rest is reported as skipped", async () => {
  const dan = await rep("starter");
  await connectCrm(dan.api, "salesforce");
  expect(await syncOk(dan.api, "salesforce")).toEqual({ created: 1, updated: 0, skipped: REP_WON_COUNT - 1 });
  expect(await deals(dan.api)).toHaveLength(1);
  expect(await syncOk(dan.api, "salesforce")).toEqual({ created: 0, updated: 1, skipped: REP_WON_COUNT - 1 });
});

test("an expired access token is refreshed; Salesforce's refusals answer clearly; a refused refresh asks to reconnect", async () => {
  const erin = await rep();
  await connectCrm(erin.api, "salesforce");

  salesforce.oauth.expireAccessTokens();
  const refreshes = salesforce.oauth.refreshes;
  expect(await syncOk(erin.api, "salesforce")).toMatchObject({ created: REP_WON_COUNT });
  expect(salesforce.oauth.refreshes).toBe(refreshes + 1);

  salesforce.failNext = { status: 429, headers: { "Retry-After": "30" }, body: [{ errorCode: "TOO_MANY" }] };
  const limited = await sync(erin.api, "salesforce");
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toBe("30");
  expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/Salesforce .* 30 seconds/);

  salesforce.failNext = { status: 403, body: [{ errorCode: "INSUFFICIENT_ACCESS", message: "no" }] };
  const forbidden = await sync(erin.api, "salesforce");
  expect(forbidden.status()).toBe(403);
  expect(((await forbidden.json()) as { error: { message: string } }).error.message).toMatch(/administrator/);

  salesforce.failNext = { status: 503, body: [{ errorCode: "SERVER_UNAVAILABLE" }] };
  const down = await sync(erin.api, "salesforce");
  expect(down.status()).toBe(502);
  expect(await down.json()).toMatchObject({ error: { code: "integration_error" } });

  // Access revoked at Salesforce: the refresh is refused, the connection asks to be made again.
  salesforce.oauth.revokeRefreshTokens();
  salesforce.oauth.expireAccessTokens();
  const refused = await sync(erin.api, "salesforce");
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error: { code: "reconnect_required" } });
  expect(await providerStatus(erin.api, "salesforce")).toMatchObject({ connected: true, needsReconnect: true });
  expect((await providerStatus(erin.api, "salesforce")).message).toMatch(/connect Salesforce again/);

  // Connecting again clears it.
  await connectCrm(erin.api, "salesforce");
  expect(await providerStatus(erin.api, "salesforce")).toMatchObject({ needsReconnect: false, message: null });
  expect(await syncOk(erin.api, "salesforce")).toEqual({ created: 0, updated: REP_WON_COUNT, skipped: 0 });
});

test("disconnect revokes the grant at Salesforce and forgets it, even when the revoke fails", async () => {
  const fay = await rep();
  await connectCrm(fay.api, "salesforce");
  const refreshToken = salesforce.oauth.issuedRefreshTokens.at(-1)!;
  const removed = await record(await fay.api.delete("/api/integrations/salesforce"));
  expect(removed.status()).toBe(200);
  expect(await removed.json()).toMatchObject({ provider: "salesforce", connected: false });
  expect(salesforce.oauth.revokedTokens).toContain(refreshToken);
  expect((await providerStatus(fay.api, "salesforce")).connected).toBe(false);
  const notConnected = await sync(fay.api, "salesforce");
  expect(notConnected.status()).toBe(409);

  // Already revoked at Salesforce (the revoke is refused): the connection is forgotten all the same.
  await connectCrm(fay.api, "salesforce");
  salesforce.oauth.revoke(salesforce.oauth.issuedRefreshTokens.at(-1)!);
  expect((await fay.api.delete("/api/integrations/salesforce")).status()).toBe(200);
  expect((await providerStatus(fay.api, "salesforce")).connected).toBe(false);
});

test("HubSpot: connect with PKCE, sync the owner's closed-won deals from every page, refresh before expiry, revoke", async () => {
  const gus = await rep();
  const authorize = await startConnect(gus.api, "hubspot");
  expect(authorize.origin + authorize.pathname).toBe(`${hubspot.url}/oauth/authorize`);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")!.split(" ")).toEqual(
    expect.arrayContaining(["crm.objects.deals.read", "crm.objects.owners.read", "oauth"]),
  );
  // Tokens that expire within the app's safety margin: the next use refreshes first.
  hubspot.oauth.accessTokenLifetime = 30;
  try {
    expect(await callback(gus.api, await consent(gus.api, authorize))).toBe("/settings/integrations?connected=hubspot");
  } finally {
    hubspot.oauth.accessTokenLifetime = 3600;
  }
  expect(await providerStatus(gus.api, "hubspot")).toMatchObject({
    connected: true,
    accountId: String(HUB_ID),
    user: { email: HUB_USER_EMAIL },
  });

  const refreshes = hubspot.oauth.refreshes;
  expect(await syncOk(gus.api, "hubspot")).toEqual({ created: HUB_REP_WON_COUNT, updated: 0, skipped: 0 });
  expect(hubspot.oauth.refreshes).toBe(refreshes + 1);
  const search = hubspot.searches.at(-1) as { filterGroups: { filters: { propertyName: string; value: string }[] }[] };
  expect(search.filterGroups[0]!.filters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ propertyName: "hubspot_owner_id", value: HUB_OWNER_ID }),
      expect.objectContaining({ propertyName: "hs_is_closed_won", value: "true" }),
    ]),
  );
  const stories = await deals(gus.api);
  expect(stories.map((d) => d.title).sort()).toEqual(
    ["Acme onboarding", "Maple Leaf expansion", "Pied Piper compression", "Vandelay imports"].sort(),
  );
  expect(stories.find((d) => d.title === "Maple Leaf expansion")).toMatchObject({
    arrValue: "150000.75",
    arrCurrency: "CAD",
    source: { provider: "hubspot", accountId: String(HUB_ID), externalId: "5003" },
  });
  expect(await syncOk(gus.api, "hubspot")).toEqual({ created: 0, updated: HUB_REP_WON_COUNT, skipped: 0 });
  expect(await deals(gus.api)).toHaveLength(HUB_REP_WON_COUNT);

  hubspot.failNext = {
    status: 429,
    headers: { "Retry-After": "7" },
    body: { status: "error", category: "RATE_LIMITS" },
  };
  const limited = await sync(gus.api, "hubspot");
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toBe("7");

  const refreshToken = hubspot.oauth.issuedRefreshTokens.at(-1)!;
  expect((await record(await gus.api.delete("/api/integrations/hubspot"))).status()).toBe(200);
  expect(hubspot.oauth.revokedTokens).toContain(refreshToken);
  // HubSpot's dated OAuth API only: the token named in form bodies, never in an address.
  expect(Object.fromEntries(hubspot.revocations.at(-1)!)).toMatchObject({
    token: refreshToken,
    token_type_hint: "refresh_token",
  });
  expect(hubspot.introspections.at(-1)!.get("token_type_hint")).toBe("access_token");
  expect(hubspot.legacyCalls).toEqual([]);
  expect((await providerStatus(gus.api, "hubspot")).connected).toBe(false);
  // The imported stories stay: disconnecting stops syncs, it does not delete the rep's portfolio.
  expect(await deals(gus.api)).toHaveLength(HUB_REP_WON_COUNT);
});

test("no access or refresh token appears in any answer or in the server's log", async () => {
  const tokens = [...salesforce.oauth.allTokens(), ...hubspot.oauth.allTokens()];
  expect(tokens.length).toBeGreaterThan(10);
  const answers = seenBodies.join("\n");
  const log = server.output();
  for (const token of tokens) {
    expect(answers).not.toContain(token);
    expect(log).not.toContain(token);
  }
});
