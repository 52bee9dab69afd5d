// The public share page (/p/<slug>), no account needed. The proxy has already answered a missing or revoked link
// (404), an expired one (410) and a locked one (the password form). Every view by anyone but the owner is counted
// here, then the page's HTML is sent without the framework's JavaScript (lib/server/shared-page-html.ts).
import { recordShareLinkView, findLiveShareLink } from "@/lib/server/data/share-links";
import { getSessionUser } from "@/lib/server/session";
import { sharedPortfolioNotFound } from "@/lib/server/share-page-gate";
import { sharedPageHtml } from "@/lib/server/shared-page-html";

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const link = await findLiveShareLink((await params).slug);
  if (!link) return sharedPortfolioNotFound();
  const viewer = await getSessionUser();
  await recordShareLinkView(link, viewer?.id ?? null);
  const html = await sharedPageHtml(link);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache",
      "Referrer-Policy": "no-referrer",
    },
  });
}
