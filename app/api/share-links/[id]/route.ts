// PATCH /api/share-links/{id} ({ allowIndexing }) and DELETE (revoke) on one of the owner's links; another
// user's link is 404.
import { NextResponse } from "next/server";
import { revokeShareLink, updateShareLink } from "@/lib/server/data/share-links";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { shareLinkUpdateSchema } from "@/lib/validators/share-link";

type Params = { id: string };
const LABEL = "Share link";

export const PATCH = withUser<Params>(async (request, { user, params }) => {
  const id = parseId(params.id, LABEL);
  return NextResponse.json(
    await updateShareLink(user.id, id, parseInput(shareLinkUpdateSchema, await readJson(request))),
  );
});

export const DELETE = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await revokeShareLink(user.id, parseId(params.id, LABEL))),
);
