import type { NextRequest } from "next/server";
import { withErrors } from "@/lib/server/http";
import { saveGoogleConnection } from "@/lib/server/google/connections";
import { exchangeCode, googleConfig } from "@/lib/server/google/oauth";
import { redirectTo, STATE_COOKIE, stateCookieOptions, stateMatches } from "@/lib/server/google/oauth-state";
import { getSessionUser } from "@/lib/server/session";

/**
 * Google sends the browser back here with `code` and `state`. The state must match the cookie set by
 * /api/google/connect (it is used once); then the tokens are stored and the user returns to the dashboard.
 */
export const GET = withErrors(async (request: NextRequest) => {
  const user = await getSessionUser();
  if (!user) return redirectTo("/login");
  const params = request.nextUrl.searchParams;
  const stateOk = stateMatches(request.cookies.get(STATE_COOKIE)?.value, params.get("state"));
  const code = params.get("code");
  const config = googleConfig();

  let outcome: "connected" | "error" = "error";
  if (!config) console.warn("[google] callback without a configured Google client");
  else if (!stateOk) console.warn(`[google] user ${user.id}: callback with a missing or wrong state`);
  else if (params.get("error") || !code)
    console.warn(`[google] user ${user.id}: consent not given (${params.get("error") ?? "no code"})`);
  else {
    try {
      const saved = await saveGoogleConnection(user.id, await exchangeCode(config, code));
      if (saved) outcome = "connected";
      else console.warn(`[google] user ${user.id}: Google sent no refresh token and none is stored`);
    } catch (error) {
      console.error(`[google] user ${user.id}: connecting failed: ${(error as Error).message}`);
    }
  }
  const response = redirectTo(`/dashboard?google=${outcome}`);
  response.cookies.set(STATE_COOKIE, "", { ...stateCookieOptions(), maxAge: 0 });
  return response;
});
