import { NextResponse, type NextRequest } from "next/server";
import { afterSignUpPath } from "@/components/marketing/pricing-data";
import { isAuthFormError } from "@/lib/auth-form-errors";
import { getSessionUser, hasSessionCookie } from "@/lib/server/session";
import { sharePageGate } from "@/lib/server/share-page-gate";

/**
 * Page gates that run before a page renders: the session for the public pages, a share link's status for /p/. API routes are not matched: their handlers check the
 * session and refuse cross-site writes themselves (lib/server/http.ts), so an API call costs no extra hop here.
 */
export async function proxy(request: NextRequest) {
  if (PUBLIC_PAGES.has(request.nextUrl.pathname)) return publicPageGate(request);
  if (request.nextUrl.pathname.startsWith("/p/")) return sharePageGate(request);
  return NextResponse.next();
}

const PUBLIC_PAGES = new Set(["/", "/login", "/register"]);

/**
 * The landing, sign-in and sign-up pages are prerendered, the same for everyone. What depends on the visitor is
 * decided here: a signed-in visitor gets the dashboard at "/" and is sent on from /login and /register (checked
 * only when a session cookie is there, so anonymous visitors cost nothing); a form posted without JavaScript that
 * failed (`?error=<code>`) gets that code's prerendered page, at the same address.
 */
async function publicPageGate(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (hasSessionCookie(request.cookies) && (await getSessionUser())) {
    const target = request.nextUrl.clone();
    if (pathname === "/") {
      target.pathname = "/dashboard";
      return NextResponse.rewrite(target);
    }
    return NextResponse.redirect(
      new URL(pathname === "/register" ? afterSignUpPath(searchParams) : "/dashboard", request.url),
    );
  }
  const code = searchParams.get("error");
  if (pathname !== "/" && isAuthFormError(code)) {
    const target = request.nextUrl.clone();
    target.pathname = `${pathname}/error/${code}`;
    target.search = "";
    return NextResponse.rewrite(target);
  }
  return NextResponse.next();
}

export const config = { matcher: ["/", "/login", "/register", "/p/:path*"] };
