import { PPTX_CONTENT_TYPE } from "@/lib/server/export/pptx/theme";
import { renderInWorker } from "@/lib/server/export/render-in-worker";
import { attachmentResponse, exportFileName, exportRoute } from "@/lib/server/export/route";

export const runtime = "nodejs";

/** The deck of the selected achievements as a .pptx download (Pro and Enterprise), built in the export worker pool. */
export const POST = exportRoute({ feature: "exports" }, async ({ snapshot }) =>
  attachmentResponse(
    await renderInWorker({ kind: "pptx", snapshot }),
    PPTX_CONTENT_TYPE,
    exportFileName(snapshot.owner.fullName, "pptx"),
  ),
);
