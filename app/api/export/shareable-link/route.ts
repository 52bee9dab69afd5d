// POST /api/export/shareable-link: a public link to the chosen achievements (every plan may share; a Starter
// page carries the "Unverified" watermark). Body: the export body plus an optional `allowIndexing` (default false).
import { NextResponse } from "next/server";
import { createShareLink } from "@/lib/server/data/share-links";
import { exportRoute } from "@/lib/server/export/route";
import { parseInput } from "@/lib/server/http";
import { shareLinkOptionsSchema } from "@/lib/validators/share-link";

export const POST = exportRoute({}, async ({ user, body, input }) => {
  const { allowIndexing } = parseInput(shareLinkOptionsSchema, body);
  const link = await createShareLink(user.id, { achievementIds: input.achievementIds, allowIndexing });
  return NextResponse.json({ shareUrl: link.url, link }, { status: 201 });
});
