import { findPictureByKey } from "@/lib/server/data/profile";
import { hasLiveShareLink } from "@/lib/server/data/share-links";
import { notFound, withErrors } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/session";

/**
 * A profile picture, by the unguessable key in its address: shown to its owner, and to anyone while the owner has
 * a live share link (the page that shows it). Otherwise, and for a revoked portfolio, it does not exist (404).
 */
export const GET = withErrors<{ key: string }>(async (request, { params }) => {
  const picture = await findPictureByKey((await params).key);
  if (!picture) throw notFound("Picture");
  const { file, data } = picture;
  const viewer = await getSessionUser();
  const isOwner = viewer?.id === file.userId;
  if (!isOwner && !(await hasLiveShareLink(file.userId))) throw notFound("Picture");
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    // Never stored by shared caches, and rechecked after a minute: revoking the last link hides it.
    "Cache-Control": "private, max-age=60",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(data.byteLength));
  return new Response(data, { headers });
});
