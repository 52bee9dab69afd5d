import { NextResponse } from "next/server";
import { removeMember, updateMember } from "@/lib/server/data/orgs/orgs";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { memberUpdateSchema } from "@/lib/validators/org";

type Params = { id: string; userId: string };

/** `{ role, managerId, segment }` (owners and admins) or `{ showBranding }` (the member themselves). */
export const PUT = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const targetId = parseId(params.userId, "Member");
  const input = parseInput(memberUpdateSchema, await readJson(request));
  return NextResponse.json(await updateMember(user.id, orgId, targetId, input));
});

/** Removes a member (owners and admins) or leaves (your own id). The member's book stays theirs. */
export const DELETE = withUser<Params>(async (_request, { user, params }) => {
  await removeMember(user.id, parseId(params.id, "Organisation"), parseId(params.userId, "Member"));
  return NextResponse.json({ success: true });
});
