import { billingRoutes } from "@/lib/api/routes/billing";
import { getBillingSummary } from "@/lib/server/data/billing";
import { userRoute } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The caller's plan and card subscription: `{ enabled, tier, status, interval, currentPeriodEnd, ... }`. */
export const GET = userRoute(billingRoutes["GET /api/billing"], async (_request, { user }) =>
  getBillingSummary(user.id),
);
