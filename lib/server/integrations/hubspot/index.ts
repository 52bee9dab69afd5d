import "server-only";
// HubSpot: a user's OAuth grant (PKCE) through the dated OAuth API, where every token goes in a form body with the
// app's id and secret: the token calls, the introspection that says who connected, and the revoke. A sync reads the
// closed-won deals of the connected user's owner.
import * as oauth from "oauth4webapi";
import { env } from "@/lib/env";
import { IntegrationFailure } from "../integration-error";
import { authorizationServer, oauthClient, requestOptions } from "../oauth";
import type { CrmConfig } from "../provider";
import { answerText as str, crmClientConfig, defineCrm, trimSlash } from "../provider-common";
import { hubspotClosedWon } from "./deals";
import { hubspotEmployerData } from "./goals";

/** HubSpot's dated OAuth API: tokens, their introspection and their revocation. */
const OAUTH_PATH = "/oauth/2026-03/token";
const SCOPES = ["crm.objects.deals.read", "crm.objects.owners.read", "oauth"] as const;

function config(): CrmConfig | null {
  const e = env();
  const api = trimSlash(e.HUBSPOT_API_URL);
  return crmClientConfig("hubspot", { id: e.HUBSPOT_CLIENT_ID, secret: e.HUBSPOT_CLIENT_SECRET }, SCOPES, {
    authorizeUrl: `${trimSlash(e.HUBSPOT_AUTH_URL)}/oauth/authorize`,
    tokenUrl: `${api}${OAUTH_PATH}`,
    revokeUrl: `${api}${OAUTH_PATH}/revoke`,
    baseUrl: api,
  });
}

/** The token's introspection (RFC 7662): the token in a form body (never in the address), with the app's secret. */
async function introspect(config: CrmConfig, accessToken: string): Promise<Record<string, unknown>> {
  const url = `${config.baseUrl}${OAUTH_PATH}/introspect`;
  const as = authorizationServer(config, { introspection_endpoint: url });
  const { client, auth } = oauthClient(config);
  let response: Response;
  try {
    response = await oauth.introspectionRequest(as, client, auth, accessToken, {
      ...requestOptions(url),
      additionalParameters: { token_type_hint: "access_token" },
    });
  } catch (error) {
    throw new IntegrationFailure(`introspection endpoint unreachable: ${(error as Error).name}`);
  }
  let info: oauth.IntrospectionResponse;
  try {
    info = await oauth.processIntrospectionResponse(as, client, response);
  } catch {
    throw new IntegrationFailure(`introspection endpoint answered ${response.status}`);
  }
  if (info.active !== true) throw new IntegrationFailure("introspection says the new access token is not active");
  return info;
}

export const hubspot = defineCrm({
  id: "hubspot",
  scopes: SCOPES,
  config,
  async identity(config, tokens) {
    const info = await introspect(config, tokens.accessToken);
    const accountId = str(info.hub_id) ?? str(info.hubId);
    const userId = str(info.user_id) ?? str(info.userId);
    if (!accountId || !userId) throw new IntegrationFailure("token information without a hub or user id");
    const email = str(info.user) ?? str(info.username);
    return { accountId, instanceUrl: null, userId, name: email, email };
  },
  async revoke(config, token) {
    const { client, auth } = oauthClient(config);
    const response = await oauth.revocationRequest(authorizationServer(config), client, auth, token, {
      ...requestOptions(config.revokeUrl!),
      additionalParameters: { token_type_hint: "refresh_token" },
    });
    await response.body?.cancel();
    return { ok: response.ok, status: response.status };
  },
  closedWon: hubspotClosedWon,
  // The organisation's connection reads goals too: asked as an optional scope, so a rep's own never needs it.
  employer: { authorizeParams: { optional_scope: "crm.objects.goals.read" }, read: hubspotEmployerData },
});
