import "server-only";
// A user's Google Drive connection: the encrypted tokens, and a usable access token (refreshed when it has expired
// or was refused). A refresh token Google no longer honours removes the connection, so the user is asked to connect.
import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { googleConnections } from "../../db/schema";
import { requireUserId } from "../../data/user-scope";
import { sealers } from "../../sealed-tokens";
import { CrmFailure, CrmGrantRefused } from "../crm-error";
import { refreshTokens } from "../oauth";
import type { GoogleConfig, OAuthTokens } from "../provider";

/** Google failed or answered something unusable. The message is for the server log (never tokens). */
export class GoogleError extends Error {}

const encryptToken = (plain: string) => sealers.google.seal(plain);
const decryptToken = (sealed: string) => sealers.google.open(sealed);

type GoogleTokens = OAuthTokens & { scope: string };

/** An access token this close to its expiry is refreshed first, so it cannot lapse during an upload. */
const EXPIRY_MARGIN_MS = 60_000;

export async function isGoogleConnected(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: googleConnections.id })
    .from(googleConnections)
    .where(eq(googleConnections.userId, requireUserId(userId)));
  return Boolean(row);
}

/** Stores the tokens of a completed consent. Without a new refresh token the stored one is kept (none: false). */
export async function saveGoogleConnection(userId: number, tokens: GoogleTokens): Promise<boolean> {
  const db = await getDb();
  const access = {
    accessTokenEncrypted: encryptToken(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
  };
  if (!tokens.refreshToken) {
    const updated = await db
      .update(googleConnections)
      .set(access)
      .where(eq(googleConnections.userId, requireUserId(userId)))
      .returning({ id: googleConnections.id });
    return updated.length > 0;
  }
  const row = { ...access, refreshTokenEncrypted: encryptToken(tokens.refreshToken) };
  await db
    .insert(googleConnections)
    .values({ userId: requireUserId(userId), ...row })
    .onConflictDoUpdate({ target: googleConnections.userId, set: row });
  return true;
}

export async function deleteGoogleConnection(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(googleConnections).where(eq(googleConnections.userId, requireUserId(userId)));
}

/**
 * An access token for the user's Drive: the stored one while it is valid, else a refreshed one (`refresh: true`
 * forces that, after Google refused the stored one). Null when the user is not connected or must connect again.
 * Throws GoogleError when Google cannot be reached or fails.
 */
export async function driveAccessToken(
  userId: number,
  config: GoogleConfig,
  { refresh = false } = {},
): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(googleConnections)
    .where(eq(googleConnections.userId, requireUserId(userId)));
  if (!row) return null;
  const refreshToken = decryptToken(row.refreshTokenEncrypted);
  if (!refreshToken) {
    // Sealed under another AUTH_SECRET: useless now, so the user connects again.
    await deleteGoogleConnection(userId);
    return null;
  }
  const stored = row.accessTokenEncrypted ? decryptToken(row.accessTokenEncrypted) : null;
  const valid = row.accessTokenExpiresAt && row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
  if (stored && valid && !refresh) return stored;
  try {
    const tokens = await refreshTokens(config, refreshToken);
    await saveGoogleConnection(userId, { ...tokens, scope: tokens.scope ?? row.scope });
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof CrmFailure) throw new GoogleError(error.message);
    if (!(error instanceof CrmGrantRefused)) throw error;
    console.warn(
      `[google] user ${userId}: the refresh token was refused (${error.message}); the connection is removed`,
    );
    await deleteGoogleConnection(userId);
    return null;
  }
}
