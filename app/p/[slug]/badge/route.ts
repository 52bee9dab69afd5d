// The LinkedIn badge image of a shared portfolio (its owner's verified figures), public like the page itself:
// the proxy has checked the link. 404 when the owner's plan has no badge.
import { PLANS } from "@/lib/plans";
import { renderLinkedInBadge } from "@/lib/server/linkedin-badge";
import { sharedPortfolioNotFound } from "@/lib/server/share-page-gate";
import { drawableText } from "../drawable-text";
import { loadSharedPortfolio } from "../load-shared-portfolio";

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const view = await loadSharedPortfolio((await params).slug);
  if (!view || !PLANS[view.snapshot.owner.tier].linkedinBadge) return sharedPortfolioNotFound();
  return renderLinkedInBadge(view.snapshot, drawableText);
}
