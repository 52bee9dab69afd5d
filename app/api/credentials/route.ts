// GET /api/credentials: the signed-in rep's credentials (one per verified item; revoked ones marked), newest first.
import { sharingRoutes } from "@/lib/api/routes/sharing";
import { listCredentials } from "@/lib/server/credentials";
import { userRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = userRoute(sharingRoutes["GET /api/credentials"], async (_request, { user }) => ({
  credentials: await listCredentials(user.id),
}));
