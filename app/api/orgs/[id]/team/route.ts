import { orgsRoutes } from "@/lib/api/routes/orgs";
import { TEAM_FIGURES_ACCESS } from "@/lib/server/data/orgs/access";
import { teamPage } from "@/lib/server/data/orgs/team";
import { orgRoute } from "@/lib/server/http";

/**
 * One page of a manager's reports (owners and admins: everyone) with their figures, the next page's cursor and the
 * totals over every page (teamQuerySchema); sellers and recruiters 403.
 */
export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/team"],
  async (_request, { org, input }) => teamPage(org, input),
  TEAM_FIGURES_ACCESS,
);
