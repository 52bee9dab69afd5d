// GET /api/talent/requests: recruiters' requests to the rep, newest first; the recruiter's address once accepted.
import { talentRoutes } from "@/lib/api/routes/talent";
import { userRoute } from "@/lib/server/http";
import { listRepRequests } from "@/lib/server/talent/requests";

export const GET = userRoute(talentRoutes["GET /api/talent/requests"], async (_request, { user }) =>
  listRepRequests(user.id),
);
