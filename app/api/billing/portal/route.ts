import { NextResponse } from "next/server";
import { createPortalSession } from "@/lib/server/billing/checkout";
import { withUser } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** `{ url }` of Stripe's billing portal for the caller (plan, card, cancellation, invoices); 409 without a customer. */
export const POST = withUser(async (_request, { user }) => NextResponse.json(await createPortalSession(user.id)));
