import "server-only";
// The CRM clients this server has: Salesforce and HubSpot, each on when its client id and secret are set. Their
// endpoints come from the environment so tests can point them at local stubs.
import { env } from "@/lib/env";
import { dealSourceProviderName, isDealSourceProvider, type DealSourceProviderName } from "@/lib/deal-source";
import { ApiError } from "../errors";

export type CrmProviderName = DealSourceProviderName;
export const CRM_PROVIDERS: readonly CrmProviderName[] = ["salesforce", "hubspot"];

export type CrmConfig = {
  provider: CrmProviderName;
  /** "Salesforce", "HubSpot": for messages. */
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  redirectUri: string;
  /** Where a grant is revoked (HubSpot: its dated endpoint, the token in the body with the client's id and secret). */
  revokeUrl: string;
  /** Salesforce: the login host (token, revoke, identity). HubSpot: the API host. */
  baseUrl: string;
};

/** HubSpot's dated OAuth API: tokens, their introspection and their revocation, every token in a form body. */
const HUBSPOT_OAUTH = "/oauth/2026-03/token";
export const hubspotIntrospectUrl = (config: CrmConfig) => `${config.baseUrl}${HUBSPOT_OAUTH}/introspect`;

/** Salesforce has no read-only scope: `api` is the narrowest that reads opportunities; `id` names the user. */
const SALESFORCE_SCOPE = "api refresh_token id";
const HUBSPOT_SCOPE = "crm.objects.deals.read crm.objects.owners.read oauth";

export const callbackPath = (provider: CrmProviderName) => `/api/integrations/${provider}/callback`;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The provider's client on this server, or null when it is not set up. */
export function crmConfig(provider: CrmProviderName): CrmConfig | null {
  const e = env();
  const redirectUri = new URL(callbackPath(provider), e.APP_URL).toString();
  if (provider === "salesforce") {
    if (!e.SALESFORCE_CLIENT_ID || !e.SALESFORCE_CLIENT_SECRET) return null;
    const base = trimSlash(e.SALESFORCE_LOGIN_URL);
    return {
      provider,
      name: "Salesforce",
      clientId: e.SALESFORCE_CLIENT_ID,
      clientSecret: e.SALESFORCE_CLIENT_SECRET,
      authorizeUrl: `${base}/services/oauth2/authorize`,
      tokenUrl: `${base}/services/oauth2/token`,
      scope: SALESFORCE_SCOPE,
      redirectUri,
      revokeUrl: `${base}/services/oauth2/revoke`,
      baseUrl: base,
    };
  }
  if (!e.HUBSPOT_CLIENT_ID || !e.HUBSPOT_CLIENT_SECRET) return null;
  const api = trimSlash(e.HUBSPOT_API_URL);
  return {
    provider,
    name: "HubSpot",
    clientId: e.HUBSPOT_CLIENT_ID,
    clientSecret: e.HUBSPOT_CLIENT_SECRET,
    authorizeUrl: `${trimSlash(e.HUBSPOT_AUTH_URL)}/oauth/authorize`,
    tokenUrl: `${api}${HUBSPOT_OAUTH}`,
    scope: HUBSPOT_SCOPE,
    redirectUri,
    revokeUrl: `${api}${HUBSPOT_OAUTH}/revoke`,
    baseUrl: api,
  };
}

/** The route's provider, configured: an unknown or unconfigured one is not found (404), like a route that is not there. */
export function requireCrmConfig(raw: string): CrmConfig {
  const config = isDealSourceProvider(raw) ? crmConfig(raw) : null;
  if (!config) {
    const name = isDealSourceProvider(raw) ? dealSourceProviderName(raw) : "This integration";
    throw new ApiError("not_found", `${name} is not set up on this server`);
  }
  return config;
}
