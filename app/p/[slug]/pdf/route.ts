// A shared portfolio's PDF, for its visitors (the proxy has already checked the link, its expiry and password).
// Offered when the owner's plan includes exports; each download by anyone but the owner counts in Insights.
import { PLANS } from "@/lib/plans";
import { recordShareLinkDownload } from "@/lib/server/data/share-links";
import { renderPortfolioPdf } from "@/lib/server/export/pdf";
import { attachmentResponse, exportFileName } from "@/lib/server/export/route";
import { getSessionUser } from "@/lib/server/session";
import { sharedPortfolioNotFound } from "@/lib/server/share-page-gate";
import { loadSharedPortfolio, withPicture } from "../load-shared-portfolio";

export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const view = await loadSharedPortfolio((await params).slug);
  if (!view || !PLANS[view.snapshot.owner.tier].exports) return sharedPortfolioNotFound();
  const pdf = await renderPortfolioPdf((await withPicture(view)).snapshot);
  const viewer = await getSessionUser();
  await recordShareLinkDownload(view.link, viewer?.id ?? null);
  return attachmentResponse(pdf, "application/pdf", exportFileName(view.snapshot.owner.fullName, "pdf"));
}
