import "server-only";
// The OAuth 2.0 authorization-code flow with PKCE for Salesforce and HubSpot: the authorize URL, the code exchange,
// the refresh of an access token, the revoke, and who connected (the account and the user).
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { parseSalesforceIdentityUrl, sameSalesforceId } from "@/lib/crm-deals";
import { CrmFailure, CrmGrantRefused } from "./crm-error";
import { hubspotIntrospectUrl, type CrmConfig } from "./providers";
import { postTokenRequest } from "../oauth-token-request";

const TIMEOUT_MS = 15_000;

/** A PKCE pair: the verifier stays on the server (sealed), the challenge (S256) goes to the authorize URL. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizeUrl(config: CrmConfig, state: string, challenge: string): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: config.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export type CrmTokens = {
  accessToken: string;
  /** Null when the provider did not send one (a refresh that keeps the stored one). */
  refreshToken: string | null;
  /** Null when the provider does not say (Salesforce): used until refused. */
  expiresAt: Date | null;
  scope: string | null;
  /** Salesforce only. */
  instanceUrl: string | null;
  identityUrl: string | null;
};

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().int().positive().optional(),
  scope: z.string().optional(),
  instance_url: z.string().url().optional(),
  id: z.string().url().optional(),
});

export function exchangeCode(config: CrmConfig, code: string, verifier: string): Promise<CrmTokens> {
  return tokenRequest(config, {
    grant_type: "authorization_code",
    code,
    redirect_uri: config.redirectUri,
    code_verifier: verifier,
  });
}

export function refreshTokens(config: CrmConfig, refreshToken: string): Promise<CrmTokens> {
  return tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken });
}

async function tokenRequest(config: CrmConfig, params: Record<string, string>): Promise<CrmTokens> {
  const { ok, status, body } = await postTokenRequest(
    config,
    params,
    TIMEOUT_MS,
    (error) => new CrmFailure(`token endpoint unreachable: ${error.name}`),
  );
  if (!ok) {
    const raw = body as { error?: unknown; status?: unknown; category?: unknown } | null;
    const code = typeof raw?.error === "string" ? raw.error : typeof raw?.status === "string" ? raw.status : "";
    // invalid_grant (HubSpot's older answers: BAD_REFRESH_TOKEN / BAD_AUTH_CODE): the code or refresh token is no
    // longer valid.
    if (/invalid_grant|BAD_REFRESH_TOKEN|BAD_AUTH_CODE|EXPIRED/i.test(`${code} ${String(raw?.category ?? "")}`)) {
      throw new CrmGrantRefused(`token endpoint answered ${status} ${code}`.trim());
    }
    throw new CrmFailure(`token endpoint answered ${status} ${code}`.trim());
  }
  const parsed = tokenSchema.safeParse(body);
  if (!parsed.success) throw new CrmFailure("token endpoint answered an unexpected body");
  const t = parsed.data;
  if (t.instance_url && !/^https?:$/.test(new URL(t.instance_url).protocol)) {
    throw new CrmFailure("token endpoint answered an instance URL that is not http(s)");
  }
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token ?? null,
    expiresAt: t.expires_in ? new Date(Date.now() + t.expires_in * 1000) : null,
    scope: t.scope ?? null,
    instanceUrl: t.instance_url ? t.instance_url.replace(/\/+$/, "") : null,
    identityUrl: t.id ?? null,
  };
}

/** Revokes the grant at the provider; false when it could not (the caller forgets the tokens anyway). */
export async function revokeGrant(config: CrmConfig, refreshToken: string): Promise<boolean> {
  try {
    let ok: boolean;
    let status: number;
    if (config.provider === "salesforce") {
      const response = await fetch(config.revokeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: refreshToken }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      ({ ok, status } = response);
    } else {
      // HubSpot's dated revoke: the refresh token in the body, with the app's id and secret.
      ({ ok, status } = await postTokenRequest(
        { tokenUrl: config.revokeUrl, clientId: config.clientId, clientSecret: config.clientSecret },
        { token: refreshToken, token_type_hint: "refresh_token" },
        TIMEOUT_MS,
        (error) => error,
      ));
    }
    if (!ok) console.warn(`[integrations] ${config.provider}: revoke answered ${status}`);
    return ok;
  } catch (error) {
    console.warn(`[integrations] ${config.provider}: revoke failed: ${(error as Error).name}`);
    return false;
  }
}

/** Who connected: the account (Salesforce org, HubSpot portal), its API host, and the user whose deals a sync reads. */
export type CrmIdentity = {
  accountId: string;
  instanceUrl: string | null;
  userId: string;
  name: string | null;
  email: string | null;
};

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CrmFailure(`identity endpoint unreachable: ${(error as Error).name}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body !== "object") {
    throw new CrmFailure(`identity endpoint answered ${response.status}`);
  }
  return body as Record<string, unknown>;
}

const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

/** The identity URL is only asked with the token when it is on the login host or the org's own instance. */
function trustedIdentityUrl(config: CrmConfig, tokens: CrmTokens): string | null {
  if (!tokens.identityUrl) return null;
  const origin = new URL(tokens.identityUrl).origin;
  const trusted = [new URL(config.baseUrl).origin, tokens.instanceUrl && new URL(tokens.instanceUrl).origin];
  return trusted.includes(origin) ? tokens.identityUrl : null;
}

export async function fetchIdentity(config: CrmConfig, tokens: CrmTokens): Promise<CrmIdentity> {
  if (config.provider === "salesforce") {
    if (!tokens.instanceUrl) throw new CrmFailure("token answer without an instance URL");
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
    if (!userId || !accountId) throw new CrmFailure("identity without a user or organization id");
    if (fromUrl && (!sameSalesforceId(fromUrl.userId, userId) || !sameSalesforceId(fromUrl.orgId, accountId))) {
      throw new CrmFailure("identity does not match the token's identity URL");
    }
    return {
      accountId,
      instanceUrl: tokens.instanceUrl,
      userId,
      name: str(info.display_name) ?? str(info.name),
      email: str(info.email),
    };
  }
  const info = await introspect(config, tokens.accessToken);
  const accountId = str(info.hub_id) ?? str(info.hubId);
  const userId = str(info.user_id) ?? str(info.userId);
  if (!accountId || !userId) throw new CrmFailure("token information without a hub or user id");
  const email = str(info.user) ?? str(info.username);
  return { accountId, instanceUrl: null, userId, name: email, email };
}

/** HubSpot's token introspection: the token in a form body (never in the address), with the app's id and secret. */
async function introspect(config: CrmConfig, accessToken: string): Promise<Record<string, unknown>> {
  const { ok, status, body } = await postTokenRequest(
    { tokenUrl: hubspotIntrospectUrl(config), clientId: config.clientId, clientSecret: config.clientSecret },
    { token: accessToken, token_type_hint: "access_token" },
    TIMEOUT_MS,
    (error) => new CrmFailure(`introspection endpoint unreachable: ${error.name}`),
  );
  if (!ok || !body || typeof body !== "object") throw new CrmFailure(`introspection endpoint answered ${status}`);
  const info = body as Record<string, unknown>;
  if (info.active !== true) throw new CrmFailure("introspection says the new access token is not active");
  return info;
}
