import "server-only";
// The OAuth `state`: a random value in a short-lived httpOnly cookie that the callback must see again, so a
// callback the user did not start in this browser (login CSRF into someone else's Drive) is refused.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";

export const STATE_COOKIE = "qp_google_oauth_state";
const MAX_AGE_SECONDS = 10 * 60;

export function newOAuthState(): string {
  return randomBytes(32).toString("base64url");
}

/** Sent only to /api/google/*; Lax so it comes back on Google's top-level redirect to the callback. */
export function stateCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: env().APP_URL.startsWith("https://"),
    path: "/api/google",
    maxAge: MAX_AGE_SECONDS,
  };
}

export function stateMatches(cookie: string | undefined, returned: string | null): boolean {
  if (!cookie || !returned) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(returned);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A redirect with the Location as given: an in-app path stays relative, so it works behind any host name. */
export function redirectTo(location: string): NextResponse {
  return new NextResponse(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}
