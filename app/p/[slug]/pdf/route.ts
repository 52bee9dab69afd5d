// A shared portfolio's PDF, for its visitors: an expired link answers 410, a locked one 401 until this visitor gave
// its password (checked here, whatever the proxy decided).
// Offered when the owner's plan includes exports; each download by anyone but the owner counts in Insights (recorded once the file is sent).
// Rendered in the export worker pool once per link and portfolio version (lib/server/export/shared-renders.ts).
import { PLANS } from "@/lib/plans";
import { countAfterResponse, recordShareLinkDownload } from "@/lib/server/data/share-links";
import { attachmentResponse, exportFileName } from "@/lib/server/export/route";
import { sharedRender } from "@/lib/server/export/shared-renders";
import { ApiError, clientIp, withErrors } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/session";
import { openSharedPortfolio, withPicture } from "@/lib/server/shared-portfolio";

export const runtime = "nodejs";

export const GET = withErrors<{ slug: string }>(async (request, { params }) => {
  const view = await openSharedPortfolio((await params).slug);
  if (!view || !PLANS[view.snapshot.owner.tier].exports)
    throw new ApiError("not_found", "This portfolio has no PDF to download");
  const pdf = await sharedRender("pdf", view.link, async () => (await withPicture(view)).snapshot, clientIp(request));
  const viewer = await getSessionUser();
  countAfterResponse(() => recordShareLinkDownload(view.link, viewer?.id ?? null));
  const response = attachmentResponse(
    pdf.bytes,
    "application/pdf",
    exportFileName(view.snapshot.owner.fullName, "pdf"),
  );
  response.headers.set("X-Render-Cache", pdf.fromCache ? "hit" : "miss");
  return response;
});
