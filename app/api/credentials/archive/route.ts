// GET /api/credentials/archive: every credential of the signed-in rep, active and revoked, as one ZIP download
// (401 signed out, 429 past the rep's hourly or daily allowance).
import { CREDENTIALS_ARCHIVE_FILE_NAME, credentialsArchive } from "@/lib/server/credentials/archive";
import { contentDisposition } from "@/lib/server/download";
import { withUser } from "@/lib/server/http";

// Node: signing (when the list brings credentials up to date) and the ZIP need it.
export const runtime = "nodejs";

export const GET = withUser(async (_request, { user }) => {
  const zip = await credentialsArchive(user.id);
  return new Response(Buffer.from(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.byteLength),
      "Content-Disposition": contentDisposition("attachment", { ascii: CREDENTIALS_ARCHIVE_FILE_NAME }),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
