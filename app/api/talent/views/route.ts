// GET /api/talent/views: who looked at the rep's listing: each card opened and each contact (organisation, kind, at).
import { talentRoutes } from "@/lib/api/routes/talent";
import { userRoute } from "@/lib/server/http";
import { listViews } from "@/lib/server/talent/requests";

export const GET = userRoute(talentRoutes["GET /api/talent/views"], async (_request, { user }) => listViews(user.id));
