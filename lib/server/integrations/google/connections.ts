import "server-only";
// What the Slides export needs of a user's Google Drive connection (kept with the others, lib/server/integrations/
// connections.ts): an access token, or null when the user must connect (again); Google failing is a GoogleError.
import { ApiError } from "../../errors";
import { accessToken } from "../connections";
import type { GoogleConfig } from "../provider";

/** Google failed or answered something unusable. The message is for the server log (never tokens). */
export class GoogleError extends Error {}

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
  try {
    return await accessToken(userId, config, { refresh });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "reconnect_required") return null;
    throw new GoogleError(error.message);
  }
}
