// GET /api/orgs/{id}/talent?q=&segment=&minAttainment=&location=&cursor= (talentSearchSchema): listed reps this
// organisation may see, { results: [card], nextCursor }. Owner, admins and recruiters (403 other roles) of an
// Enterprise organisation (402).
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { orgRoute } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { searchTalent } from "@/lib/server/talent/search";

export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/talent"],
  async (_request, { org, input }) => searchTalent(org, input),
  TALENT_ACCESS,
);
