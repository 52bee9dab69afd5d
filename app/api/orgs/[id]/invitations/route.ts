import { NextResponse } from "next/server";
import {
  INVITATIONS_READ_ACCESS,
  INVITE_ACCESS,
  inviteMember,
  listInvitations,
} from "@/lib/server/data/orgs/invitations";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { invitationSchema } from "@/lib/validators/org";

/** The open invitations: owners and admins. */
export const GET = withOrg(
  async (_request, { org }) => NextResponse.json(await listInvitations(org)),
  INVITATIONS_READ_ACCESS,
);

/** Invites `{ email, role }`: the address gets a single-use /join/<token> link valid 14 days. Owners and admins. */
export const POST = withOrg(async (request, { user, org }) => {
  const input = parseInput(invitationSchema, await readJson(request));
  return NextResponse.json(await inviteMember(org, user, input), { status: 201 });
}, INVITE_ACCESS);
