// Stripe webhook events as Stripe sends them, signed for the billing server's webhook secret, and the account's
// billing as GET /api/billing answers it.
import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { expect, type RegisteredUser } from "./helpers";

const stripe = new Stripe("sk_test_unused");
export const DAY = 86_400;
export const NOW = Math.floor(Date.now() / 1000);

export type Billing = {
  tier: string;
  status: string;
  interval: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
};

let counter = 0;
const eventId = () => `evt_test_${Date.now().toString(36)}_${process.pid}_${++counter}`;

export function event(type: string, object: Record<string, unknown>, created = NOW) {
  return { id: eventId(), object: "event", type, created, livemode: false, data: { object } };
}

/** Posts the event to the webhook, signed with `secret` by the SDK's test-header helper as Stripe signs. */
export async function deliverEvent(api: APIRequestContext, body: object, secret: string) {
  const payload = JSON.stringify(body);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api.post("/api/billing/webhook", {
    data: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

export async function billing(user: RegisteredUser): Promise<Billing> {
  const response = await user.api.get("/api/billing");
  expect(response.status()).toBe(200);
  return (await response.json()) as Billing;
}

/** A subscription object as Stripe sends it (the period on its item, as current API versions do). */
export function subscription(
  user: RegisteredUser,
  ids: { customer: string; subscription: string },
  fields: {
    status: string;
    interval?: "month" | "year";
    periodEnd: number;
    created?: number;
    cancelAtPeriodEnd?: boolean;
    trialEnd?: number | null;
  },
) {
  const interval = fields.interval ?? "month";
  return {
    id: ids.subscription,
    object: "subscription",
    customer: ids.customer,
    status: fields.status,
    created: fields.created ?? NOW - 40 * DAY,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    trial_end: fields.trialEnd ?? null,
    metadata: { userId: String(user.id) },
    items: {
      object: "list",
      data: [
        {
          id: `si_${ids.subscription}`,
          current_period_start: fields.periodEnd - (interval === "year" ? 365 : 30) * DAY,
          current_period_end: fields.periodEnd,
          price: { id: `price_test_pro_${interval}ly`, recurring: { interval } },
        },
      ],
    },
  };
}

export function ids(user: RegisteredUser) {
  return { customer: `cus_test_${user.id}`, subscription: `sub_test_${user.id}` };
}

/** The checkout.session.completed event of a subscription Checkout (a trial starts without a payment). */
export function checkoutCompleted(
  user: RegisteredUser,
  ids: { customer: string; subscription: string },
  paymentStatus: "paid" | "no_payment_required" = "no_payment_required",
) {
  return event("checkout.session.completed", {
    id: `cs_test_${ids.subscription}`,
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: String(user.id),
    customer: ids.customer,
    subscription: ids.subscription,
    payment_status: paymentStatus,
    created: NOW - 60,
  });
}
