import { NextResponse } from "next/server";
import { getOrg, updateOrg } from "@/lib/server/data/orgs/orgs";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { updateOrgSchema } from "@/lib/validators/org";

type Params = { id: string };

/** One organisation of the caller's (404 for anyone who is not a member). */
export const GET = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await getOrg(user.id, parseId(params.id, "Organisation"))),
);

/** Name and branding (`logoUrl`, https only; `brandColor`, #RRGGBB): owners and admins. */
export const PATCH = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const input = parseInput(updateOrgSchema, await readJson(request));
  return NextResponse.json(await updateOrg(user.id, orgId, input));
});
