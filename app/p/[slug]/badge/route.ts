// The LinkedIn badge image of a shared portfolio (its owner's verified figures), public like the page itself: 410
// for an expired link, 401 for a locked one until this visitor gave its password, 404 when the owner's plan has no
// badge. Drawn in the export worker pool once per link and portfolio version.
import { PLANS } from "@/lib/plans";
import { sharedRender } from "@/lib/server/export/shared-renders";
import { ApiError, clientIp, withErrors } from "@/lib/server/http";
import { openSharedPortfolio } from "@/lib/server/shared-portfolio";
import { pngResponse } from "../png-response";

export const runtime = "nodejs";

export const GET = withErrors<{ slug: string }>(async (request, { params }) => {
  const view = await openSharedPortfolio((await params).slug);
  if (!view || !PLANS[view.snapshot.owner.tier].linkedinBadge)
    throw new ApiError("not_found", "This portfolio has no badge");
  const badge = await sharedRender("linkedin-badge", view.link, async () => view.snapshot, clientIp(request));
  return pngResponse(badge);
});
