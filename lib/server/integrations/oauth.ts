import "server-only";
// The OAuth 2.0 authorization-code flow with PKCE, the same for every provider that connects a user's account,
// through oauth4webapi: the PKCE pair, the authorize URL, the code exchange and the refresh of an access token, the
// client's id and secret in the form body. Who connected and the revoke are each provider's own (its folder), on
// the same client. A refused grant is told apart from a provider that failed, by the error code it answered.
import * as oauth from "oauth4webapi";
import { z } from "zod";
import { IntegrationFailure, GrantRefused } from "./integration-error";
import type { OAuthConfig, OAuthTokens } from "./provider";

export const OAUTH_TIMEOUT_MS = 15_000;

/** The provider's endpoints as oauth4webapi takes them (`extra`: introspection, for one that has it). */
export function authorizationServer(
  config: OAuthConfig,
  extra: Partial<oauth.AuthorizationServer> = {},
): oauth.AuthorizationServer {
  return {
    issuer: new URL(config.tokenUrl).origin,
    authorization_endpoint: config.authorizeUrl,
    token_endpoint: config.tokenUrl,
    ...(config.revokeUrl ? { revocation_endpoint: config.revokeUrl } : {}),
    ...extra,
  };
}

/** This server as the provider's client, authenticating with its secret in the form body. */
export const oauthClient = (config: OAuthConfig) => ({
  client: { client_id: config.clientId } satisfies oauth.Client,
  auth: oauth.ClientSecretPost(config.clientSecret),
});

/** The time limit, and plain http only where the operator pointed the provider at one (a local stand-in in tests). */
export const requestOptions = (url: string) => ({
  signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
  [oauth.allowInsecureRequests]: new URL(url).protocol === "http:",
});

/** A PKCE pair: the verifier stays on the server (sealed), the challenge (S256) goes to the authorize URL. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  return { verifier, challenge: await oauth.calculatePKCECodeChallenge(verifier) };
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

/** The fields a provider adds to a token answer that are read here (Salesforce: its API host and identity URL). */
const extraSchema = z.object({
  instance_url: z.string().url().optional(),
  id: z.string().url().optional(),
});

/** The code the provider handed to the callback, exchanged with the verifier of its challenge. */
export async function exchangeCode(config: OAuthConfig, code: string, verifier: string): Promise<OAuthTokens> {
  const as = authorizationServer(config);
  const { client, auth } = oauthClient(config);
  // The state was checked and consumed against the database before this: the library's own check is not needed.
  const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code }), oauth.skipStateCheck);
  const response = await send(() =>
    oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      callback,
      config.redirectUri,
      verifier,
      requestOptions(config.tokenUrl),
    ),
  );
  return tokensFrom(response, (ok) => oauth.processAuthorizationCodeResponse(as, client, ok));
}

/** A new access token from the stored refresh token (a provider that sends no new refresh token keeps the old). */
export async function refreshTokens(config: OAuthConfig, refreshToken: string): Promise<OAuthTokens> {
  const as = authorizationServer(config);
  const { client, auth } = oauthClient(config);
  const response = await send(() =>
    oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, requestOptions(config.tokenUrl)),
  );
  return tokensFrom(response, (ok) => oauth.processRefreshTokenResponse(as, client, ok));
}

async function send(request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    throw new IntegrationFailure(`token endpoint unreachable: ${(error as Error).name}`);
  }
}

async function tokensFrom(
  response: Response,
  process: (response: Response) => Promise<oauth.TokenEndpointResponse>,
): Promise<OAuthTokens> {
  if (!response.ok) {
    const raw = (await response.json().catch(() => null)) as {
      error?: unknown;
      status?: unknown;
      category?: unknown;
    } | null;
    const code = typeof raw?.error === "string" ? raw.error : typeof raw?.status === "string" ? raw.status : "";
    // invalid_grant (HubSpot's older answers: BAD_REFRESH_TOKEN / BAD_AUTH_CODE): the code or refresh token is no
    // longer valid.
    if (/invalid_grant|BAD_REFRESH_TOKEN|BAD_AUTH_CODE|EXPIRED/i.test(`${code} ${String(raw?.category ?? "")}`)) {
      throw new GrantRefused(`token endpoint answered ${response.status} ${code}`.trim());
    }
    throw new IntegrationFailure(`token endpoint answered ${response.status} ${code}`.trim());
  }
  let answer: oauth.TokenEndpointResponse;
  try {
    answer = await process(response);
  } catch (error) {
    throw new IntegrationFailure(`token endpoint answered an unexpected body (${(error as Error).message})`);
  }
  const extra = extraSchema.safeParse(answer);
  if (!extra.success) throw new IntegrationFailure("token endpoint answered an unexpected body");
  const { instance_url: instanceUrl, id } = extra.data;
  if (instanceUrl && !/^https?:$/.test(new URL(instanceUrl).protocol)) {
    throw new IntegrationFailure("token endpoint answered an instance URL that is not http(s)");
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
    scope: answer.scope ?? null,
    instanceUrl: instanceUrl ? instanceUrl.replace(/\/+$/, "") : null,
    identityUrl: id ?? null,
  };
}
