import { orgsRoutes } from "@/lib/api/routes/orgs";
import { WITHDRAW_ACCESS, withdrawInvitation } from "@/lib/server/data/orgs/invitations";
import { orgRoute, parseId, SUCCESS } from "@/lib/server/http";

/** Withdraws an open invitation: owners and admins. Its link then answers 410; 404 for one not open. */
export const DELETE = orgRoute(
  orgsRoutes["DELETE /api/orgs/[id]/invitations/[invitationId]"],
  async (_request, { org, params }) => {
    await withdrawInvitation(org, parseId(params.invitationId, "Invitation"));
    return SUCCESS;
  },
  WITHDRAW_ACCESS,
);
