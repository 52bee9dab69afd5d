// POST /api/export/shareable-link: a public link to the chosen achievements (none is a choice too) and sections
// (every plan may share; a Starter page carries the "Unverified" watermark; Starter keeps one live link at a time).
// Body: the export body plus the options `allowIndexing` (default false), `name`, `password`, `expiresAt` and
// `sections`; 422 on `sections` when the chosen sections hold nothing of the rep's.
import { NextResponse } from "next/server";
import { createShareLink } from "@/lib/server/data/share-links";
import { exportRoute } from "@/lib/server/export/route";
import { shareLinkOptionsSchema } from "@/lib/validators/share-link";

export const POST = exportRoute({ options: shareLinkOptionsSchema }, async ({ user, input, options }) => {
  const link = await createShareLink(user.id, { achievementIds: input.achievementIds, ...options });
  return NextResponse.json({ shareUrl: link.url, link }, { status: 201 });
});
