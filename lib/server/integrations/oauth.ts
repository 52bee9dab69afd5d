import "server-only";
// The OAuth 2.0 authorization-code flow with PKCE, the same for every provider that connects a user's account: the
// authorize URL, the code exchange and the refresh of an access token. Who connected and the revoke are each
// provider's own (its folder).
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { CrmFailure, CrmGrantRefused } from "./crm-error";
import type { OAuthConfig, OAuthTokens } from "./provider";
import { postTokenRequest } from "../oauth-token-request";

export const OAUTH_TIMEOUT_MS = 15_000;

/** A PKCE pair: the verifier stays on the server (sealed), the challenge (S256) goes to the authorize URL. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizeUrl(config: OAuthConfig, state: string, challenge: string): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: config.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...config.authorizeParams,
  }).toString();
  return url.toString();
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().int().positive().optional(),
  scope: z.string().optional(),
  instance_url: z.string().url().optional(),
  id: z.string().url().optional(),
});

export function exchangeCode(config: OAuthConfig, code: string, verifier: string): Promise<OAuthTokens> {
  return tokenRequest(config, {
    grant_type: "authorization_code",
    code,
    redirect_uri: config.redirectUri,
    code_verifier: verifier,
  });
}

export function refreshTokens(config: OAuthConfig, refreshToken: string): Promise<OAuthTokens> {
  return tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken });
}

async function tokenRequest(config: OAuthConfig, params: Record<string, string>): Promise<OAuthTokens> {
  const { ok, status, body } = await postTokenRequest(
    config,
    params,
    OAUTH_TIMEOUT_MS,
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
