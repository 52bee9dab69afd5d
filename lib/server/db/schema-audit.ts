// The audit trail's chain state beside org_audit (schema-orgs.ts): each organisation's head (the lock appends take
// and the last place and hash, so a removed tail shows), the checkpoints retention leaves, and the optional webhook
// that receives new events. Re-exported by schema.ts; references back are lazy callbacks.
import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, serialId, timestamptz } from "./schema-columns";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

/**
 * The end of an organisation's chain. Every append locks this row (FOR UPDATE) in the writer's transaction, so two
 * writers of one organisation take turns and never fork the chain; `lastSeq`/`lastHash` are the newest row's.
 */
export const orgAuditHeads = pgTable("org_audit_heads", {
  orgId: cascadingRef("org_id", () => organizations.id).primaryKey(),
  lastSeq: integer("last_seq").notNull().default(0),
  lastHash: varchar("last_hash", { length: 64 }).notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * What retention removed from the start of a chain: the last removed row's place and hash (the next row's prevHash),
 * how many rows this run removed, when, and the place of the `audit_expired` event that records the same in the
 * chain itself. Verification starts from the latest one.
 */
export const orgAuditCheckpoints = pgTable(
  "org_audit_checkpoints",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    seq: integer("seq").notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
    removedCount: integer("removed_count").notNull(),
    eventSeq: integer("event_seq").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("org_audit_checkpoints_org_seq_idx").on(t.orgId, t.seq)],
);

/**
 * An organisation's audit webhook: where new events go (in seq order, in batches), the signing secret (Standard
 * Webhooks, sealed under AUTH_SECRET), and the delivery state. A batch being tried is fixed by `pendingThroughSeq`,
 * so a retry sends the same message; a failure waits until `nextAttemptAt` (exponential backoff), and a sender
 * holds `leaseUntil` while it sends so no two send the same batch at once.
 */
export const orgAuditWebhooks = pgTable("org_audit_webhooks", {
  orgId: cascadingRef("org_id", () => organizations.id).primaryKey(),
  url: text("url").notNull(),
  secretSealed: text("secret_sealed").notNull(),
  lastDeliveredSeq: integer("last_delivered_seq").notNull().default(0),
  lastDeliveredAt: timestamptz("last_delivered_at"),
  pendingThroughSeq: integer("pending_through_seq"),
  /** Failed attempts since the last delivery. */
  attempts: integer("attempts").notNull().default(0),
  lastAttemptAt: timestamptz("last_attempt_at"),
  lastError: text("last_error"),
  nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
  leaseUntil: timestamptz("lease_until"),
  addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
