import { findProfilePicture } from "@/lib/server/data/profile";
import { notFound, parseId, withErrors } from "@/lib/server/http";

// A versioned address (?v=<file id>, as profilePictureUrl carries) never changes content: cache it for good.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** A user's profile picture, public like the portfolio it belongs to; 404 when there is none. */
export const GET = withErrors<{ id: string }>(async (request, { params }) => {
  const userId = parseId((await params).id, "Picture");
  const picture = await findProfilePicture(userId);
  if (!picture) throw notFound("Picture");
  const { file, data } = picture;
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    "Cache-Control": request.nextUrl.searchParams.get("v") === String(file.id) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(data.byteLength));
  return new Response(data, { headers });
});
