import { NextResponse } from "next/server";
import { WITHDRAW_ACCESS, withdrawInvitation } from "@/lib/server/data/orgs/invitations";
import { parseId, withOrg } from "@/lib/server/http";

/** Withdraws an open invitation: owners and admins. Its link then answers 410; 404 for one not open. */
export const DELETE = withOrg<{ id: string; invitationId: string }>(async (_request, { org, params }) => {
  await withdrawInvitation(org, parseId(params.invitationId, "Invitation"));
  return NextResponse.json({ success: true });
}, WITHDRAW_ACCESS);
