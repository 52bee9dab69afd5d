import "server-only";
// HubSpot: a user's OAuth grant (PKCE) through the dated OAuth API, where every token goes in a form body with the
// app's id and secret: the token calls, the introspection that says who connected, and the revoke. A sync reads the
// closed-won deals of the connected user's owner.
import { env } from "@/lib/env";
import { postTokenRequest } from "../../oauth-token-request";
import { CrmFailure } from "../crm-error";
import { OAUTH_TIMEOUT_MS } from "../oauth";
import type { CrmConfig, CrmProvider } from "../provider";
import { connectCrm } from "../connections";
import { answerText as str, callbackPath, crmPages, trimSlash } from "../provider-common";
import { hubspotClosedWon } from "./deals";

/** HubSpot's dated OAuth API: tokens, their introspection and their revocation. */
const OAUTH_PATH = "/oauth/2026-03/token";
const SCOPES = ["crm.objects.deals.read", "crm.objects.owners.read", "oauth"] as const;

function config(): CrmConfig | null {
  const e = env();
  if (!e.HUBSPOT_CLIENT_ID || !e.HUBSPOT_CLIENT_SECRET) return null;
  const api = trimSlash(e.HUBSPOT_API_URL);
  return {
    provider: "hubspot",
    name: "HubSpot",
    clientId: e.HUBSPOT_CLIENT_ID,
    clientSecret: e.HUBSPOT_CLIENT_SECRET,
    authorizeUrl: `${trimSlash(e.HUBSPOT_AUTH_URL)}/oauth/authorize`,
    tokenUrl: `${api}${OAUTH_PATH}`,
    scope: SCOPES.join(" "),
    redirectUri: new URL(callbackPath("hubspot"), e.APP_URL).toString(),
    authorizeParams: {},
    revokeUrl: `${api}${OAUTH_PATH}/revoke`,
    baseUrl: api,
  };
}

/** A form POST to one of the dated endpoints, with the app's id and secret. */
const dated = (config: CrmConfig, url: string, params: Record<string, string>, unreachable: (e: Error) => Error) =>
  postTokenRequest(
    { tokenUrl: url, clientId: config.clientId, clientSecret: config.clientSecret },
    params,
    OAUTH_TIMEOUT_MS,
    unreachable,
  );

/** The token's introspection: the token in a form body (never in the address). */
async function introspect(config: CrmConfig, accessToken: string): Promise<Record<string, unknown>> {
  const { ok, status, body } = await dated(
    config,
    `${config.baseUrl}${OAUTH_PATH}/introspect`,
    { token: accessToken, token_type_hint: "access_token" },
    (error) => new CrmFailure(`introspection endpoint unreachable: ${error.name}`),
  );
  if (!ok || !body || typeof body !== "object") throw new CrmFailure(`introspection endpoint answered ${status}`);
  const info = body as Record<string, unknown>;
  if (info.active !== true) throw new CrmFailure("introspection says the new access token is not active");
  return info;
}

export const hubspot: CrmProvider = {
  id: "hubspot",
  name: "HubSpot",
  auth: "oauth",
  scopes: SCOPES,
  kind: "crm",
  config,
  ...crmPages("hubspot"),
  connect: (userId, config, tokens) => connectCrm(hubspot, userId, config as CrmConfig, tokens),
  async identity(config, tokens) {
    const info = await introspect(config, tokens.accessToken);
    const accountId = str(info.hub_id) ?? str(info.hubId);
    const userId = str(info.user_id) ?? str(info.userId);
    if (!accountId || !userId) throw new CrmFailure("token information without a hub or user id");
    const email = str(info.user) ?? str(info.username);
    return { accountId, instanceUrl: null, userId, name: email, email };
  },
  async revoke(config, token) {
    const { ok, status } = await dated(
      config,
      config.revokeUrl!,
      { token, token_type_hint: "refresh_token" },
      (error) => error,
    );
    return { ok, status };
  },
  closedWon: hubspotClosedWon,
};
