// POST /api/talent/requests/{rid}/decline: the rep declines; the recruiter learns nothing more. 409 when answered.
import { talentRoutes } from "@/lib/api/routes/talent";
import { parseId, userRoute } from "@/lib/server/http";
import { declineRequest } from "@/lib/server/talent/requests";

export const POST = userRoute(
  talentRoutes["POST /api/talent/requests/[rid]/decline"],
  async (_request, { user, params }) => declineRequest(user.id, parseId(params.rid, "Request")),
);
