import { NextResponse, type NextRequest } from "next/server";
import { getSessionUser } from "@/lib/server/session";
import { sharePageGate } from "@/lib/server/share-page-gate";

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
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/admin")) return adminPageGate(request);
  if (request.nextUrl.pathname.startsWith("/p/")) return sharePageGate(request);
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

/**
 * The admin pages answer 403 to a signed-in user without the admin role (and send a signed-out one to sign in).
 * The pages check again; this is here because a page streams its status (200) before it can refuse.
 */
async function adminPageGate(request: NextRequest) {
  const user = await getSessionUser();
  if (!user) return NextResponse.redirect(new URL("/login", request.url));
  if (user.role !== "admin") {
    return new NextResponse(FORBIDDEN_PAGE, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  return NextResponse.next();
}

const FORBIDDEN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Access denied</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a">
<main style="text-align:center;padding:2rem"><p style="font-weight:600;color:#2563eb">403</p>
<h1 style="margin:.5rem 0">Access denied</h1><p style="color:#475569">This page is only available to administrators.</p>
<p><a href="/dashboard" style="color:#2563eb">Back to dashboard</a></p></main></body></html>`;

export const config = { matcher: ["/api/:path*", "/admin/:path*", "/p/:path*"] };
