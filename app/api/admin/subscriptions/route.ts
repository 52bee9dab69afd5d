import { NextResponse } from "next/server";
import { writeAudit } from "@/lib/server/data/audit";
import { setSubscriptionTier } from "@/lib/server/data/users";
import { getDb } from "@/lib/server/db/client";
import { notFound, parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { subscriptionChangeSchema } from "@/lib/validators/subscription";

/** Sets a user's plan by e-mail. Admins only (403 otherwise). */
export const POST = withUser(
  async (request, { user }) => {
    const input = parseInput(subscriptionChangeSchema, await readJson(request));
    const changed = await setSubscriptionTier(input.email, input.tier);
    if (!changed) throw notFound("User");
    await writeAudit(
      await getDb(),
      {
        userId: changed.id,
        entityType: "user",
        entityId: changed.id,
        action: "plan_changed",
        details: { tier: input.tier },
      },
      requestMeta(request, user.email),
    );
    return NextResponse.json({ id: changed.id, email: changed.email, subscriptionTier: changed.subscriptionTier });
  },
  { role: "admin" },
);
