// GET /credentials/<id>: the signed credential itself (W3C VC 2.0, Open Badges 3.0), public to whoever has its
// address, as application/vc+ld+json; `?download=1` as a file. 404 for an unknown id.
import { findCredential } from "@/lib/server/credentials";
import { ApiError, withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = withErrors<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const found = await findCredential(id);
  if (!found) throw new ApiError("not_found", "Credential not found");
  const download = request.nextUrl.searchParams.get("download") === "1";
  return new Response(JSON.stringify(found.document, null, 2), {
    headers: {
      "Content-Type": "application/vc+ld+json; charset=utf-8",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
      ...(download ? { "Content-Disposition": `attachment; filename="quotaproof-credential-${id}.json"` } : {}),
    },
  });
});
