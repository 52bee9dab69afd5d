// GET /api/talent/profile: the rep's listing, the consent notice and a preview of exactly what recruiters see.
// PUT: the listing (`listed: true` needs `consent: true` when turning it on; `listed: false` removes the rep from
// every search at once). 422 with fields for words that would identify the rep.
import { talentRoutes } from "@/lib/api/routes/talent";
import { userRoute } from "@/lib/server/http";
import { getTalentProfile, updateTalentProfile } from "@/lib/server/talent/profile";

export const GET = userRoute(talentRoutes["GET /api/talent/profile"], async (_request, { user }) =>
  getTalentProfile(user.id),
);

export const PUT = userRoute(talentRoutes["PUT /api/talent/profile"], async (_request, { user, input }) =>
  updateTalentProfile(user.id, input),
);
