// Card billing through Stripe: the account's Stripe customer and the latest subscription state the webhooks told us,
// with what orders that state (so an event delivered late never overwrites a newer one), every processed event id (a
// redelivery changes nothing), and the mailboxes and cards that had a free trial. Re-exported by schema.ts; the plan
// itself stays on users.subscription_tier.
import { boolean, index, integer, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { timestamptz, serialId } from "./schema-columns";
import { users } from "./schema";

export const billingAccounts = pgTable("billing_accounts", {
  id: serialId(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Created once per account, at its first checkout. */
  stripeCustomerId: varchar("stripe_customer_id", { length: 255 }).unique(),
  /** Whether the account has had its free trial (only the first subscription gets one). */
  trialUsed: boolean("trial_used").notNull().default(false),
  stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
  /** Stripe's own status (trialing, active, past_due, canceled, unpaid, incomplete...). */
  status: varchar("status", { length: 40 }),
  /** "month" or "year". */
  interval: varchar("interval", { length: 10 }),
  currentPeriodEnd: timestamptz("current_period_end"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  trialEnd: timestamptz("trial_end"),
  /** When past_due started: Pro stays for a grace period from here. */
  pastDueSince: timestamptz("past_due_since"),
  // The order of the stored state: the subscription's creation (a newer subscription wins over an older one), then
  // its period end (a later period is newer), then the creation time of the event that carried it.
  subscriptionCreatedAt: timestamptz("subscription_created_at"),
  stateEventAt: timestamptz("state_event_at"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const billingEvents = pgTable("billing_events", {
  /** Stripe's event id: the primary key makes each event count once. */
  eventId: varchar("event_id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 80 }).notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  /** What processing did: "applied", "stale" (older than the stored state), "ignored" (unknown account or type). */
  outcome: varchar("outcome", { length: 20 }).notNull(),
  eventCreatedAt: timestamptz("event_created_at").notNull(),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
});

/**
 * Every free trial given, by the mailbox of the account that took it and the card that paid for it: a trial is
 * once per mailbox and per card, whichever account asks. Keyed by the SHA-256 of the normalised mailbox (lib/
 * email-address.ts) or of the card's Stripe fingerprint, never the value itself; kept when the account is deleted,
 * so deleting an account and signing up again gives no second trial.
 */
export const billingTrials = pgTable(
  "billing_trials",
  {
    /** "mailbox" or "card". */
    kind: varchar("kind", { length: 10 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    /** The subscription whose trial it was (null for the trials given before this table). */
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.keyHash] })],
);

/** "Contact Enterprise Sales": what a visitor sent, kept for the operators (each one is also mailed to the admins). */
export const enterpriseInquiries = pgTable(
  "enterprise_inquiries",
  {
    id: serialId(),
    name: varchar("name", { length: 200 }).notNull(),
    company: varchar("company", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    seats: integer("seats").notNull(),
    message: text("message"),
    /** The signed-in account that sent it, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the sender's address: counts a sender's inquiries for the rate limit without keeping the IP. */
    ipHash: varchar("ip_hash", { length: 64 }).notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("enterprise_inquiries_ip_idx").on(t.ipHash, t.createdAt),
    index("enterprise_inquiries_email_idx").on(t.email, t.createdAt),
  ],
);
