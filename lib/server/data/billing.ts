import "server-only";
// The account's plan and card subscription as GET /api/billing answers it.
import { eq } from "drizzle-orm";
import { billingEnabled } from "@/lib/env";
import type { PlanTier } from "@/lib/plans";
import { getDb, type Db, type Tx } from "../db/client";
import { billingAccounts, users } from "../db/schema";
import { notFound } from "../errors";
import { trialOffered } from "../billing/trials";

export type BillingSummary = {
  /** Whether card billing is set up on this server (off: upgrades go through a request to an operator). */
  enabled: boolean;
  tier: PlanTier;
  status: "active" | "trialing" | "past_due" | "canceled";
  interval: "month" | "year" | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  /** Whether a checkout would start with the free trial (the account's first subscription, once per mailbox). */
  trialAvailable: boolean;
  /** Whether the account has a Stripe customer, so the billing portal can open (cards, invoices). */
  portalAvailable: boolean;
};

/** Stripe statuses in which the account pays or is about to: a second checkout would charge twice. */
export const LIVE_SUBSCRIPTION_STATUSES = new Set(["trialing", "active", "past_due", "unpaid", "incomplete"]);

/** Whether the account has a card subscription that still bills it (changed or ended only in the billing portal). */
export async function hasLiveSubscription(userId: number, db: Db | Tx): Promise<boolean> {
  const [account] = await db
    .select({ subscriptionId: billingAccounts.stripeSubscriptionId, status: billingAccounts.status })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return Boolean(account?.subscriptionId && LIVE_SUBSCRIPTION_STATUSES.has(account.status ?? ""));
}

/** The account and its billing row (null before its first checkout); undefined when there is no such account. */
export async function accountWithBilling(userId: number, db: Db | Tx) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      tier: users.subscriptionTier,
      status: users.subscriptionStatus,
      account: billingAccounts,
    })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function getBillingSummary(userId: number): Promise<BillingSummary> {
  const db = await getDb();
  const row = await accountWithBilling(userId, db);
  if (!row) throw notFound("Account");
  const subscribed = Boolean(row.account?.stripeSubscriptionId);
  const interval = row.account?.interval;
  return {
    enabled: billingEnabled(),
    tier: row.tier,
    status: row.status,
    interval: interval === "month" || interval === "year" ? interval : null,
    currentPeriodEnd: subscribed ? (row.account?.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: subscribed ? (row.account?.cancelAtPeriodEnd ?? false) : false,
    trialEnd: subscribed ? (row.account?.trialEnd?.toISOString() ?? null) : null,
    trialAvailable: await trialOffered(db, { email: row.email, trialUsed: row.account?.trialUsed ?? false }),
    portalAvailable: Boolean(row.account?.stripeCustomerId),
  };
}
