import { orgsRoutes } from "@/lib/api/routes/orgs";
import { teamLeadsTo } from "@/lib/server/data/orgs/access";
import { revokeAward } from "@/lib/server/data/orgs/awards";
import { orgRoute, parseId, SUCCESS } from "@/lib/server/http";

/** Revokes the award: it stays in the member's book without the organisation's badge. */
export const DELETE = orgRoute(
  orgsRoutes["DELETE /api/orgs/[id]/awards/[awardId]"],
  async (_request, { org, params }) => {
    await revokeAward(org, parseId(params.awardId, "Award"));
    return SUCCESS;
  },
  teamLeadsTo("revoke awards"),
);
