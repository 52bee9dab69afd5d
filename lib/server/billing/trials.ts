import "server-only";
// The free trial is once per mailbox and per card, whichever account asks. A checkout offers no trial to an account
// whose mailbox (lower case, no +tag, Gmail's dots and googlemail.com folded) already had one. A card is known only
// once Stripe took it, so when a checkout completes on a trial the subscription's card is read back from Stripe, and a
// mailbox or card that already had a trial (on another subscription) ends the new trial at once.
import { createHash } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import Stripe from "stripe";
import { normalizedMailbox } from "@/lib/email-address";
import type { Db, Tx } from "../db/client";
import { billingTrials, users } from "../db/schema";
import { stripeCall, stripeClient } from "./client";

type TrialKey = { kind: "mailbox" | "card"; keyHash: string };

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

const mailboxKey = (email: string): TrialKey => ({ kind: "mailbox", keyHash: sha256(normalizedMailbox(email)) });

/** Whether a checkout of this account offers the free trial: not after the account's own, nor its mailbox's. */
export async function trialOffered(db: Db | Tx, account: { email: string; trialUsed: boolean }): Promise<boolean> {
  if (account.trialUsed) return false;
  const key = mailboxKey(account.email);
  const [taken] = await db
    .select({ kind: billingTrials.kind })
    .from(billingTrials)
    .where(and(eq(billingTrials.kind, key.kind), eq(billingTrials.keyHash, key.keyHash)));
  return !taken;
}

/**
 * Records the trial of `subscriptionId` under its mailbox and card. Answers true when either already had a trial of
 * another subscription: a repeat. Two checkouts completing at once are decided by the primary key.
 */
export async function claimTrial(
  db: Db | Tx,
  claim: { userId: number; subscriptionId: string; email: string; cardFingerprint: string | null },
): Promise<boolean> {
  const keys: TrialKey[] = [mailboxKey(claim.email)];
  if (claim.cardFingerprint) keys.push({ kind: "card", keyHash: sha256(claim.cardFingerprint) });
  await db
    .insert(billingTrials)
    .values(keys.map((key) => ({ ...key, stripeSubscriptionId: claim.subscriptionId, userId: claim.userId })))
    .onConflictDoNothing();
  const holders = await db
    .select({ subscriptionId: billingTrials.stripeSubscriptionId })
    .from(billingTrials)
    .where(or(...keys.map((key) => and(eq(billingTrials.kind, key.kind), eq(billingTrials.keyHash, key.keyHash)))));
  return holders.some((holder) => holder.subscriptionId !== claim.subscriptionId);
}

/** The subscription with its default PaymentMethod expanded, or null when Stripe no longer has it. */
async function subscriptionWithCard(id: string): Promise<Stripe.Subscription | null> {
  return stripeCall(async () => {
    try {
      return await stripeClient().subscriptions.retrieve(id, { expand: ["default_payment_method"] });
    } catch (error) {
      // A subscription deleted since has no trial left to end.
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    }
  });
}

function cardFingerprint(subscription: Stripe.Subscription): string | null {
  const method = subscription.default_payment_method;
  return method && typeof method === "object" ? (method.card?.fingerprint ?? null) : null;
}

/**
 * A checkout completed: when its subscription is on a trial, records the trial under the account's mailbox and the
 * card Stripe took, and ends the trial now (`trial_end: "now"`, Stripe bills at once) when either had one before.
 * Stripe's failures propagate (502), so the webhook answers an error and Stripe delivers the event again.
 */
export async function enforceTrialOnce(db: Db, userId: number, subscriptionId: string): Promise<"kept" | "ended"> {
  const subscription = await subscriptionWithCard(subscriptionId);
  if (!subscription || subscription.status !== "trialing") return "kept";
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return "kept";
  const repeat = await claimTrial(db, {
    userId,
    subscriptionId,
    email: user.email,
    cardFingerprint: cardFingerprint(subscription),
  });
  if (!repeat) return "kept";
  await stripeCall(() =>
    stripeClient().subscriptions.update(
      subscriptionId,
      { trial_end: "now" },
      { idempotencyKey: `quotaproof-end-trial-${subscriptionId}` },
    ),
  );
  return "ended";
}
