import "server-only";
// A real 404 status for an unknown or revoked share link. The page's own notFound() comes too late for the
// status: the root loading.tsx makes every page stream, so a 200 is already sent (documented Next.js
// behaviour). A rewrite to the app's 404 page is not an option either: with the server bound to 127.0.0.1,
// Next turns a proxy rewrite into an external proxy call. So the proxy answers dead links itself.
import { NextResponse, type NextRequest } from "next/server";
import { PRODUCT_NAME } from "@/lib/product";
import { findLiveShareLink } from "./data/share-links";

/** For /p/<slug> and everything under it (the preview image). */
export async function sharePageGate(request: NextRequest): Promise<NextResponse> {
  const slug = request.nextUrl.pathname.split("/")[2] ?? "";
  if (await findLiveShareLink(slug)) return NextResponse.next();
  return sharedPortfolioNotFound();
}

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
