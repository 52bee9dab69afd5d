import { orgsRoutes } from "@/lib/api/routes/orgs";
import { removeMember, updateMember } from "@/lib/server/data/orgs/orgs";
import { orgRoute, parseId, SUCCESS } from "@/lib/server/http";

/**
 * `{ role, managerId, segment }` (owners and admins) or `{ showBranding }` (the member themselves), memberUpdateSchema:
 * who may change what depends on the member changed, so the data function checks it.
 */
export const PUT = orgRoute(
  orgsRoutes["PUT /api/orgs/[id]/members/[userId]"],
  async (_request, { org, params, input }) => updateMember(org, parseId(params.userId, "Member"), input),
);

/** Removes a member (owners and admins) or leaves (your own id). The member's book stays theirs. */
export const DELETE = orgRoute(
  orgsRoutes["DELETE /api/orgs/[id]/members/[userId]"],
  async (_request, { org, params }) => {
    await removeMember(org, parseId(params.userId, "Member"));
    return SUCCESS;
  },
);
