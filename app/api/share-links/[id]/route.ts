// PATCH /api/share-links/{id} (its options) and DELETE (revoke) on one of the owner's links; another user's link is
// 404. New sections must show something (422 on `sections` otherwise), as when the link was made.
import { NextResponse } from "next/server";
import { assertLinkSectionsShowContent } from "@/lib/server/export/share-content";
import { revokeShareLink, updateShareLink } from "@/lib/server/data/share-links";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { shareLinkUpdateSchema } from "@/lib/validators/share-link";

type Params = { id: string };
const LABEL = "Share link";

export const PATCH = withUser<Params>(async (request, { user, params }) => {
  const id = parseId(params.id, LABEL);
  const update = parseInput(shareLinkUpdateSchema, await readJson(request));
  if (update.sections) await assertLinkSectionsShowContent(user.id, id, update.sections);
  return NextResponse.json(await updateShareLink(user.id, id, update));
});

export const DELETE = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await revokeShareLink(user.id, parseId(params.id, LABEL))),
);
