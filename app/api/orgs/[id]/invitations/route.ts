import { NextResponse } from "next/server";
import { inviteMember, listInvitations } from "@/lib/server/data/orgs/invitations";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { invitationSchema } from "@/lib/validators/org";

type Params = { id: string };

/** The open invitations: owners and admins. */
export const GET = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await listInvitations(user.id, parseId(params.id, "Organisation"))),
);

/** Invites `{ email, role }`: the address gets a single-use /join/<token> link valid 14 days. Owners and admins. */
export const POST = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const input = parseInput(invitationSchema, await readJson(request));
  return NextResponse.json(await inviteMember(user, orgId, input), { status: 201 });
});
