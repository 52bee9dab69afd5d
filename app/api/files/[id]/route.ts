import { isInlineViewable } from "@/lib/proof-files";
import { findFileForViewer } from "@/lib/server/data/proofs";
import { asciiFileName, contentDisposition } from "@/lib/server/download";
import { parseId, withUser } from "@/lib/server/http";

/**
 * A stored proof, for its owner or an admin (anyone else: 404). Always a download, except `?inline=1` for an
 * admin viewing an image or PDF in the review queue, under a CSP that runs nothing.
 */
export const GET = withUser<{ id: string }>(async (request, { user, params }) => {
  const { file, data } = await findFileForViewer(user, parseId(params.id, "File"));
  const inline =
    request.nextUrl.searchParams.get("inline") === "1" && user.role === "admin" && isInlineViewable(file.contentType);
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(data.byteLength),
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", {
      ascii: asciiFileName(file.originalName, "proof"),
      utf8: file.originalName,
    }),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    // Nothing in a served file may run or load anything (the browser's own PDF viewer still works).
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  return new Response(data, { headers });
});
