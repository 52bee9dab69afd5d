// GET /api/share-links: the signed-in owner's links, newest first (revoked ones too, marked by revokedAt).
import { sharingRoutes } from "@/lib/api/routes/sharing";
import { listShareLinks } from "@/lib/server/data/share-links";
import { userRoute } from "@/lib/server/http";

export const GET = userRoute(sharingRoutes["GET /api/share-links"], async (_request, { user }) =>
  listShareLinks(user.id),
);
