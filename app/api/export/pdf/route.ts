import { renderPortfolioPdf } from "@/lib/server/export/pdf";
import { attachmentResponse, exportFileName, exportRoute } from "@/lib/server/export/route";

// react-pdf needs Node (fonts read from disk, Buffers); a render failure is logged and answers 500 in the error shape.
export const runtime = "nodejs";

/** The executive PDF report of the selected achievements as a download (Pro and Enterprise). */
export const POST = exportRoute({ feature: "exports" }, async ({ snapshot }) =>
  attachmentResponse(
    await renderPortfolioPdf(snapshot),
    "application/pdf",
    exportFileName(snapshot.owner.fullName, "pdf"),
  ),
);
