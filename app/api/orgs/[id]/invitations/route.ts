import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import {
  INVITATIONS_READ_ACCESS,
  INVITE_ACCESS,
  inviteMember,
  listInvitations,
} from "@/lib/server/data/orgs/invitations";
import { orgRoute } from "@/lib/server/http";

/** The open invitations: owners and admins. */
export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/invitations"],
  async (_request, { org }) => listInvitations(org),
  INVITATIONS_READ_ACCESS,
);

/**
 * Invites `{ email, role }` (invitationSchema): the address gets a single-use /join/<token> link valid 14 days.
 * Owners and admins.
 */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/invitations"],
  async (_request, { org, input }) => NextResponse.json(await inviteMember(org, input), { status: 201 }),
  INVITE_ACCESS,
);
