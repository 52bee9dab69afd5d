// The organisation reader for Salesforce against the stand-in: a seeded company (a different one each run) read
// through the REST query API, every figure checked against what employer-crm-data.ts works out from the deals
// themselves: splits on and off, one currency or many, paging, the page cap and a nextRecordsUrl elsewhere.
import { crmClient, type CrmClient } from "@/lib/server/integrations/crm-api";
import type { CrmPeriodFigures, EmployerCrmData } from "@/lib/server/integrations/employer-crm-reader";
import type { CrmConfig } from "@/lib/server/integrations/provider";
import { salesforceEmployerData } from "@/lib/server/integrations/salesforce/forecasts";
import {
  employerCrmData,
  expectedFigures,
  type EmployerCrmData as Company,
  type ExpectedFigure,
} from "../stubs/employer-crm-data";
import { startStubServer } from "../stubs/oauth-checks";
import { SF_USER_ID, startSalesforceStub, type SalesforceStub } from "../stubs/salesforce";
import { CHATTER_USER_ID, setQuotaAmount } from "../stubs/salesforce-forecasts";

// The OAuth client library is an ES module Jest cannot load here; nothing in this file talks OAuth through it.
jest.mock("oauth4webapi", () => ({}));

// A different company each run; the seed is in every test's name to make a failing one again.
const seed = 1 + Math.floor(Math.random() * 100_000);
const PAGE = 200;

let stub: SalesforceStub;
let config: CrmConfig;

beforeAll(async () => {
  stub = await startSalesforceStub();
  config = {
    ...{ provider: "salesforce", name: "Salesforce", clientId: "id", clientSecret: "secret" },
    ...{ authorizeUrl: `${stub.url}/a`, tokenUrl: `${stub.url}/t`, scope: "api", redirectUri: "http://app/cb" },
    ...{ authorizeParams: {}, revokeUrl: null, baseUrl: stub.url },
  };
});
afterAll(() => stub.close());
beforeEach(() => {
  Object.assign(stub, { employer: null, splitsEnabled: true, multiCurrency: true, employerNextRecordsOrigin: null });
  stub.pageSize = PAGE;
});

/** One read with a fresh token, counting the requests it made (first answers and pages). */
async function read(): Promise<{ result: EmployerCrmData; requests: number }> {
  const token = stub.oauth.issueAccessToken({ userId: SF_USER_ID, refreshToken: "r" });
  const client = crmClient(config, {
    label: "test",
    get: async () => token,
    refused: async () => {
      throw new Error("refused");
    },
  });
  let requests = 0;
  const counted: CrmClient = {
    request: (call) => {
      requests++;
      return client.request(call);
    },
  };
  return { result: await salesforceEmployerData(counted, config, { instanceUrl: stub.url }), requests };
}

/** The figures by "<email>|<year>-Q<n>", as expectedFigures keys them. */
function byPeriod(result: EmployerCrmData): Map<string, CrmPeriodFigures> {
  const emails = new Map(result.people.map((p) => [p.crmUserId, p.email]));
  const rows = new Map<string, CrmPeriodFigures>();
  for (const f of result.figures) {
    expect(f.periodType).toBe("quarter");
    const key = `${emails.get(f.crmUserId)}|${f.start.slice(0, 4)}-Q${Math.ceil(Number(f.start.slice(5, 7)) / 3)}`;
    expect(rows.has(key)).toBe(false);
    rows.set(key, f);
  }
  return rows;
}

function expectFigures(result: EmployerCrmData, expected: Map<string, ExpectedFigure>, currency?: string) {
  const rows = byPeriod(result);
  expect(rows.size).toBe(expected.size);
  for (const [key, e] of expected) {
    const row = rows.get(key);
    if (!row) throw new Error(`no figures for ${key} (seed ${seed})`);
    expect({
      key,
      quota: Math.abs(row.quota - e.quota) <= 0.01,
      closed: Math.abs(row.closed - e.closed) <= 0.01,
    }).toEqual({ key, quota: true, closed: true });
    expect([row.quotaCurrency, row.closedCurrency]).toEqual([currency ?? e.currency, currency ?? e.currency]);
    // The won deals' own sum matches the forecast: a split deal counts once, for its split owners only.
    expect(row.wonAmount).toBe(row.closed);
    expect(row.sourceIds).toHaveLength(row.closed > 0 ? 2 : 1);
  }
}

/** Requests a full read makes: one per page of each query, as the company's record counts say. */
function expectedRequests(data: Company, options: { splits: boolean; singleCurrency: boolean }): number {
  const pages = (records: number) => Math.max(1, Math.ceil(records / PAGE));
  const won = data.deals.filter((d) => d.won);
  const closedItems = [...expectedFigures(data, options.splits ? "salesforce" : "hubspot").values()];
  const years = new Set(data.quarters.map((q) => q.year)).size;
  return (
    pages(data.sellers.length + data.others.length) +
    (options.splits ? 1 : 2) + // forecast types: asked again without the split type field where splits are off
    pages(years * 13 + data.quarters.length) +
    pages(data.quotas.length) +
    (options.singleCurrency ? 2 : 0) + // the quota query refused for its currency column, the org's currency
    pages(closedItems.filter((f) => f.closed > 0).length) +
    (options.splits ? pages(won.reduce((n, d) => n + (d.splits?.length ?? 1), 0)) : 0) +
    pages(won.length)
  );
}

test(`reads every seller's quota and Closed amount per quarter, splits counted once (seed ${seed})`, async () => {
  const data = employerCrmData({ sellers: 50, quarters: 8, seed });
  stub.employer = data;
  const { result, requests } = await read();

  expectFigures(result, expectedFigures(data, "salesforce"));
  expect(requests).toBe(expectedRequests(data, { splits: true, singleCurrency: false }));
  expect(requests).toBeGreaterThan(10); // several queries needed more than one page of 200
  const quotaIds = new Set(data.quotas.map((q) => q.id));
  for (const f of result.figures) expect(quotaIds.has(f.sourceIds[0]!)).toBe(true);

  // People: sellers and non-sellers alike, never a user who is no standard user.
  const people = new Map(result.people.map((p) => [p.crmUserId, p]));
  for (const p of [...data.sellers, ...data.others])
    expect(people.get(p.sfUserId)).toEqual({ crmUserId: p.sfUserId, email: p.email, name: p.name });
  expect(people.has(CHATTER_USER_ID)).toBe(false);

  // Deals: every won deal of the window with its owner and whole amount, no lost one.
  const everyone = [...data.sellers, ...data.others];
  const won = data.deals.filter((d) => d.won);
  expect(new Map(result.deals.map((d) => [d.id, d]))).toEqual(
    new Map(
      won.map((d) => [
        d.id,
        {
          ...{ id: d.id, name: d.name, amount: d.amount, currency: d.currency, closeDate: d.closeDate },
          crmUserId: everyone[d.owner]!.sfUserId,
        },
      ]),
    ),
  );
  expect(result.deals).toHaveLength(won.length);
  expect(data.deals.some((d) => !d.won)).toBe(true);
});

test(`without Opportunity Splits the whole amounts count for the owner (seed ${seed})`, async () => {
  const data = employerCrmData({ sellers: 50, quarters: 8, seed });
  Object.assign(stub, { employer: data, splitsEnabled: false });
  const { result, requests } = await read();
  expectFigures(result, expectedFigures(data, "hubspot"));
  expect(requests).toBe(expectedRequests(data, { splits: false, singleCurrency: false }));
  expect(stub.queries.some((q) => /FROM OpportunitySplit/.test(q) && !/IsWon/.test(q))).toBe(false);
});

test(`a single-currency org's figures and deals are in its one currency (seed ${seed})`, async () => {
  const data = employerCrmData({ sellers: 50, quarters: 8, seed });
  Object.assign(stub, { employer: data, multiCurrency: false });
  const { result, requests } = await read();
  expectFigures(result, expectedFigures(data, "salesforce"), stub.corporateCurrency);
  expect(requests).toBe(expectedRequests(data, { splits: true, singleCurrency: true }));
  expect(new Set(result.deals.map((d) => d.currency))).toEqual(new Set([stub.corporateCurrency]));
});

test("a quota changed between two syncs is read anew", async () => {
  const data = employerCrmData({ sellers: 5, quarters: 4, seed });
  stub.employer = data;
  const quota = data.quotas[7]!;
  const before = (await read()).result.figures.find((f) => f.sourceIds[0] === quota.id)!;
  expect(before.quota).toBe(quota.amount);
  setQuotaAmount(data, quota.id, 123_456.78);
  const after = (await read()).result.figures.find((f) => f.sourceIds[0] === quota.id)!;
  expect(after).toEqual({ ...before, quota: 123_456.78 });
});

test("a nextRecordsUrl on another origin is refused before the token goes there", async () => {
  let elsewhere = 0;
  const other = await startStubServer(() => {
    elsewhere++;
    return { status: 200, body: { done: true, records: [] } };
  });
  try {
    Object.assign(stub, { employer: employerCrmData({ sellers: 50, quarters: 8, seed }), pageSize: 20 });
    stub.employerNextRecordsOrigin = other.url;
    await expect(read()).rejects.toMatchObject({ code: "integration_error" });
    expect(elsewhere).toBe(0);
  } finally {
    await other.close();
  }
});

test("more pages than the cap fail the read with a clear error", async () => {
  Object.assign(stub, { employer: employerCrmData({ sellers: 50, quarters: 8, seed }), pageSize: 1 });
  await expect(read()).rejects.toThrow(/more .* records than one sync can read \(500 pages\)/);
}, 60_000);

test("the stand-in refuses what Salesforce or the stub's own rules refuse", async () => {
  stub.employer = employerCrmData({ sellers: 3, quarters: 2, seed });
  const token = stub.oauth.issueAccessToken({ userId: SF_USER_ID, refreshToken: "r" });
  const ask = async (soql: string, bearer = token) => {
    const url = `${stub.url}/services/data/v62.0/query?q=${encodeURIComponent(soql)}`;
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
    const body = (await answer.json()) as [{ errorCode: string }] | { records: unknown[] };
    return { status: answer.status, code: Array.isArray(body) ? body[0].errorCode : null, body };
  };
  expect(await ask("SELECT Id FROM User", "nope")).toMatchObject({ status: 401, code: "INVALID_SESSION_ID" });
  expect(await ask("SELECT Id, OwnerOnlyAmount FROM ForecastingItem")).toMatchObject({
    status: 400,
    code: "STUB_CHECK",
  });
  expect(await ask("SELECT Id FROM ForecastingItem WHERE ForecastingItemCategory = 'CommitOnly'")).toMatchObject({
    status: 400,
    code: "STUB_CHECK",
  });
  expect(await ask("SELECT Id, Quota FROM ForecastingQuota")).toMatchObject({ status: 400, code: "INVALID_FIELD" });
  expect(await ask("SELECT Id FROM Opportunity WHERE CloseDate > 2020-01-01")).toMatchObject({ code: "STUB_CHECK" });
  const closed = await ask("SELECT Id, OwnerOnlyAmount FROM ForecastingItem WHERE ForecastCategoryName = 'Closed'");
  expect(closed.status).toBe(200);
  stub.splitsEnabled = false;
  expect(await ask("SELECT Id FROM OpportunitySplit WHERE Opportunity.IsWon = true")).toMatchObject({
    status: 400,
    code: "INVALID_TYPE",
  });
  stub.multiCurrency = false;
  expect(await ask("SELECT Id, CurrencyIsoCode FROM Opportunity WHERE IsWon = true")).toMatchObject({
    status: 400,
    code: "INVALID_FIELD",
  });
});

test("5,000 sellers over 8 quarters are read and combined well within a minute", async () => {
  const data = employerCrmData({ sellers: 5_000, quarters: 8, seed: 1 });
  Object.assign(stub, { employer: data, pageSize: 2_000 });
  const started = Date.now();
  const { result } = await read();
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(60);
  expect(result.figures).toHaveLength(data.quotas.length);
  expect(result.deals).toHaveLength(data.deals.filter((d) => d.won).length);
  for (const f of result.figures) expect(f.wonAmount).toBe(f.closed);
}, 120_000);
