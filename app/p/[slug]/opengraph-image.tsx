// The link preview of a share page (1200×630 PNG), drawn in the export worker pool once per link and portfolio
// version (lib/server/export/images/share-preview.tsx). It does not count as a page view.
import { headers } from "next/headers";
import { PREVIEW_SIZE } from "@/lib/server/export/images/share-preview";
import { sharedRender } from "@/lib/server/export/shared-renders";
import { ApiError, clientIp, errorResponse } from "@/lib/server/http";
import { openSharedPortfolio, withPicture } from "@/lib/server/shared-portfolio";
import { pngResponse } from "./png-response";

export const dynamic = "force-dynamic";
export const alt = "Sales portfolio preview: name, role, average quota attainment, verified periods and level";
export const size = PREVIEW_SIZE;
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  try {
    // 410 for an expired link, 401 for a locked one until this visitor gave its password, like the page's.
    const shared = await openSharedPortfolio((await params).slug);
    if (!shared) return new Response("Not found", { status: 404 });
    const ip = clientIp({ headers: await headers() });
    return pngResponse(
      await sharedRender("share-preview", shared.link, async () => (await withPicture(shared)).snapshot, ip),
    );
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  }
}
