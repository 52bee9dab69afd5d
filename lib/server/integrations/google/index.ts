import "server-only";
// Google Drive for the Google Slides export: a user's OAuth grant (PKCE, scope drive.file: only files this app
// creates or opens, never the rest of the user's Drive), with offline access so a refresh token comes back, and
// consent asked again on a reconnect (Google sends a refresh token only with consent). Its callback keeps the
// address registered with Google, /api/google/callback; the user returns to the dashboard.
import { env } from "@/lib/env";
import { sealers } from "../../sealed-tokens";
import { saveConnection, storedRefreshToken } from "../connections";
import type { GoogleConfig, OAuthProvider } from "../provider";

export const DRIVE_FILE_SCOPE = "https://www.googleapis.com/auth/drive.file";
/** The address registered with Google as the redirect URI. */
export const GOOGLE_CALLBACK_PATH = "/api/google/callback";
export const GOOGLE_CONNECT_PATH = "/api/google/connect";

/** The Google client of this server, or null when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not set. */
export function googleConfig(): GoogleConfig | null {
  const e = env();
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) return null;
  return {
    provider: "google",
    name: "Google Drive",
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    authorizeUrl: e.GOOGLE_AUTH_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    scope: DRIVE_FILE_SCOPE,
    redirectUri: new URL(GOOGLE_CALLBACK_PATH, e.APP_URL).toString(),
    authorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
    revokeUrl: null,
    baseUrl: e.GOOGLE_DRIVE_UPLOAD_URL,
  };
}

export const google: OAuthProvider<"google"> = {
  id: "google",
  name: "Google Drive",
  auth: "oauth",
  scopes: [DRIVE_FILE_SCOPE],
  kind: "drive",
  config: googleConfig,
  signedOutPath: "/login",
  outcomePath: (outcome) => `/dashboard?google=${outcome === "connected" ? "connected" : "error"}`,
  sealer: sealers.google,
  // Without a new refresh token the stored one is kept; with none at all the connection would not last.
  async connect(userId, _config, tokens) {
    const refreshToken = tokens.refreshToken ?? (await storedRefreshToken(userId, "google"));
    if (!refreshToken) {
      console.warn(`[google] user ${userId}: Google sent no refresh token and none is stored`);
      return false;
    }
    await saveConnection(userId, "google", { ...tokens, refreshToken, scope: tokens.scope ?? DRIVE_FILE_SCOPE }, null);
    return true;
  },
};
