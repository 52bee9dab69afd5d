import "server-only";
// Applies one verified Stripe event: counted once by its id, ordered against the stored state, and turned into the
// plan the app reads (users.subscription_tier and its status, billing period and expiry), all in one transaction. A
// completed checkout on a trial is first checked against the trials already given (./trials.ts).
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { PlanTier } from "@/lib/plans";
import { getDb, type Db, type Tx } from "../db/client";
import { billingAccounts, billingEvents, users } from "../db/schema";
import { isStale, stateFromEvent, type IncomingState } from "./state";
import { enforceTrialOnce } from "./trials";

export type WebhookOutcome = "applied" | "stale" | "ignored" | "duplicate";

type StripeEventLike = { id: string; type: string; created: number; data: { object: unknown } };

/** How long a subscription whose payment failed keeps Pro before the account is on Starter (read-only past its caps). */
export const PAST_DUE_GRACE_MS = 7 * 24 * 3_600_000;

/** Statuses in which the subscription still gives Pro (past_due: during the grace period). */
const PRO_STATUSES = new Set(["trialing", "active", "past_due", "unpaid"]);
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

/**
 * Whether a subscription in this state still gives Pro now: a paying or trialing one does, a failed payment for the
 * grace period, and an ended one until the end of the period already paid for.
 */
function keepsPro(
  status: string,
  state: { pastDueSince: Date | null; currentPeriodEnd: Date | null },
  now = Date.now(),
): boolean {
  if (ENDED_STATUSES.has(status)) return (state.currentPeriodEnd?.getTime() ?? 0) > now;
  if (!PRO_STATUSES.has(status)) return false;
  return state.pastDueSince === null || state.pastDueSince.getTime() + PAST_DUE_GRACE_MS > now;
}

async function findAccountUser(tx: Db | Tx, state: IncomingState): Promise<number | null> {
  // A known customer decides the account; otherwise the account the event names, if it exists.
  if (state.customerId) {
    const [byCustomer] = await tx
      .select({ userId: billingAccounts.userId })
      .from(billingAccounts)
      .where(eq(billingAccounts.stripeCustomerId, state.customerId));
    if (byCustomer) return byCustomer.userId;
  }
  if (state.userIdHint) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, state.userIdHint));
    if (user) return user.id;
  }
  return null;
}

async function lockAccount(tx: Tx, userId: number) {
  await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing({ target: billingAccounts.userId });
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).for("update");
  return account!;
}

/** The status the app shows for Stripe's status (the app knows trialing, active, past_due and canceled). */
function appStatus(status: string): "trialing" | "active" | "past_due" | "canceled" {
  if (status === "trialing" || status === "active") return status;
  if (status === "past_due" || status === "unpaid") return "past_due";
  return "canceled";
}

async function applyState(tx: Tx, userId: number, type: string, state: IncomingState): Promise<"applied" | "stale"> {
  const account = await lockAccount(tx, userId);
  const linkCustomer = !account.stripeCustomerId && state.customerId ? { stripeCustomerId: state.customerId } : {};
  const sameSubscription = account.stripeSubscriptionId && account.stripeSubscriptionId === state.subscriptionId;
  // Checkout only links the account: the subscription's own events carry its exact state.
  if ((type === "checkout.session.completed" && sameSubscription) || isStale(account, state)) {
    await tx
      .update(billingAccounts)
      .set({ ...linkCustomer, trialUsed: true, updatedAt: new Date() })
      .where(eq(billingAccounts.userId, userId));
    return "stale";
  }
  const previous = sameSubscription ? account : null;
  let status = state.status ?? previous?.status ?? null;
  // The $0 invoice of a trial is "paid" while the subscription is still trialing.
  if (type === "invoice.paid" && previous?.status === "trialing") {
    const trialEnd = previous.trialEnd?.getTime() ?? 0;
    if ((state.currentPeriodEnd?.getTime() ?? 0) <= trialEnd) status = "trialing";
  }
  const next = {
    ...linkCustomer,
    trialUsed: true,
    stripeSubscriptionId: state.subscriptionId ?? account.stripeSubscriptionId,
    status,
    interval: state.interval !== undefined ? state.interval : (previous?.interval ?? null),
    currentPeriodEnd:
      state.currentPeriodEnd !== undefined ? state.currentPeriodEnd : (previous?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? previous?.cancelAtPeriodEnd ?? false,
    trialEnd: state.trialEnd !== undefined ? state.trialEnd : (previous?.trialEnd ?? null),
    pastDueSince: status && appStatus(status) === "past_due" ? (previous?.pastDueSince ?? state.eventAt) : null,
    subscriptionCreatedAt: state.subscriptionCreatedAt ?? previous?.subscriptionCreatedAt ?? null,
    stateEventAt: state.eventAt,
    updatedAt: new Date(),
  };
  await tx.update(billingAccounts).set(next).where(eq(billingAccounts.userId, userId));
  if (status && (PRO_STATUSES.has(status) || ENDED_STATUSES.has(status))) {
    const [user] = await tx
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    // An Enterprise plan is the operator's: card billing never changes it.
    const tier: PlanTier | undefined =
      user?.tier === "enterprise" ? undefined : keepsPro(status, next) ? "pro" : "starter";
    await tx
      .update(users)
      .set({
        ...(tier ? { subscriptionTier: tier } : {}),
        subscriptionStatus: appStatus(status),
        ...(next.interval ? { isAnnualBilling: next.interval === "year" } : {}),
        subscriptionExpiry: next.currentPeriodEnd,
      })
      .where(eq(users.id, userId));
  }
  return "applied";
}

/**
 * A completed checkout whose trial repeats a mailbox's or card's ends that trial, before the event is recorded: if
 * Stripe cannot be reached, the webhook fails and Stripe's redelivery runs the check again. A redelivery of an event
 * already recorded checks nothing.
 */
async function checkCheckoutTrial(db: Db, event: StripeEventLike): Promise<void> {
  if (event.type !== "checkout.session.completed") return;
  const state = stateFromEvent(event);
  if (!state?.subscriptionId) return;
  const [seen] = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, event.id));
  if (seen) return;
  const userId = await findAccountUser(db, state);
  if (userId) await enforceTrialOnce(db, userId, state.subscriptionId);
}

/** Processes a verified event once: a redelivered event id answers "duplicate" and changes nothing. */
export async function processStripeEvent(event: StripeEventLike): Promise<WebhookOutcome> {
  const db = await getDb();
  await checkCheckoutTrial(db, event);
  return db.transaction(async (tx) => {
    const state = stateFromEvent(event);
    const eventCreatedAt = new Date(event.created * 1000);
    const [recorded] = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type.slice(0, 80), outcome: "ignored", eventCreatedAt })
      .onConflictDoNothing({ target: billingEvents.eventId })
      .returning({ eventId: billingEvents.eventId });
    if (!recorded) return "duplicate";
    if (!state) return "ignored";
    const userId = await findAccountUser(tx, state);
    if (!userId) return "ignored";
    const outcome = await applyState(tx, userId, event.type, state);
    await tx.update(billingEvents).set({ outcome, userId }).where(eq(billingEvents.eventId, event.id));
    return outcome;
  });
}

/**
 * Moves to Starter the accounts whose Pro has run out: a payment failing for longer than the grace period, or a
 * cancelled subscription past the end of its paid period (a background job: the webhook does the same when an event
 * arrives later). Returns how many accounts changed.
 */
export async function endLapsedSubscriptions(now = new Date()): Promise<number> {
  const db = await getDb();
  const lapsed = db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(
      or(
        and(
          inArray(billingAccounts.status, ["past_due", "unpaid"]),
          lte(billingAccounts.pastDueSince, new Date(now.getTime() - PAST_DUE_GRACE_MS)),
        ),
        and(
          inArray(billingAccounts.status, [...ENDED_STATUSES]),
          or(isNull(billingAccounts.currentPeriodEnd), lte(billingAccounts.currentPeriodEnd, now)),
        ),
      ),
    );
  const rows = await db
    .update(users)
    .set({ subscriptionTier: "starter" })
    .where(and(eq(users.subscriptionTier, "pro"), inArray(users.id, lapsed)))
    .returning({ id: users.id });
  return rows.length;
}
