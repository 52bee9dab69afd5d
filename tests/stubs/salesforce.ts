// A stand-in for Salesforce on a local port: the OAuth endpoints (authorize, token with PKCE, revoke), the identity
// URL and userinfo, and the REST query API. It checks like Salesforce: client credentials, PKCE, single-use codes,
// bearer tokens that expire (no expires_in is sent, as Salesforce does not), and it refuses an opportunity query that
// does not ask for won deals of one owner. Its data holds other owners' deals and lost deals; answers come in pages
// of `pageSize` with nextRecordsUrl. A single-currency org refuses CurrencyIsoCode, as a real one does. With `employer`
// set, an organisation's sync's queries (users, forecasts, splits, everyone's deals) go to salesforce-forecasts.ts.
import type { EmployerCrmData } from "./employer-crm-data";
import { OAuthServer, random, startStubServer, type StubAnswer, type StubRequest } from "./oauth-checks";
import { employerSide, isEmployerQuery } from "./salesforce-forecasts";

export const SF_ORG_ID = "00D5g000004XyZ1EAK";
export const SF_USER_ID = "0055g00000AbCdEAA2";
export const SF_OTHER_USER_ID = "0055g00000ZyXwVAA1";
const API = "/services/data/v62.0";

export type StubOpportunity = {
  Id: string;
  Name: string;
  Amount: number | null;
  CurrencyIsoCode: string;
  CloseDate: string;
  Description: string | null;
  AccountName: string | null;
  OwnerId: string;
  IsWon: boolean;
};

export type Failure = { status: number; body?: unknown; headers?: Record<string, string> };

export type SalesforceStub = {
  url: string;
  env: Record<string, string>;
  oauth: OAuthServer;
  opportunities: StubOpportunity[];
  pageSize: number;
  /** false: an org without multi-currency (CurrencyIsoCode is no column; its one currency is corporateCurrency). */
  multiCurrency: boolean;
  corporateCurrency: string;
  /** An organisation's CRM for the employer sync (salesforce-forecasts.ts answers its queries); null: none. */
  employer: EmployerCrmData | null;
  /** false: an org without Opportunity Splits (OpportunitySplit is no object there). */
  splitsEnabled: boolean;
  /** Where the employer queries' nextRecordsUrl points: null for this stub, another origin to test it is refused. */
  employerNextRecordsOrigin: string | null;
  /** The next data-API request answers this instead (403, 429, 503...). */
  failNext: Failure | null;
  /** Every SOQL query received. */
  queries: string[];
  close(): Promise<void>;
};

const opp = (n: number, fields: Partial<StubOpportunity>): StubOpportunity => ({
  Id: `0065g00000Opp${String(n).padStart(2, "0")}AAA`,
  Name: `Deal ${n}`,
  Amount: 100_000 * n,
  CurrencyIsoCode: "USD",
  CloseDate: `2025-0${(n % 9) + 1}-15`,
  Description: `Won deal number ${n}.`,
  AccountName: `Account ${n}`,
  OwnerId: SF_USER_ID,
  IsWon: true,
  ...fields,
});

/** The rep's 5 won deals (one in EUR, one without a description), 2 lost ones, and 3 won by someone else. */
export function defaultOpportunities(): StubOpportunity[] {
  return [
    opp(1, { Name: "Globex platform rollout", Amount: 1_250_000, AccountName: "Globex" }),
    opp(2, { Name: "Initech renewal", OwnerId: SF_OTHER_USER_ID }),
    opp(3, { Name: "Umbrella EMEA expansion", Amount: 480_000.5, CurrencyIsoCode: "EUR", AccountName: "Umbrella" }),
    opp(4, { Name: "Lost to a competitor", IsWon: false }),
    opp(5, { Name: "Hooli analytics", Description: null, AccountName: "Hooli" }),
    opp(6, { Name: "Someone else's win", OwnerId: SF_OTHER_USER_ID }),
    opp(7, { Name: "Stark Industries pilot", Amount: null }),
    opp(8, { Name: "Another loss", IsWon: false }),
    opp(9, { Name: "Wayne Enterprises security", Amount: 2_000_000 }),
    opp(10, { Name: "Third owner's win", OwnerId: SF_OTHER_USER_ID }),
  ];
}

export const REP_WON_COUNT = 5;

const sfError = (status: number, errorCode: string, message: string): StubAnswer => ({
  status,
  body: [{ message, errorCode }],
});

export async function startSalesforceStub(): Promise<SalesforceStub> {
  const oauth = new OAuthServer("sf-stub-client-id", "sf-stub-client-secret");
  const cursors = new Map<string, StubOpportunity[]>();
  const employer = employerSide(() => stub);

  const record = (o: StubOpportunity, fields: string[]) => ({
    attributes: { type: "Opportunity", url: `${API}/sobjects/Opportunity/${o.Id}` },
    Id: o.Id,
    Name: o.Name,
    ...(fields.includes("amount") ? { Amount: o.Amount } : {}),
    ...(fields.includes("currencyisocode") ? { CurrencyIsoCode: o.CurrencyIsoCode } : {}),
    ...(fields.includes("closedate") ? { CloseDate: o.CloseDate } : {}),
    ...(fields.includes("description") ? { Description: o.Description } : {}),
    ...(fields.includes("account.name")
      ? { Account: o.AccountName ? { attributes: { type: "Account" }, Name: o.AccountName } : null }
      : {}),
    ...(fields.includes("ownerid") ? { OwnerId: o.OwnerId } : {}),
    ...(fields.includes("iswon") ? { IsWon: o.IsWon } : {}),
  });

  const page = (rows: StubOpportunity[], fields: string[]): StubAnswer => {
    const first = rows.slice(0, stub.pageSize);
    const rest = rows.slice(stub.pageSize);
    let nextRecordsUrl: string | undefined;
    if (rest.length > 0) {
      const cursor = `01gSTUB${random()}`;
      cursors.set(cursor, rest);
      nextRecordsUrl = `${API}/query/${cursor}-${stub.pageSize}`;
      cursorFields.set(cursor, fields);
    }
    return {
      status: 200,
      body: {
        totalSize: rows.length,
        done: rest.length === 0,
        ...(nextRecordsUrl ? { nextRecordsUrl } : {}),
        records: first.map((o) => record(o, fields)),
      },
    };
  };
  const cursorFields = new Map<string, string[]>();

  const query = (soql: string): StubAnswer => {
    stub.queries.push(soql);
    if (/\bFROM\s+Organization\b/i.test(soql)) {
      return {
        status: 200,
        body: {
          totalSize: 1,
          done: true,
          records: [{ attributes: { type: "Organization" }, DefaultCurrencyIsoCode: stub.corporateCurrency }],
        },
      };
    }
    if (stub.employer && isEmployerQuery(soql)) return employer.query(soql, stub.employer);
    const select = /^\s*SELECT\s+(.+?)\s+FROM\s+Opportunity\b/i.exec(soql);
    if (!select) return sfError(400, "MALFORMED_QUERY", "unexpected query");
    const fields = select[1]!.split(",").map((f) => f.trim().toLowerCase());
    if (fields.includes("currencyisocode") && !stub.multiCurrency) {
      return sfError(
        400,
        "INVALID_FIELD",
        "SELECT Id, Name, Amount, CurrencyIsoCode\n ^\nERROR at Row:1:Column:25\nNo such column 'CurrencyIsoCode' on entity 'Opportunity'.",
      );
    }
    // The stub refuses to hand out more than the app should ask for.
    if (!/\bIsWon\s*=\s*true\b/i.test(soql)) return sfError(400, "STUB_CHECK", "the query must ask for IsWon = true");
    const owner = /\bOwnerId\s*=\s*'([A-Za-z0-9]{15,18})'/.exec(soql)?.[1];
    if (!owner) return sfError(400, "STUB_CHECK", "the query must name one OwnerId");
    const rows = stub.opportunities.filter((o) => o.IsWon && o.OwnerId === owner);
    return page(rows, fields);
  };

  const handle = (req: StubRequest, base: string): StubAnswer | undefined => {
    const path = req.url.pathname;
    if (req.method === "GET" && path === "/services/oauth2/authorize") {
      const outcome = oauth.authorize(req.url.searchParams, SF_USER_ID, ["api", "refresh_token"]);
      if ("problem" in outcome)
        return { status: 400, body: { error: "invalid_request", error_description: outcome.problem } };
      return { status: 302, headers: { Location: outcome.location } };
    }
    if (req.method === "POST" && path === "/services/oauth2/token") {
      const params = req.form();
      if (!oauth.clientOk(params)) {
        oauth.tokenRequests.push(params);
        return { status: 400, body: { error: "invalid_client", error_description: "invalid client credentials" } };
      }
      const outcome = oauth.grant(params);
      if ("problem" in outcome)
        return { status: 400, body: { error: "invalid_grant", error_description: outcome.problem } };
      return {
        status: 200,
        body: {
          access_token: outcome.accessToken,
          ...(params.get("grant_type") === "authorization_code" ? { refresh_token: outcome.grant.refreshToken } : {}),
          signature: random(),
          scope: "refresh_token id api",
          instance_url: base,
          id: `${base}/id/${SF_ORG_ID}/${outcome.grant.userId}`,
          token_type: "Bearer",
          issued_at: String(Date.now()),
        },
      };
    }
    if (req.method === "POST" && path === "/services/oauth2/revoke") {
      const token = req.form().get("token") ?? "";
      return oauth.revoke(token) ? { status: 200 } : { status: 400, body: { error: "unsupported_token_type" } };
    }

    const grant = oauth.check(req.bearer());
    if (req.method === "GET" && (path === `/id/${SF_ORG_ID}/${SF_USER_ID}` || path === "/services/oauth2/userinfo")) {
      if (!grant) return { status: 403, body: "Bad_OAuth_Token" };
      return {
        status: 200,
        body: {
          id: `${base}/id/${SF_ORG_ID}/${grant.userId}`,
          user_id: grant.userId,
          organization_id: SF_ORG_ID,
          username: "rep@globex-sales.example",
          display_name: "Riley Rep",
          name: "Riley Rep",
          email: "rep@globex-sales.example",
        },
      };
    }
    if (path.startsWith(`${API}/query`)) {
      if (!grant) return sfError(401, "INVALID_SESSION_ID", "Session expired or invalid");
      if (stub.failNext) {
        const failure = stub.failNext;
        stub.failNext = null;
        return failure;
      }
      if (path === `${API}/query` || path === `${API}/query/`) return query(req.url.searchParams.get("q") ?? "");
      const employerPage = employer.nextPage(path);
      if (employerPage) return employerPage;
      const cursor = /\/query\/(01gSTUB[0-9a-f]+)-\d+$/.exec(path)?.[1];
      const rows = cursor ? cursors.get(cursor) : undefined;
      if (!cursor || !rows) return sfError(400, "INVALID_QUERY_LOCATOR", "invalid query locator");
      cursors.delete(cursor);
      return page(rows, cursorFields.get(cursor) ?? []);
    }
    return undefined;
  };

  const server = await startStubServer(handle);
  const stub: SalesforceStub = {
    url: server.url,
    env: {
      SALESFORCE_CLIENT_ID: oauth.clientId,
      SALESFORCE_CLIENT_SECRET: oauth.clientSecret,
      SALESFORCE_LOGIN_URL: server.url,
    },
    oauth,
    opportunities: defaultOpportunities(),
    pageSize: 3,
    multiCurrency: true,
    corporateCurrency: "GBP",
    employer: null,
    splitsEnabled: true,
    employerNextRecordsOrigin: null,
    failNext: null,
    queries: [],
    close: server.close,
  };
  return stub;
}
