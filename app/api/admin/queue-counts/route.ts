import { adminRoutes } from "@/lib/api/routes/admin";
import { adminQueueCounts } from "@/lib/server/data/admin-digest";
import { userRoute } from "@/lib/server/http";

/** `{ reviews, upgrades }`: how many proofs and upgrade requests wait. Admins only (403 otherwise). */
export const GET = userRoute(adminRoutes["GET /api/admin/queue-counts"], async (_request, { user }) =>
  adminQueueCounts(user),
);
