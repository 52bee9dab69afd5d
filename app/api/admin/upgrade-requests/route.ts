import { adminRoutes } from "@/lib/api/routes/admin";
import { listOpenUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { userRoute } from "@/lib/server/http";

/** The open upgrade requests of every rep, oldest first. Admins only (403 otherwise). */
export const GET = userRoute(
  adminRoutes["GET /api/admin/upgrade-requests"],
  async (_request, { user }) => listOpenUpgradeRequests(user),
  { role: "admin" },
);
