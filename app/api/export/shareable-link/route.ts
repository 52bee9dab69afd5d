// POST /api/export/shareable-link: a public link to the chosen achievements (every plan may share; a Starter
// page carries the "Unverified" watermark; Starter keeps one live link at a time). Body: the export body plus the
// options `allowIndexing` (default false), `name`, `password` and `expiresAt`.
import { NextResponse } from "next/server";
import { createShareLink } from "@/lib/server/data/share-links";
import { exportRoute } from "@/lib/server/export/route";
import { parseInput } from "@/lib/server/http";
import { shareLinkOptionsSchema } from "@/lib/validators/share-link";

export const POST = exportRoute({}, async ({ user, body, input }) => {
  const options = parseInput(shareLinkOptionsSchema, body);
  const link = await createShareLink(user.id, { achievementIds: input.achievementIds, ...options });
  return NextResponse.json({ shareUrl: link.url, link }, { status: 201 });
});
