import { NextResponse } from "next/server";
import { withdrawInvitation } from "@/lib/server/data/orgs/invitations";
import { parseId, withUser } from "@/lib/server/http";

/** Withdraws an open invitation: owners and admins. Its link then answers 410; 404 for one not open. */
export const DELETE = withUser<{ id: string; invitationId: string }>(async (_request, { user, params }) => {
  await withdrawInvitation(user.id, parseId(params.id, "Organisation"), parseId(params.invitationId, "Invitation"));
  return NextResponse.json({ success: true });
});
