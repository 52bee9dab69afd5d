import { NextResponse } from "next/server";
import { acceptInvitation } from "@/lib/server/data/orgs/invitations";
import { withUser } from "@/lib/server/http";

/** The signed-in invitee joins: only the account with the invited e-mail (403 for anyone else). */
export const POST = withUser<{ token: string }>(async (_request, { user, params }) =>
  NextResponse.json(await acceptInvitation(user, params.token)),
);
