import { NextResponse, type NextRequest } from "next/server";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" or garbage
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard: a state-changing API call from a browser must come from our
 * own origin. Browsers always send Origin (or Sec-Fetch-Site) on these requests; clients without
 * them (curl, server-to-server) carry no ambient browser cookies to abuse.
 */
export function proxy(request: NextRequest) {
  if (!STATE_CHANGING.has(request.method)) return NextResponse.next();
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const sameOrigin = origin ? hostOf(origin) === host : fetchSite !== "cross-site";
  if (!sameOrigin) {
    return NextResponse.json(
      { error: { code: "forbidden", message: "Cross-site requests are not allowed" } },
      { status: 403 },
    );
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
