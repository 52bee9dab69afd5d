import "server-only";
// The status of a shared portfolio's address (/p/<slug> and what is under it). The page answers every state
// itself (app/p/[slug]/route.ts: 404, the expired notice with 410, the password form with 401), and the proxy looks
// the link up first and hands the request on with the same status. It also checks a
// posted password: the right one sets the link's unlock cookie and sends the visitor back (303); a wrong one shows
// the form again, with 401 (429 with Retry-After once throttled). The preview image, the badge and the PDF of an
// expired or locked link are refused here with the API's error shape (and by their own handlers, which do not rely
// on this). The path is compared decoded, as the router matches it. (Everything stays at its own address: a
// rewrite would build an absolute URL from the proxy's view of the host, which Next proxies as an external request
// when it differs from the address the server listens on.)
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { shareLinkState } from "./data/share-links";
import { errorResponse } from "./http";
import {
  closedLinkError,
  isUnlocked,
  SHARE_PASSWORD_ERROR_HEADER,
  unlockWithPassword,
  type UnlockError,
} from "./share-unlock";

const NOINDEX = { "X-Robots-Tag": "noindex" };

export async function sharePageGate(request: NextRequest): Promise<NextResponse> {
  const headers = new Headers(request.headers);
  headers.delete(SHARE_PASSWORD_ERROR_HEADER);
  const segments = decodedSegments(request.nextUrl.pathname);
  // An address that does not decode reaches no page of ours: the framework refuses it.
  if (!segments) return NextResponse.next({ request: { headers }, headers: NOINDEX });
  const [slug = "", ...under] = segments.slice(2);
  const isPage = under.every((part) => part === "");

  const access = await shareLinkState(slug);
  // An unknown or revoked link: the page answers 404 with notFound(), the images and the PDF with their own 404.
  if (access.state === "missing") return NextResponse.next({ request: { headers }, headers: NOINDEX });
  if (access.state === "expired") return isPage ? showPage(headers, 410) : refuse("expired");
  const { link, passwordHash } = access;
  if (!passwordHash) return NextResponse.next({ request: { headers } });
  const locked = { id: link.id, slug: link.slug, passwordHash };
  if (isUnlocked(request.cookies, locked)) return NextResponse.next({ request: { headers } });
  if (!isPage) return refuse("locked");
  if (request.method !== "POST") return showPage(headers, 401);

  const outcome = await unlockWithPassword(request, locked);
  if ("retryAfterSeconds" in outcome) {
    return showPage(headers, 429, outcome.error, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  if ("error" in outcome) return showPage(headers, 401, outcome.error);
  const response = NextResponse.redirect(backToPage(request, link.slug), 303);
  response.cookies.set(outcome.cookie.name, outcome.cookie.value, outcome.cookie.options);
  return response;
}

/**
 * The page's address on the host the visitor came in by (their Host header), where the cookie just set applies.
 * request.url would not do: the proxy sees the server's own name for itself, not the address the visitor used.
 */
function backToPage(request: NextRequest, slug: string): URL {
  const host = request.headers.get("host");
  if (host && URL.canParse(`/p/${slug}`, `${request.nextUrl.protocol}//${host}`)) {
    return new URL(`/p/${slug}`, `${request.nextUrl.protocol}//${host}`);
  }
  return new URL(`/p/${slug}`, env().APP_URL);
}

/**
 * The path's segments as the router sees them: each percent-decoded, so a slug spelled with escapes is the same
 * link here as in the page and the files' handlers. null when a segment does not decode.
 */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The page, which renders this state (the expired notice, the password form), with the state's status. */
function showPage(
  headers: Headers,
  status: number,
  error?: UnlockError,
  extra: Record<string, string> = {},
): NextResponse {
  if (error) headers.set(SHARE_PASSWORD_ERROR_HEADER, error);
  return NextResponse.next({
    status,
    request: { headers },
    headers: { ...NOINDEX, "Cache-Control": "no-store", ...extra },
  });
}

/**
 * The preview image, the badge and the PDF of a link a visitor cannot open: the API's error shape. (Their handlers
 * check the link themselves as well and answer the same.)
 */
function refuse(state: "expired" | "locked"): NextResponse {
  return errorResponse(closedLinkError(state));
}
