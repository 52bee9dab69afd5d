import { renderInWorker } from "@/lib/server/export/render-in-worker";
import { attachmentResponse, exportFileName, exportRoute } from "@/lib/server/export/route";

// Node: the render runs in the export worker pool (time and memory limits); a failure is logged and answers 500.
export const runtime = "nodejs";

/** The executive PDF report of the selected achievements as a download (Pro and Enterprise). */
export const POST = exportRoute({ feature: "exports" }, async ({ snapshot }) =>
  attachmentResponse(
    await renderInWorker({ kind: "pdf", snapshot }),
    "application/pdf",
    exportFileName(snapshot.owner.fullName, "pdf"),
  ),
);
