// GET /api/orgs/{id}/talent/{profileId}: one listed rep's card (recorded as a view for the rep and in the audit
// trail). 404 when the rep is not listed or does not let this organisation see them.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { orgRoute } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { talentCard } from "@/lib/server/talent/search";

export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/talent/[profileId]"],
  async (_request, { org, params }) => talentCard(org, params.profileId),
  TALENT_ACCESS,
);
