import { buildPortfolioDeck, PPTX_CONTENT_TYPE } from "@/lib/server/export/pptx";
import { attachmentResponse, exportFileName, exportRoute } from "@/lib/server/export/route";

/** The deck of the selected achievements as a .pptx download (Pro and Enterprise). */
export const POST = exportRoute({ feature: "exports" }, async ({ snapshot }) =>
  attachmentResponse(
    await buildPortfolioDeck(snapshot),
    PPTX_CONTENT_TYPE,
    exportFileName(snapshot.owner.fullName, "pptx"),
  ),
);
