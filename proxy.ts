import { NextResponse, type NextRequest } from "next/server";
import { PUBLIC_PAGE_CACHE } from "@/lib/http-cache";
import { afterSignUpPath } from "@/lib/pricing";
import { getSessionUser, hasSessionCookie } from "@/lib/server/session";
import { sharePageGate } from "@/lib/server/share-page-gate";

/**
 * Page gates that run before a page renders: the session for the public pages, a share link's status for /p/. API routes are not matched: their handlers check the
 * session and refuse cross-site writes themselves (lib/server/http.ts), so an API call costs no extra hop here.
 */
export async function proxy(request: NextRequest) {
  if (PUBLIC_PAGES.has(request.nextUrl.pathname)) return publicPageGate(request);
  if (request.nextUrl.pathname.startsWith("/p/")) return sharePageGate(request);
  if (APP_PAGES.some((prefix) => isUnder(request.nextUrl.pathname, prefix))) return appPageGate(request);
  return NextResponse.next();
}

/** The pages of the signed-in app (the (app) route group). */
const APP_PAGES = ["/dashboard", "/team", "/talent", "/settings", "/billing", "/upgrade", "/insights", "/admin"];
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A visitor without a session opening a page of the signed-in app gets 401 with the sign-in form in its place, at the
 * same address and under the sign-in title (signedInPageMetadata: the page's own, e.g. "Review queue", is not given away).
 * Signing in there goes on to the page asked for (the action reads the address the form was on). Only the cookie is
 * read here (decoded, no database): a cookie whose session has ended gets the app layout's own gate, the same form.
 * Posts (a Server Action of the form) and the router's fetches go on unchanged.
 */
async function appPageGate(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  const destination = request.headers.get("sec-fetch-dest");
  if (destination && destination !== "document") return NextResponse.next();
  if (await hasSessionCookie()) return NextResponse.next();
  // The app layout shows the sign-in form in place; only the status is chosen here (the page itself cannot).
  return NextResponse.next({ status: 401, headers: { "Cache-Control": "no-store" } });
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
  // The landing page is the same for every visitor without a session: a CDN may keep it (PUBLIC_PAGE_CACHE).
  if (pathname === "/") return NextResponse.next({ headers: { "Cache-Control": PUBLIC_PAGE_CACHE } });
  return NextResponse.next();
}

// Three patterns, not one per page: the framework tests each pattern against every request's path (API calls too,
// which never match) by building its regular expression anew, so each pattern costs every call.
export const config = {
  matcher: [
    "/",
    "/:page(login|register)",
    "/:section(p|dashboard|team|talent|settings|billing|upgrade|insights|admin)/:path*",
  ],
};
