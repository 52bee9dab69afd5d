import type { SharedRender } from "@/lib/server/export/shared-renders";

/** A shared portfolio's image: the figures change and a link can be revoked, so no caching outside the server. */
export function pngResponse(image: SharedRender): Response {
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "no-store",
      "X-Render-Cache": image.fromCache ? "hit" : "miss",
    },
  });
}
