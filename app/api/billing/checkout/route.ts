import { NextResponse } from "next/server";
import { createCheckoutSession } from "@/lib/server/billing/checkout";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { checkoutSchema } from "@/lib/validators/billing";

export const dynamic = "force-dynamic";

/**
 * `{ interval: "month" | "year" }` -> `{ url }` of a Stripe Checkout page for Pro Seller (a 14-day trial on the
 * account's first subscription). 409 when the account already has a live subscription; 404 without card billing.
 */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(checkoutSchema, await readJson(request));
  return NextResponse.json(await createCheckoutSession(user.id, input));
});
