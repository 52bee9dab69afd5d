// GET /api/orgs/{id}/talent/requests: the organisation's requests to reps; the rep's name and chosen address only
// for the recruiter who wrote, once the rep accepted.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { orgRoute } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { listOrgRequests } from "@/lib/server/talent/requests";

export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/talent/requests"],
  async (_request, { org }) => listOrgRequests(org),
  TALENT_ACCESS,
);
