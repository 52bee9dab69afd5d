import { NextResponse, type NextRequest } from "next/server";
import { afterSignUpPath } from "@/components/marketing/pricing-data";
import { getSessionUser } from "@/lib/server/session";
import { sharePageGate } from "@/lib/server/share-page-gate";

/**
 * Page gates that need the session before a page renders. API routes are not matched: their handlers check the
 * session and refuse cross-site writes themselves (lib/server/http.ts), so an API call costs no extra hop here.
 */
export async function proxy(request: NextRequest) {
  if (PUBLIC_PAGES.has(request.nextUrl.pathname)) return publicPageGate(request);
  if (request.nextUrl.pathname.startsWith("/admin")) return adminPageGate(request);
  if (request.nextUrl.pathname.startsWith("/p/")) return sharePageGate(request);
  return NextResponse.next();
}

const PUBLIC_PAGES = new Set(["/", "/login", "/register"]);

/**
 * The landing, sign-in and sign-up pages are prerendered, the same for everyone. What depends on the visitor is
 * decided here: a signed-in visitor gets the dashboard at "/" and is sent on from /login and /register (the session
 * is only looked up when its cookie is there, so anonymous visitors cost nothing). A form's post (its Server Action)
 * goes to its page unchanged: the action answers it.
 */
async function publicPageGate(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  // Only opening the sign-in or sign-up page is gated, not the router's fetches of it (a prefetch; Next keeps its
  // own headers from the proxy): the browser keeps those, and a kept redirect would still send the visitor to the
  // dashboard after signing out.
  const destination = request.headers.get("sec-fetch-dest");
  if (pathname !== "/" && destination && destination !== "document") return NextResponse.next();
  if (await getSessionUser()) {
    const target = request.nextUrl.clone();
    if (pathname === "/") {
      target.pathname = "/dashboard";
      return NextResponse.rewrite(target);
    }
    return NextResponse.redirect(
      new URL(pathname === "/register" ? afterSignUpPath(searchParams) : "/dashboard", request.url),
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

export const config = { matcher: ["/", "/login", "/register", "/admin/:path*", "/p/:path*"] };
