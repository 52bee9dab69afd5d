import { NextResponse } from "next/server";
import { removeMember, updateMember } from "@/lib/server/data/orgs/orgs";
import { parseId, parseInput, readJson, withOrg } from "@/lib/server/http";
import { memberUpdateSchema } from "@/lib/validators/org";

type Params = { id: string; userId: string };

/**
 * `{ role, managerId, segment }` (owners and admins) or `{ showBranding }` (the member themselves): who may change
 * what depends on the member changed, so the data function checks it.
 */
export const PUT = withOrg<Params>(async (request, { org, params }) => {
  const targetId = parseId(params.userId, "Member");
  const input = parseInput(memberUpdateSchema, await readJson(request));
  return NextResponse.json(await updateMember(org, targetId, input));
});

/** Removes a member (owners and admins) or leaves (your own id). The member's book stays theirs. */
export const DELETE = withOrg<Params>(async (_request, { org, params }) => {
  await removeMember(org, parseId(params.userId, "Member"));
  return NextResponse.json({ success: true });
});
