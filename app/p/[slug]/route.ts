// The public share page (/p/<slug>), no account needed. The proxy has already answered a missing or revoked link
// (404), an expired one (410) and a locked one (the password form). Every view by anyone but the owner is counted
// here, then the page goes out as plain HTML (lib/server/plain-page.ts), rendered once per link and portfolio
// version: a change to the portfolio, the plan or the link's options makes a new one.
import { findLiveShareLink, recordShareLinkView } from "@/lib/server/data/share-links";
import { plainPage, plainPageResponse } from "@/lib/server/plain-page";
import { getSessionUser } from "@/lib/server/session";
import { sharedPortfolioNotFound } from "@/lib/server/share-page-gate";

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const link = await findLiveShareLink((await params).slug);
  if (!link) return sharedPortfolioNotFound();
  const viewer = await getSessionUser();
  await recordShareLinkView(link, viewer?.id ?? null);
  const key = [
    "shared",
    link.slug,
    link.portfolioVersion,
    link.allowIndexing,
    link.sections.join(","),
    link.achievementIds.join(","),
  ].join(":");
  const html = await plainPage(`/render/shared/${link.slug}`, key);
  return plainPageResponse(html, { "Cache-Control": "private, no-cache", "Referrer-Policy": "no-referrer" });
}
