import { adminRoutes } from "@/lib/api/routes/admin";
import { decideUpgradeRequest } from "@/lib/server/data/upgrade-requests";
import { clientIp, parseId, userRoute } from "@/lib/server/http";

/** `{ decision: "approve" | "decline" }` on an open request; approving sets the rep's plan. Admins only (403 otherwise). */
export const POST = userRoute(
  adminRoutes["POST /api/admin/upgrade-requests/[id]"],
  async (request, { user, params, input }) =>
    decideUpgradeRequest(user, parseId(params.id, "Upgrade request"), input, {
      ip: clientIp(request),
      userAgent: request.headers.get("user-agent"),
    }),
  { role: "admin" },
);
