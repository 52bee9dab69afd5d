import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import { setKudosOnBook } from "@/lib/server/data/orgs/kudos";
import { parseId, userRoute } from "@/lib/server/http";

/** `{ onBook }`: the recipient shows the kudos on their book (a peer endorsement, not verified), or not. */
export const PATCH = userRoute(
  recognitionSocialRoutes["PATCH /api/kudos/[kudosId]"],
  async (_request, { user, params, input }) => setKudosOnBook(user.id, parseId(params.kudosId, "Kudos"), input.onBook),
);
