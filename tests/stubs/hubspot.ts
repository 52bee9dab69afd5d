// A stand-in for HubSpot on a local port: the consent screen (/oauth/authorize), the dated OAuth API (2026-03: the
// token endpoint with PKCE, token introspection and revocation, every token and the app's id and secret in a form
// body), the owners API and the deal search API. It checks like HubSpot: client credentials, PKCE, single-use codes,
// expiring bearer tokens (expires_in is sent), and it refuses a deal search that does not filter on one owner and
// hs_is_closed_won. The v1 OAuth endpoints (two of them with the token in the path) are not served: a call to one is
// recorded in `legacyCalls`. Its data holds other owners' and lost deals; answers come in pages of `pageSize` with
// paging.next.after.
import type { EmployerCrmData } from "./employer-crm-data";
import { employerAnswer } from "./hubspot-goals";
import { OAuthServer, startStubServer, type StubAnswer, type StubRequest } from "./oauth-checks";

export const HUB_ID = 4412345;
export const HUB_USER_ID = 9001;
export const HUB_USER_EMAIL = "rep@initech-sales.example";
export const HUB_OWNER_ID = "101";
const OTHER_OWNER_ID = "202";

export type StubDeal = {
  id: string;
  dealname: string;
  amount: string | null;
  deal_currency_code: string | null;
  closedate: string;
  description: string | null;
  hubspot_owner_id: string;
  hs_is_closed_won: boolean;
};

export type HubSpotStub = {
  url: string;
  env: Record<string, string>;
  oauth: OAuthServer;
  deals: StubDeal[];
  pageSize: number;
  failNext: { status: number; body?: unknown; headers?: Record<string, string> } | null;
  searches: unknown[];
  /** Calls to the retired v1 OAuth endpoints (a test expects none). */
  legacyCalls: string[];
  /** Form fields of every introspection and revocation request. */
  introspections: URLSearchParams[];
  revocations: URLSearchParams[];
  /** An employer's portal (hubspot-goals.ts serves its owners, searches and account details); null: the rep's data. */
  employer: EmployerCrmData | null;
  close(): Promise<void>;
};

const deal = (n: number, fields: Partial<StubDeal>): StubDeal => ({
  id: String(5000 + n),
  dealname: `HubSpot deal ${n}`,
  amount: String(50_000 * n),
  deal_currency_code: "USD",
  closedate: `2025-0${(n % 9) + 1}-20T00:00:00.000Z`,
  description: `Closed deal ${n}.`,
  hubspot_owner_id: HUB_OWNER_ID,
  hs_is_closed_won: true,
  ...fields,
});

/** The rep's 4 won deals (one in CAD), a lost one, and 2 won by another owner. */
export function defaultDeals(): StubDeal[] {
  return [
    deal(1, { dealname: "Acme onboarding", amount: "320000" }),
    deal(2, { dealname: "Other owner's deal", hubspot_owner_id: OTHER_OWNER_ID }),
    deal(3, { dealname: "Maple Leaf expansion", amount: "150000.75", deal_currency_code: "CAD" }),
    deal(4, { dealname: "A lost HubSpot deal", hs_is_closed_won: false }),
    deal(5, { dealname: "Vandelay imports", description: null }),
    deal(6, { dealname: "Second other owner's deal", hubspot_owner_id: OTHER_OWNER_ID }),
    deal(7, { dealname: "Pied Piper compression" }),
  ];
}

export const HUB_REP_WON_COUNT = 4;

const hsError = (status: number, category: string, message: string): StubAnswer => ({
  status,
  body: { status: "error", message, category, correlationId: "stub" },
});

/** The dated OAuth API's errors, in RFC 6749's shape. */
const oauthError = (status: number, error: string, description: string): StubAnswer => ({
  status,
  body: { error, error_description: description },
});

type Filter = { propertyName?: string; operator?: string; value?: unknown };

export async function startHubSpotStub(): Promise<HubSpotStub> {
  const oauth = new OAuthServer("hs-stub-client-id", "hs-stub-client-secret");

  const search = (body: unknown): StubAnswer => {
    stub.searches.push(body);
    const b = (body ?? {}) as { filterGroups?: { filters?: Filter[] }[]; limit?: number; after?: string };
    const groups = b.filterGroups ?? [];
    if (groups.length !== 1) return hsError(400, "VALIDATION_ERROR", "the stub expects one filter group");
    const filters = groups[0]!.filters ?? [];
    const find = (name: string) => filters.find((f) => f.propertyName === name && f.operator === "EQ");
    const owner = find("hubspot_owner_id")?.value;
    const won = find("hs_is_closed_won")?.value;
    if (typeof owner !== "string" || !owner) return hsError(400, "VALIDATION_ERROR", "filter on hubspot_owner_id EQ");
    if (String(won) !== "true") return hsError(400, "VALIDATION_ERROR", "filter on hs_is_closed_won EQ true");
    const rows = stub.deals.filter((d) => d.hs_is_closed_won && d.hubspot_owner_id === owner);
    const limit = Math.min(Number(b.limit ?? 10), stub.pageSize);
    const start = Number(b.after ?? 0);
    const slice = rows.slice(start, start + limit);
    const next = start + limit < rows.length ? String(start + limit) : null;
    return {
      status: 200,
      body: {
        total: rows.length,
        results: slice.map((d) => ({
          id: d.id,
          properties: {
            dealname: d.dealname,
            amount: d.amount,
            deal_currency_code: d.deal_currency_code,
            closedate: d.closedate,
            description: d.description,
            hubspot_owner_id: d.hubspot_owner_id,
            hs_is_closed_won: String(d.hs_is_closed_won),
            hs_object_id: d.id,
          },
          createdAt: "2024-01-01T00:00:00.000Z",
          updatedAt: "2025-01-01T00:00:00.000Z",
          archived: false,
        })),
        ...(next ? { paging: { next: { after: next, link: "?after=" + next } } } : {}),
      },
    };
  };

  /** RFC 7662: an access token's metadata with HubSpot's hub and user fields; `active: false` for any other token. */
  const introspect = (params: URLSearchParams): StubAnswer => {
    stub.introspections.push(params);
    const token = params.get("token");
    if (!token) return oauthError(400, "invalid_request", "token is required");
    const grant = oauth.check(token);
    if (!grant) return { status: 200, body: { active: false } };
    return {
      status: 200,
      body: {
        active: true,
        client_id: oauth.clientId,
        token_type: "access_token",
        scope: "crm.objects.deals.read crm.objects.owners.read oauth",
        hub_id: HUB_ID,
        user_id: Number(grant.userId),
        user: HUB_USER_EMAIL,
        hub_domain: "initech-sales.example",
        app_id: 77,
        exp: Math.floor(Date.now() / 1000) + 1000,
      },
    };
  };

  /** RFC 7009: 200 whether or not the token was known. */
  const revoke = (params: URLSearchParams): StubAnswer => {
    stub.revocations.push(params);
    const token = params.get("token");
    if (!token) return oauthError(400, "invalid_request", "token is required");
    oauth.revoke(token);
    return { status: 200 };
  };

  const handle = (req: StubRequest): StubAnswer | undefined => {
    const path = req.url.pathname;
    if (req.method === "GET" && path === "/oauth/authorize") {
      const outcome = oauth.authorize(req.url.searchParams, String(HUB_USER_ID), [
        "crm.objects.deals.read",
        "crm.objects.owners.read",
        "oauth",
      ]);
      if ("problem" in outcome) return hsError(400, "BAD_REQUEST", outcome.problem);
      return { status: 302, headers: { Location: outcome.location } };
    }
    if (path.startsWith("/oauth/v1/")) {
      stub.legacyCalls.push(`${req.method} ${path.replace(/\/(access|refresh)-tokens\/.+$/, "/$1-tokens/…")}`);
      return hsError(404, "NOT_FOUND", "the v1 OAuth API is retired");
    }
    const dated = /^\/oauth\/2026-03\/token(\/introspect|\/revoke)?$/.exec(path);
    if (dated && req.method !== "POST") return oauthError(405, "invalid_request", "POST only");
    if (dated) {
      const params = req.form();
      if (!oauth.clientOk(params)) {
        oauth.tokenRequests.push(params);
        return oauthError(401, "invalid_client", "missing or unknown client_id or client_secret");
      }
      if (dated[1] === "/introspect") return introspect(params);
      if (dated[1] === "/revoke") return revoke(params);
      const outcome = oauth.grant(params);
      if ("problem" in outcome) return oauthError(400, "invalid_grant", outcome.problem);
      return {
        status: 200,
        body: {
          token_type: "bearer",
          access_token: outcome.accessToken,
          refresh_token: outcome.grant.refreshToken,
          expires_in: oauth.accessTokenLifetime,
        },
      };
    }

    const employer = employerAnswer(stub, req);
    if (employer) return employer;
    if (path === "/crm/v3/owners" || path === "/crm/v3/owners/" || path === "/crm/v3/objects/deals/search") {
      if (!oauth.check(req.bearer())) {
        return hsError(401, "INVALID_AUTHENTICATION", "Authentication credentials not found or expired.");
      }
      if (stub.failNext) {
        const failure = stub.failNext;
        stub.failNext = null;
        return failure;
      }
      if (req.method === "GET" && path.startsWith("/crm/v3/owners")) {
        const owners = [
          { id: HUB_OWNER_ID, email: HUB_USER_EMAIL, firstName: "Harper", lastName: "Rep", userId: HUB_USER_ID },
          { id: OTHER_OWNER_ID, email: "other@initech-sales.example", firstName: "O", lastName: "T", userId: 9002 },
        ];
        const email = req.url.searchParams.get("email");
        return { status: 200, body: { results: email ? owners.filter((o) => o.email === email) : owners } };
      }
      if (req.method === "POST") return search(req.json());
    }
    return undefined;
  };

  const server = await startStubServer(handle);
  const stub: HubSpotStub = {
    url: server.url,
    env: {
      HUBSPOT_CLIENT_ID: oauth.clientId,
      HUBSPOT_CLIENT_SECRET: oauth.clientSecret,
      HUBSPOT_AUTH_URL: server.url,
      HUBSPOT_API_URL: server.url,
    },
    oauth,
    deals: defaultDeals(),
    pageSize: 2,
    failNext: null,
    searches: [],
    legacyCalls: [],
    introspections: [],
    revocations: [],
    employer: null,
    close: server.close,
  };
  return stub;
}
