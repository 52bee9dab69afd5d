import { NextResponse } from "next/server";
import { writeAudit } from "@/lib/server/data/audit";
import { hasLiveSubscription } from "@/lib/server/data/billing";
import { setSubscriptionTier } from "@/lib/server/data/users";
import { getDb } from "@/lib/server/db/client";
import { ApiError, clientIp, withUser } from "@/lib/server/http";

/**
 * The rep moves back to Starter (a plan given by an operator; a card subscription ends in Stripe's billing portal). Nothing is
 * deleted: items past Starter's caps stay, read-only; shared pages show the Starter watermark. 409 on Starter.
 */
export const POST = withUser(async (request, { user }) => {
  if (user.subscriptionTier === "starter") throw new ApiError("conflict", "You are already on the Starter plan");
  const db = await getDb();
  if (await hasLiveSubscription(user.id, db)) {
    throw new ApiError(
      "conflict",
      "Your Pro Seller subscription is billed to your card: cancel it in the billing portal",
    );
  }
  const changed = await db.transaction(async (tx) => {
    const updated = await setSubscriptionTier(user.email, "starter", tx);
    await writeAudit(
      tx,
      {
        userId: user.id,
        entityType: "subscription",
        entityId: user.id,
        action: "downgraded",
        details: { from: user.subscriptionTier, to: "starter" },
      },
      { actor: user.email, ip: clientIp(request), userAgent: request.headers.get("user-agent") },
    );
    return updated;
  });
  return NextResponse.json(changed);
});
