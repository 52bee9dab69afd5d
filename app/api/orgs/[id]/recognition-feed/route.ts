import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import { RECOGNITION_SOCIAL_ACCESS } from "@/lib/server/data/orgs/kudos";
import { recognitionFeed } from "@/lib/server/data/orgs/recognition-feed";
import { orgRoute } from "@/lib/server/http";

/** `?cursor=&limit=`: one page of awards, contest results and kudos, newest first, for any member. */
export const GET = orgRoute(
  recognitionSocialRoutes["GET /api/orgs/[id]/recognition-feed"],
  async (_request, { org, input }) => recognitionFeed(org, input),
  RECOGNITION_SOCIAL_ACCESS,
);
