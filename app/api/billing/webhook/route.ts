import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { stripeClient } from "@/lib/server/billing/client";
import { processStripeEvent } from "@/lib/server/billing/webhook";
import { ApiError, withErrors } from "@/lib/server/http";
import { readBodyBytes } from "@/lib/server/read-body";

export const dynamic = "force-dynamic";

/** Stripe's events are well under this; the signature covers the exact bytes, so the body is read raw. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's webhook endpoint: the Stripe-Signature header must sign the raw body with STRIPE_WEBHOOK_SECRET (400 and
 * nothing changed otherwise). Each event id counts once. 404 when card billing is not configured.
 */
export const POST = withErrors(async (request) => {
  const stripe = stripeClient();
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new ApiError("bad_request", "The Stripe-Signature header is missing");
  const body = Buffer.from(await readBodyBytes(request, { maxBytes: WEBHOOK_BODY_LIMIT }));
  let event;
  try {
    event = stripe.webhooks.constructEvent(body, signature, env().STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new ApiError("bad_request", "The Stripe signature does not match this event");
  }
  const outcome = await processStripeEvent(event);
  return NextResponse.json({ received: true, outcome });
});
