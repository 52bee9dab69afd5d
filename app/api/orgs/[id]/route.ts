import { NextResponse } from "next/server";
import { getOrg, ORG_SETTINGS_ACCESS, updateOrg } from "@/lib/server/data/orgs/orgs";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { updateOrgSchema } from "@/lib/validators/org";

/** One organisation of the caller's (404 for anyone who is not a member). */
export const GET = withOrg(async (_request, { user, org }) => NextResponse.json(await getOrg(user.id, org.org.id)));

/** Name and branding (`logoUrl`, https only; `brandColor`, #RRGGBB): owners and admins. */
export const PATCH = withOrg(async (request, { org }) => {
  const input = parseInput(updateOrgSchema, await readJson(request));
  return NextResponse.json(await updateOrg(org, input));
}, ORG_SETTINGS_ACCESS);
