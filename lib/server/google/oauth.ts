import "server-only";
// Google's OAuth 2.0 authorization-code flow for Drive: the authorize URL, the code exchange and the refresh of an
// access token. The endpoints come from the environment so a test can point them at a local stub.
import { z } from "zod";
import { env } from "@/lib/env";
import { postTokenRequest } from "../oauth-token-request";

/** Only files this app creates or opens: never the rest of the user's Drive. */
export const DRIVE_FILE_SCOPE = "https://www.googleapis.com/auth/drive.file";
export const CALLBACK_PATH = "/api/google/callback";
const TIMEOUT_MS = 15_000;

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  uploadUrl: string;
  redirectUri: string;
};

/** The Google client of this server, or null when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not set. */
export function googleConfig(): GoogleConfig | null {
  const e = env();
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    authUrl: e.GOOGLE_AUTH_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    uploadUrl: e.GOOGLE_DRIVE_UPLOAD_URL,
    redirectUri: new URL(CALLBACK_PATH, e.APP_URL).toString(),
  };
}

/** Google failed or answered something unusable. The message is for the server log (never tokens). */
export class GoogleError extends Error {}

/** The refresh token no longer works (revoked by the user, expired, or for another client): connect again. */
export class GoogleGrantRevoked extends GoogleError {}

/** Where the browser goes to let the user grant access; Google sends it back to the callback with `state`. */
export function authorizeUrl(config: GoogleConfig, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: "code",
    scope: DRIVE_FILE_SCOPE,
    // A refresh token, and again on a reconnect (Google sends one only with consent).
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.toString();
}

export type GoogleTokens = { accessToken: string; expiresAt: Date; refreshToken: string | null; scope: string };

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().default(3600),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

/** The tokens for the code Google handed to the callback. */
export function exchangeCode(config: GoogleConfig, code: string): Promise<GoogleTokens> {
  return tokenRequest(config, { grant_type: "authorization_code", code, redirect_uri: config.redirectUri });
}

/** A new access token from the stored refresh token (Google keeps the refresh token unless it sends a new one). */
export function refreshAccessToken(config: GoogleConfig, refreshToken: string): Promise<GoogleTokens> {
  return tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken });
}

async function tokenRequest(config: GoogleConfig, params: Record<string, string>): Promise<GoogleTokens> {
  const { ok, status, body } = await postTokenRequest(
    config,
    params,
    TIMEOUT_MS,
    (error) => new GoogleError(`token endpoint unreachable: ${error.message}`),
  );
  if (!ok) {
    const code = (body as { error?: unknown } | null)?.error;
    // invalid_grant: the code or refresh token is no longer valid (error bodies carry no tokens).
    if (code === "invalid_grant") throw new GoogleGrantRevoked(`token endpoint answered ${status} invalid_grant`);
    throw new GoogleError(`token endpoint answered ${status} ${typeof code === "string" ? code : ""}`.trim());
  }
  const parsed = tokenSchema.safeParse(body);
  if (!parsed.success) throw new GoogleError("token endpoint answered an unexpected body");
  return {
    accessToken: parsed.data.access_token,
    expiresAt: new Date(Date.now() + parsed.data.expires_in * 1000),
    refreshToken: parsed.data.refresh_token ?? null,
    scope: parsed.data.scope ?? DRIVE_FILE_SCOPE,
  };
}
