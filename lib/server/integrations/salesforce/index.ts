import "server-only";
// Salesforce: a user's OAuth grant (PKCE) on the login host, who connected from the token's identity URL (else
// userinfo), the revoke, and the won opportunities a sync reads.
import * as oauth from "oauth4webapi";
import { env } from "@/lib/env";
import { IntegrationFailure } from "../integration-error";
import type { CrmConfig, OAuthTokens } from "../provider";
import { answerText as str, crmClientConfig, defineCrm, trimSlash } from "../provider-common";
import { providerFetch } from "../provider-fetch";
import { authorizationServer, OAUTH_TIMEOUT_MS, requestOptions } from "../oauth";
import { salesforceClosedWon } from "./deals";
import { salesforceEmployerData } from "./forecasts";
import { parseSalesforceIdentityUrl, sameSalesforceId } from "./mapping";

/** Salesforce has no read-only scope: `api` is the narrowest that reads opportunities; `id` names the user. */
const SCOPES = ["api", "refresh_token", "id"] as const;

function config(): CrmConfig | null {
  const e = env();
  const base = trimSlash(e.SALESFORCE_LOGIN_URL);
  return crmClientConfig("salesforce", { id: e.SALESFORCE_CLIENT_ID, secret: e.SALESFORCE_CLIENT_SECRET }, SCOPES, {
    authorizeUrl: `${base}/services/oauth2/authorize`,
    tokenUrl: `${base}/services/oauth2/token`,
    revokeUrl: `${base}/services/oauth2/revoke`,
    baseUrl: base,
  });
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  let answer;
  try {
    answer = await providerFetch(url, {
      headers: { Authorization: `Bearer ${accessToken}` },
      timeoutMs: OAUTH_TIMEOUT_MS,
    });
  } catch (error) {
    throw new IntegrationFailure(`identity endpoint unreachable: ${(error as Error).message}`);
  }
  if (!answer.ok || !answer.json || typeof answer.json !== "object") {
    throw new IntegrationFailure(`identity endpoint answered ${answer.status}`);
  }
  return answer.json as Record<string, unknown>;
}

/** The identity URL is only asked with the token when it is on the login host or the org's own instance. */
function trustedIdentityUrl(config: CrmConfig, tokens: OAuthTokens): string | null {
  if (!tokens.identityUrl) return null;
  const origin = new URL(tokens.identityUrl).origin;
  const trusted = [new URL(config.baseUrl).origin, tokens.instanceUrl && new URL(tokens.instanceUrl).origin];
  return trusted.includes(origin) ? tokens.identityUrl : null;
}

export const salesforce = defineCrm({
  id: "salesforce",
  scopes: SCOPES,
  config,
  async identity(config, tokens) {
    if (!tokens.instanceUrl) throw new IntegrationFailure("token answer without an instance URL");
    const fromUrl = parseSalesforceIdentityUrl(tokens.identityUrl);
    // The identity URL first, then userinfo; the ids in the identity URL itself when neither answers.
    const sources = [trustedIdentityUrl(config, tokens), `${config.baseUrl}/services/oauth2/userinfo`];
    let info: Record<string, unknown> = {};
    for (const url of sources) {
      if (!url) continue;
      try {
        info = await getJson(url, tokens.accessToken);
        break;
      } catch (error) {
        console.warn(`[integrations] salesforce: identity not read (${(error as Error).message})`);
      }
    }
    const userId = str(info.user_id) ?? fromUrl?.userId;
    const accountId = str(info.organization_id) ?? fromUrl?.orgId;
    if (!userId || !accountId) throw new IntegrationFailure("identity without a user or organization id");
    if (fromUrl && (!sameSalesforceId(fromUrl.userId, userId) || !sameSalesforceId(fromUrl.orgId, accountId))) {
      throw new IntegrationFailure("identity does not match the token's identity URL");
    }
    return {
      accountId,
      instanceUrl: tokens.instanceUrl,
      userId,
      name: str(info.display_name) ?? str(info.name),
      email: str(info.email),
    };
  },
  async revoke(config, token) {
    // Salesforce's revoke takes the token alone: no client authentication.
    const response = await oauth.revocationRequest(
      authorizationServer(config),
      { client_id: config.clientId },
      oauth.None(),
      token,
      requestOptions(config.revokeUrl!),
    );
    await response.body?.cancel();
    return { ok: response.ok, status: response.status };
  },
  closedWon: salesforceClosedWon,
  employer: { authorizeParams: {}, read: salesforceEmployerData },
});
