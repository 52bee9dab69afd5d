// The LinkedIn badge image of a shared portfolio (its owner's verified figures), public like the page itself:
// the proxy has checked the link. 404 when the owner's plan has no badge. Drawn in the export worker pool once
// per link and portfolio version.
import { PLANS } from "@/lib/plans";
import { sharedRender } from "@/lib/server/export/shared-renders";
import { clientIp, withErrors } from "@/lib/server/http";
import { sharedPortfolioNotFound } from "@/lib/server/share-page-gate";
import { loadSharedPortfolio } from "../load-shared-portfolio";
import { pngResponse } from "../png-response";

export const runtime = "nodejs";

export const GET = withErrors<{ slug: string }>(async (request, { params }) => {
  const view = await loadSharedPortfolio((await params).slug);
  if (!view || !PLANS[view.snapshot.owner.tier].linkedinBadge) return sharedPortfolioNotFound();
  const badge = await sharedRender("linkedin-badge", view.link, async () => view.snapshot, clientIp(request));
  return pngResponse(badge);
});
