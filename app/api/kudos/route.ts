import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import { listReceivedKudos } from "@/lib/server/data/orgs/kudos";
import { userRoute } from "@/lib/server/http";

/** The kudos the signed-in user received, newest first, each with whether it shows on their book. */
export const GET = userRoute(recognitionSocialRoutes["GET /api/kudos"], async (_request, { user }) =>
  listReceivedKudos(user.id),
);
