import "server-only";
// Starting a card subscription and managing it: a Stripe Checkout Session for Pro Seller (one Stripe customer per
// account, a free trial on the first subscription only and once per mailbox) and a billing portal session for an
// account that has one.
import { and, eq, isNull } from "drizzle-orm";
import { env } from "@/lib/env";
import type { CheckoutInput } from "@/lib/validators/billing";
import { getDb } from "../db/client";
import { billingAccounts } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { accountWithBilling, hasLiveSubscription } from "../data/billing";
import { consumeAllowance } from "../data/usage";
import { stripeCall, stripeClient } from "./client";
import { trialOffered } from "./trials";

export const TRIAL_DAYS = 14;

/** The account's Stripe customer, created once: an idempotency key makes concurrent first checkouts share it. */
async function customerFor(user: { id: number; email: string; fullName: string }): Promise<string> {
  const db = await getDb();
  const [account] = await db
    .select({ customerId: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, user.id));
  if (account?.customerId) return account.customerId;
  const customer = await stripeCall(() =>
    stripeClient().customers.create(
      { email: user.email, name: user.fullName, metadata: { userId: String(user.id) } },
      { idempotencyKey: `quotaproof-customer-${user.id}` },
    ),
  );
  await db.insert(billingAccounts).values({ userId: user.id }).onConflictDoNothing({ target: billingAccounts.userId });
  await db
    .update(billingAccounts)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(billingAccounts.userId, user.id), isNull(billingAccounts.stripeCustomerId)));
  // A concurrent first checkout may have stored its customer first: the stored one is the account's.
  const [stored] = await db
    .select({ customerId: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, user.id));
  return stored?.customerId ?? customer.id;
}

/** A Checkout Session for Pro Seller at the chosen interval; answers its URL. */
export async function createCheckoutSession(userId: number, input: CheckoutInput): Promise<{ url: string }> {
  const stripe = stripeClient();
  const config = env();
  const db = await getDb();
  const row = await accountWithBilling(userId, db);
  if (!row) throw notFound("User");
  if (row.tier === "enterprise") {
    throw new ApiError("conflict", "Your account is on the Enterprise plan: your organisation manages its billing");
  }
  if (await hasLiveSubscription(userId, db)) {
    throw new ApiError(
      "conflict",
      "You already have a Pro Seller subscription. Change or cancel it in the billing portal.",
    );
  }
  await consumeAllowance(db, userId, "billing_session");
  const customer = await customerFor(row);
  const price = input.interval === "year" ? config.STRIPE_PRICE_PRO_YEARLY! : config.STRIPE_PRICE_PRO_MONTHLY!;
  const back = new URL("/billing", config.APP_URL).toString();
  const offered = await trialOffered(db, { email: row.email, trialUsed: row.account?.trialUsed ?? false });
  const trial = offered ? { trial_period_days: TRIAL_DAYS } : {};
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: String(userId),
      line_items: [{ price, quantity: 1 }],
      // A card even for a trial: its fingerprint is what keeps the trial to one per card.
      payment_method_collection: "always",
      subscription_data: { ...trial, metadata: { userId: String(userId) } },
      metadata: { userId: String(userId) },
      success_url: `${back}?checkout=success`,
      cancel_url: `${back}?checkout=canceled`,
    }),
  );
  if (!session.url) throw new ApiError("billing_error", "Stripe did not answer a checkout page. Please try again.");
  return { url: session.url };
}

/** A billing portal session (plan, card, cancellation, invoices) for an account with a Stripe customer. */
export async function createPortalSession(userId: number): Promise<{ url: string }> {
  const stripe = stripeClient();
  const db = await getDb();
  const [account] = await db
    .select({ customerId: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  if (!account?.customerId) {
    throw new ApiError("conflict", "You have no card subscription yet. Start one with Upgrade to Pro Seller.");
  }
  await consumeAllowance(db, userId, "billing_session");
  const session = await stripeCall(() =>
    stripe.billingPortal.sessions.create({
      customer: account.customerId!,
      return_url: new URL("/billing", env().APP_URL).toString(),
    }),
  );
  return { url: session.url };
}
