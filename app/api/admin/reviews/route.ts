import { adminRoutes } from "@/lib/api/routes/admin";
import { listPendingReviews } from "@/lib/server/data/reviews";
import { userRoute } from "@/lib/server/http";

/** The review queue: pending proofs of every rep. Admins only (403 otherwise). */
export const GET = userRoute(
  adminRoutes["GET /api/admin/reviews"],
  async (_request, { user }) => listPendingReviews(user),
  {
    role: "admin",
  },
);
