// POST /api/talent/requests/{rid}/accept { contactEmail? }: the rep accepts; the recruiter who wrote gets the
// address the rep chose (their account's by default), and the rep the recruiter's. 409 when already answered.
import { talentRoutes } from "@/lib/api/routes/talent";
import { parseId, userRoute } from "@/lib/server/http";
import { acceptRequest } from "@/lib/server/talent/requests";

export const POST = userRoute(
  talentRoutes["POST /api/talent/requests/[rid]/accept"],
  async (_request, { user, params, input }) => acceptRequest(user.id, parseId(params.rid, "Request"), input),
);
