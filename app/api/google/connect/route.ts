import { ApiError, withErrors } from "@/lib/server/http";
import { authorizeUrl, googleConfig } from "@/lib/server/google/oauth";
import { newOAuthState, redirectTo, STATE_COOKIE, stateCookieOptions } from "@/lib/server/google/oauth-state";
import { getSessionUser } from "@/lib/server/session";

/** Starts "Connect Google Drive": a state cookie, then Google's consent screen (a signed-out browser signs in first). */
export const GET = withErrors(async () => {
  if (!(await getSessionUser())) return redirectTo("/login");
  const config = googleConfig();
  if (!config) throw new ApiError("not_found", "Google Drive is not configured on this server");
  const state = newOAuthState();
  const response = redirectTo(authorizeUrl(config, state));
  response.cookies.set(STATE_COOKIE, state, stateCookieOptions());
  return response;
});
