import "server-only";
// A real 404 status for an unknown or revoked share link. The page's own notFound() comes too late for the
// status: the root loading.tsx makes every page stream, so a 200 is already sent (documented Next.js
// behaviour). A rewrite to the app's 404 page is not an option either: with the server bound to 127.0.0.1,
// Next turns a proxy rewrite into an external proxy call. So the proxy answers dead links itself.
//
// It also answers an expired link (410) and keeps a password-protected portfolio behind its password form: the
// right password sets a cookie for this link (signed with the server's secret and the password's hash, so a new
// password locks every visitor out again); attempts are throttled like sign-ins.
import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { PRODUCT_NAME } from "@/lib/product";
import { isSharePasswordThrottled, recordSharePasswordFailure } from "./data/share-password-throttle";
import { shareLinkState } from "./data/share-links";
import { FORM_BODY_LIMIT, readFormBody } from "./read-body";
import { clientIp } from "./request-origin";

const UNLOCK_HOURS = 12;

/** For /p/<slug> and everything under it (the preview image). */
export async function sharePageGate(request: NextRequest): Promise<NextResponse> {
  const slug = request.nextUrl.pathname.split("/")[2] ?? "";
  const link = await shareLinkState(slug);
  if (link.state === "missing") return sharedPortfolioNotFound();
  if (link.state === "expired") return page(410, EXPIRED_PAGE);
  if (!link.passwordHash) return NextResponse.next();

  const cookieName = `qp_share_${link.id}`;
  const unlockValue = createHmac("sha256", env().AUTH_SECRET)
    .update(`${link.id}:${link.passwordHash}`)
    .digest("base64url");
  const presented = request.cookies.get(cookieName)?.value ?? "";
  if (presented.length === unlockValue.length && timingSafeEqual(Buffer.from(presented), Buffer.from(unlockValue))) {
    return NextResponse.next();
  }
  const isPagePost = request.method === "POST" && request.nextUrl.pathname.replace(/\/$/, "") === `/p/${slug}`;
  if (!isPagePost) return page(401, passwordPage(slug, null));

  const ip = clientIp(request);
  if (await isSharePasswordThrottled(link.id, ip))
    return page(429, passwordPage(slug, "Too many attempts. Please wait 15 minutes and try again."));
  const form = await readFormBody(request, { maxBytes: FORM_BODY_LIMIT }).catch(() => null);
  const password = form?.get("password");
  if (typeof password !== "string" || !(await verify(link.passwordHash, password).catch(() => false))) {
    await recordSharePasswordFailure(link.id, ip);
    return page(401, passwordPage(slug, "That password is not right. Ask the person who shared this link."));
  }
  const response = NextResponse.redirect(new URL(`/p/${slug}`, request.url), 303);
  response.cookies.set(cookieName, unlockValue, {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: `/p/${slug}`,
    maxAge: UNLOCK_HOURS * 60 * 60,
  });
  return response;
}

function page(status: number, html: string): NextResponse {
  return new NextResponse(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const SHELL = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a">
<main style="text-align:center;padding:2rem;max-width:28rem">${body}</main></body></html>`;

/** The form a visitor of a password-protected portfolio sees instead of it. */
function passwordPage(slug: string, error: string | null): string {
  return SHELL(
    "Password required",
    `<h1 style="margin:.5rem 0;font-size:1.75rem">This portfolio is password-protected</h1>
<p style="color:#475569">Enter the password you were given to view it.</p>
<form method="post" action="/p/${escapeHtml(slug)}" style="display:grid;gap:.75rem;margin-top:1.5rem;text-align:left">
<label for="share-password" style="font-weight:500">Password</label>
<input id="share-password" name="password" type="password" required autocomplete="off" autofocus ${error ? 'aria-invalid="true" aria-describedby="share-password-error"' : ""} style="padding:.6rem;border:1px solid #cbd5e1;border-radius:.5rem;font-size:1rem">
${error ? `<p id="share-password-error" role="alert" style="color:#b91c1c;margin:0">${escapeHtml(error)}</p>` : ""}
<button type="submit" style="background:#2563eb;color:#fff;padding:.6rem 1.2rem;border:0;border-radius:.5rem;font-weight:500;font-size:1rem">View Portfolio</button>
</form>`,
  );
}

const EXPIRED_PAGE = SHELL(
  "Link expired",
  `<p style="font-weight:600;color:#2563eb;letter-spacing:.05em">410</p>
<h1 style="margin:.5rem 0;font-size:2rem">This portfolio link has expired</h1>
<p style="color:#475569">Its owner set it to stop working after a date. Ask them for a new link.</p>
<p style="margin-top:2rem"><a href="/" style="display:inline-block;background:#2563eb;color:#fff;padding:.6rem 1.2rem;border-radius:.5rem;text-decoration:none;font-weight:500">Back to home</a></p>`,
);

/** 404 with the "Page Not Found" page, for a dead share link (and /sample without a demo). */
export function sharedPortfolioNotFound(): NextResponse {
  return new NextResponse(NOT_FOUND_PAGE, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

// The app's "Page Not Found" (app/not-found.tsx) in plain HTML: this answer is made before any page renders.
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Page Not Found · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a">
<main style="text-align:center;padding:2rem;max-width:28rem"><p style="font-weight:600;color:#2563eb;letter-spacing:.05em">404</p>
<h1 style="margin:.5rem 0;font-size:2rem">Page Not Found</h1>
<p style="color:#475569">This portfolio link does not exist or was turned off by its owner.</p>
<p style="margin-top:2rem"><a href="/" style="display:inline-block;background:#2563eb;color:#fff;padding:.6rem 1.2rem;border-radius:.5rem;text-decoration:none;font-weight:500">Back to home</a></p></main></body></html>`;
