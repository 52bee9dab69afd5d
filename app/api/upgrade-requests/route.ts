import { NextResponse } from "next/server";
import { billingRoutes } from "@/lib/api/routes/billing";
import { listUpgradeRequests, requestUpgrade } from "@/lib/server/data/upgrade-requests";
import { requestMeta, userRoute } from "@/lib/server/http";

/** The caller's upgrade requests, newest first. */
export const GET = userRoute(billingRoutes["GET /api/upgrade-requests"], async (_request, { user }) =>
  listUpgradeRequests(user.id),
);

/** Asks for Pro Seller: 201 with a new request, 200 when it updates the caller's open one, 409 when already on a paid plan. */
export const POST = userRoute(billingRoutes["POST /api/upgrade-requests"], async (request, { user, input }) => {
  const { request: saved, created } = await requestUpgrade(user.id, input, requestMeta(request, user.email));
  return NextResponse.json(saved, { status: created ? 201 : 200 });
});
