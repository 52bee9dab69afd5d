// The HubSpot reader of an organisation's portal against the stand-in (tests/stubs/hubspot-goals.ts): every seller's
// goal target and closed-won sum as the seeded company says they are, through paging, the search API's result cap,
// a rate limit, an edit between syncs and a grant without the goals scope; and 5,000 sellers over 8 quarters in time.
// The token refresh path (oauth4webapi, an ES module Jest does not load) is not called here.
jest.mock("oauth4webapi", () => ({}));
import { ApiError } from "@/lib/server/errors";
import { crmClient } from "@/lib/server/integrations/crm-api";
import type { EmployerCrmData as ReaderAnswer } from "@/lib/server/integrations/employer-crm-reader";
import { hubspotClosedWon } from "@/lib/server/integrations/hubspot/deals";
import { amountCents, hubspotEmployerData, targetPeriod } from "@/lib/server/integrations/hubspot/goals";
import type { CrmConfig } from "@/lib/server/integrations/provider";
import { employerCrmData, expectedFigures, periodKey, type EmployerCrmData } from "../stubs/employer-crm-data";
import { HUB_REP_WON_COUNT, HUB_USER_EMAIL, HUB_USER_ID, startHubSpotStub, type HubSpotStub } from "../stubs/hubspot";
import { employerSide, GOALS_SCOPE } from "../stubs/hubspot-goals";

const SCOPES = ["crm.objects.deals.read", "crm.objects.owners.read", "oauth"];
const seed = () => 1 + Math.floor(Math.random() * 5000);

let stub: HubSpotStub;
beforeEach(async () => {
  stub = await startHubSpotStub();
});
afterEach(() => stub.close());

/** A client of the stand-in with a token of a grant that carries `scopes`. */
function connect(scopes = [...SCOPES, GOALS_SCOPE]) {
  const token = stub.oauth.issueAccessToken({ userId: "9001", refreshToken: `refresh-${seed()}`, scopes });
  const config: CrmConfig = {
    provider: "hubspot",
    name: "HubSpot",
    clientId: stub.env.HUBSPOT_CLIENT_ID!,
    clientSecret: stub.env.HUBSPOT_CLIENT_SECRET!,
    authorizeUrl: `${stub.url}/oauth/authorize`,
    tokenUrl: `${stub.url}/oauth/2026-03/token`,
    scope: SCOPES.join(" "),
    redirectUri: "http://localhost:3000/api/integrations/hubspot/callback",
    authorizeParams: {},
    revokeUrl: null,
    baseUrl: stub.env.HUBSPOT_API_URL!,
  };
  const client = crmClient(config, {
    label: "test",
    get: async () => token,
    refused: async () => {
      throw new Error("refused");
    },
  });
  return { client, config, token };
}

/** A sync's read, with a token of a grant that carries `scopes`. */
function reader(scopes?: string[]) {
  const { client, config } = connect(scopes);
  return () => hubspotEmployerData(client, config, { instanceUrl: null });
}

/** What the answer gets wrong against the company's known figures and won deals (an empty list when nothing). */
function mistakes(data: EmployerCrmData, answer: ReaderAnswer, sampled = false): string[] {
  const wrong: string[] = [];
  const emailOf = new Map(answer.people.map((p) => [p.crmUserId, p.email]));
  const quarterOf = new Map(data.quarters.map((q) => [`${q.start}|${q.end}`, periodKey(q)]));
  const found = new Map<string, (typeof answer.figures)[number]>();
  for (const f of answer.figures) {
    const key = `${emailOf.get(f.crmUserId)}|${quarterOf.get(`${f.start}|${f.end}`) ?? `${f.start}..${f.end}`}`;
    if (found.has(key)) wrong.push(`two figures for ${key}`);
    found.set(key, f);
  }
  const expected = expectedFigures(data, "hubspot");
  for (const [key, e] of expected) {
    const f = found.get(key);
    if (!f) wrong.push(`missing ${key}`);
    else if (
      Math.abs(f.quota - e.quota) >= 0.005 ||
      Math.abs(f.closed - e.closed) >= 0.005 ||
      f.quotaCurrency !== e.currency ||
      f.closedCurrency !== e.currency ||
      f.periodType !== "quarter" ||
      f.wonAmount !== null
    ) {
      wrong.push(`${key}: ${JSON.stringify(f)} expected ${JSON.stringify(e)}`);
    }
  }
  if (!sampled) for (const key of found.keys()) if (!expected.has(key)) wrong.push(`unexpected figure ${key}`);
  return wrong;
}

/** The won deals of sellers, as the reader must list them: name, owner's e-mail, amount, currency, day. */
function wonDeals(data: EmployerCrmData) {
  return data.deals
    .filter((d) => d.won && d.owner < data.sellers.length)
    .map((d) => `${d.name}|${data.sellers[d.owner]!.email}|${d.amount.toFixed(2)}|${d.currency}|${d.closeDate}`)
    .sort();
}
function listedDeals(answer: ReaderAnswer) {
  const emailOf = new Map(answer.people.map((p) => [p.crmUserId, p.email]));
  return answer.deals
    .map((d) => `${d.name}|${emailOf.get(d.crmUserId)}|${d.amount.toFixed(2)}|${d.currency}|${d.closeDate}`)
    .sort();
}

const searches = (object: string) =>
  employerSide(stub).requests.filter((r) => r.path === `/crm/v3/objects/${object}/search`);

test("every seller's quota and closed-won sum per quarter, keyed by owner id, with people and won deals", async () => {
  const data = employerCrmData({ sellers: 50, quarters: 8, seed: seed() });
  stub.employer = data;
  const answer = await reader()();

  expect(mistakes(data, answer)).toEqual([]);
  expect(answer.figures).toHaveLength(400);
  // Everyone the portal lists is a person (the ops admin, the outsider, a shared inbox), matched by e-mail later.
  expect(answer.people).toHaveLength(53);
  const seller0 = answer.people.find((p) => p.email === data.sellers[0]!.email)!;
  expect(seller0).toEqual({
    crmUserId: data.sellers[0]!.hsOwnerId,
    email: data.sellers[0]!.email,
    name: "Seller 00 Example",
  });
  // Won deals of sellers only: lost deals and deals of people who sell nothing are counted for nobody.
  expect(listedDeals(answer)).toEqual(wonDeals(data));
  const others = new Set(data.others.map((o) => o.hsOwnerId));
  expect(answer.figures.filter((f) => others.has(f.crmUserId))).toEqual([]);
  // The superseded target of the first seller's first quarter (999,999.00) lost to the one changed after it.
  expect(answer.figures.some((f) => f.quota === 999_999)).toBe(false);

  const log = employerSide(stub).requests;
  expect(log.filter((r) => r.status !== 200)).toEqual([]);
  for (const call of searches("goal_targets")) {
    const filters = (
      call.body as { filterGroups: { filters: { propertyName: string; operator: string; values?: string[] }[] }[] }
    ).filterGroups[0]!.filters;
    const users = filters.find((f) => f.propertyName === "hs_assignee_user_id")!;
    expect(users.operator).toBe("IN");
    expect(users.values!.length).toBeLessThanOrEqual(100);
  }
  // Records without their own currency are in the company's, asked once.
  expect(log.filter((r) => r.path === "/account-info/v3/details")).toHaveLength(1);
});

test("pages are followed with `after` when the portal answers fewer results a page than asked", async () => {
  const data = employerCrmData({ sellers: 50, quarters: 8, seed: seed() });
  stub.employer = data;
  employerSide(stub).pageSize = 7;
  const answer = await reader()();

  expect(mistakes(data, answer)).toEqual([]);
  expect(listedDeals(answer)).toEqual(wonDeals(data));
  const log = employerSide(stub).requests;
  expect(log.filter((r) => r.path === "/crm/v3/owners").length).toBe(Math.ceil(53 / 7));
  expect(searches("deals").filter((r) => (r.body as { after?: string }).after).length).toBeGreaterThan(100);
  expect(log.filter((r) => r.status !== 200)).toEqual([]);
});

test("queries over the search API's result cap are cut into windows and id lists that fit under it", async () => {
  for (const cap of [300, 40]) {
    const data = employerCrmData({ sellers: 50, quarters: 8, seed: seed() });
    stub.employer = data;
    const side = employerSide(stub);
    side.resultCap = cap;
    side.requests.length = 0;
    const answer = await reader()();

    expect(mistakes(data, answer)).toEqual([]);
    expect(listedDeals(answer)).toEqual(wonDeals(data));
    // The reader learns the cap from the one page the portal refuses, then asks no query more than it hands out.
    const refused = side.requests.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(1);
    expect(Number((refused[0]!.body as { after: string }).after)).toBe(cap);
    const later = side.requests.slice(side.requests.indexOf(refused[0]!) + 1);
    const paged = later.filter((r) => (r.body as { after?: string } | undefined)?.after);
    expect(paged.every((r) => r.status !== 200 || (r.total ?? 0) <= cap)).toBe(true);
    expect(side.requests.some((r) => (r.total ?? 0) > cap)).toBe(true);
  }
  // With 40, the 50 targets that start at one instant cannot be cut by time: the users are split instead.
  const sizes = searches("goal_targets").map(
    (r) =>
      (r.body as { filterGroups: { filters: { values?: string[] }[] }[] }).filterGroups[0]!.filters.find(
        (f) => f.values,
      )!.values!.length,
  );
  expect(Math.min(...sizes)).toBeLessThan(50);
});

test("a grant without the goals scope: the goal target search is refused and the sync says what to do", async () => {
  stub.employer = employerCrmData({ sellers: 5, quarters: 2, seed: seed() });
  const { client, config, token } = connect(SCOPES);
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const error = await hubspotEmployerData(client, config, { instanceUrl: null }).catch((e: unknown) => e);
  expect(warn.mock.calls.flat().join(" ")).toContain("goal_targets/search answered 403");
  expect(warn.mock.calls.flat().join(" ")).not.toContain(token);
  warn.mockRestore();
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("forbidden");
  expect((error as ApiError).message).toMatch(/allow access to goals \(crm\.objects\.goals\.read\)/);
  const refused = searches("goal_targets").filter((r) => r.status === 403);
  expect(refused).toHaveLength(1);

  // The authorize step records what the user granted: the scope and HubSpot's optional scopes.
  const params = new URLSearchParams({
    client_id: stub.oauth.clientId,
    response_type: "code",
    redirect_uri: "http://localhost/callback",
    state: "s",
    code_challenge_method: "S256",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    scope: SCOPES.join(" "),
    optional_scope: GOALS_SCOPE,
  });
  const outcome = stub.oauth.authorize(params, "9001", SCOPES);
  const code = new URL((outcome as { location: string }).location).searchParams.get("code")!;
  const exchanged = stub.oauth.exchange(
    new URLSearchParams({
      code,
      redirect_uri: "http://localhost/callback",
      code_verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
    }),
  );
  expect("grant" in exchanged && exchanged.grant.scopes).toEqual([...SCOPES, GOALS_SCOPE]);
});

test("a target's amount changed between syncs is read anew; a rate-limited call is made again", async () => {
  const data = employerCrmData({ sellers: 20, quarters: 4, seed: seed() });
  stub.employer = data;
  const read = reader();
  expect(mistakes(data, await read())).toEqual([]);

  // The first seller's first quarter has an older, superseded target too: the edit is newer than both.
  const side = employerSide(stub);
  const [first, other] = [data.quotas[0]!, data.quotas[17]!];
  side.setTargetAmount(first.id, 123_456.78);
  side.setTargetAmount(other.id, 654_321);
  side.failNext = { status: 429, headers: { "Retry-After": "1" }, body: { status: "error", category: "RATE_LIMITS" } };
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const again = await read();
  warn.mockRestore();
  expect(mistakes(data, again)).toEqual([]);
  const quotas = again.figures.map((f) => f.quota);
  expect(quotas).toContain(123_456.78);
  expect(quotas).toContain(654_321);
  expect(side.requests.filter((r) => r.status === 429)).toHaveLength(1);
});

test("period types: calendar months, quarters and years, other spans by length, days at the nearest midnight", () => {
  const at = (iso: string) => Date.parse(iso);
  expect(targetPeriod(at("2025-02-01T00:00:00Z"), at("2025-02-28T23:59:59.999Z"))).toEqual({
    start: "2025-02-01",
    end: "2025-02-28",
    periodType: "month",
  });
  expect(targetPeriod(at("2025-04-01T00:00:00Z"), at("2025-07-01T00:00:00Z"))?.periodType).toBe("quarter");
  expect(targetPeriod(at("2025-01-01T00:00:00Z"), at("2025-12-31T23:59:59.999Z"))?.periodType).toBe("year");
  // A portal in New York or Tokyo: its midnights are hours off UTC, its days the same.
  expect(targetPeriod(at("2025-01-01T05:00:00Z"), at("2025-04-01T03:59:59.999Z"))).toEqual({
    start: "2025-01-01",
    end: "2025-03-31",
    periodType: "quarter",
  });
  expect(targetPeriod(at("2024-12-31T15:00:00Z"), at("2025-03-31T14:59:59.999Z"))?.start).toBe("2025-01-01");
  // A fiscal quarter (February to April), a fiscal year, a four-week month; a week is no quota period.
  expect(targetPeriod(at("2025-02-01T00:00:00Z"), at("2025-05-01T00:00:00Z"))?.periodType).toBe("quarter");
  expect(targetPeriod(at("2025-07-01T00:00:00Z"), at("2026-07-01T00:00:00Z"))?.periodType).toBe("year");
  expect(targetPeriod(at("2025-03-03T00:00:00Z"), at("2025-03-31T00:00:00Z"))?.periodType).toBe("month");
  expect(targetPeriod(at("2025-03-03T00:00:00Z"), at("2025-03-10T00:00:00Z"))).toBeNull();
  expect([amountCents("1250.5"), amountCents(99.995), amountCents("0.004"), amountCents(null)]).toEqual([
    125050,
    10000,
    0,
    null,
  ]);
});

test("5,000 sellers over 8 quarters (40,000 targets, about 80,000 won deals) within the time a sync has", async () => {
  const data = employerCrmData({ sellers: 5000, quarters: 8, seed: seed() });
  stub.employer = data;
  const started = Date.now();
  const answer = await reader()();
  const seconds = (Date.now() - started) / 1000;

  expect(answer.figures).toHaveLength(40_000);
  expect(answer.deals.length).toBe(data.deals.filter((d) => d.won && d.owner < 5000).length);
  // 40 quotas checked in full (working out all 40,000 expected figures takes longer than the sync itself).
  const sampled = { ...data, quotas: data.quotas.filter((_, i) => i % 1000 === 0) };
  expect(mistakes(sampled, answer, true)).toEqual([]);
  console.log(`5,000 sellers: ${seconds.toFixed(1)} s, ${employerSide(stub).requests.length} calls`);
  expect(seconds).toBeLessThan(60);
}, 120_000);

test("the rep's own deal sync (deals.ts, on the shared search paging) still reads every page of the rep's won deals", async () => {
  const { client, config } = connect(SCOPES);
  const rep = { providerUserId: String(HUB_USER_ID), providerUserEmail: HUB_USER_EMAIL };
  const deals = await hubspotClosedWon(client, config, rep);
  expect(deals).toHaveLength(HUB_REP_WON_COUNT);
  expect(stub.searches).toHaveLength(Math.ceil(HUB_REP_WON_COUNT / stub.pageSize));
  expect(stub.searches.map((body) => (body as { after?: string }).after)).toEqual([undefined, "2"]);
});
