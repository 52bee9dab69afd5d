// The outbox of e-mail (queued in the writing transaction, sent and retried by the mail job) and the admins' digest.
// Re-exported by schema.ts; references back are lazy callbacks.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, mailStatus, timestamptz, serialId } from "./schema-columns";
import { users } from "./schema";

/**
 * Every e-mail the app sends, queued: a worker delivers it over SMTP (or writes it to this table as the
 * local outbox when no SMTP is configured), retrying with backoff; a failure stays visible here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    /** The account the message is about (the rep), when there is one. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: varchar("to_address", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the message belongs to, e.g. "signing_request" 12, so its state can show delivery. */
    entityType: varchar("entity_type", { length: 40 }),
    entityId: integer("entity_id"),
    status: mailStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    /**
     * The single-use link the message carries, while its copy here still holds it: the token's SHA-256 (as the
     * link's own row keeps it) and when it expires. Both are cleared when the copy loses the link (used, expired).
     */
    linkHash: varchar("link_hash", { length: 64 }),
    linkExpiresAt: timestamptz("link_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_user_id_idx").on(t.userId),
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_entity_idx").on(t.entityType, t.entityId),
    index("mail_outbox_link_hash_idx")
      .on(t.linkHash)
      .where(sql`${t.linkHash} is not null`),
    index("mail_outbox_link_expiry_idx")
      .on(t.linkExpiresAt)
      .where(sql`${t.linkHash} is not null`),
  ],
);

/**
 * The administrators' digest of the review and upgrade queues (one row): when it was last sent and which queue
 * items it told of, so a digest goes out only for new items and at most once an hour.
 */
export const adminDigest = pgTable("admin_digest", {
  id: integer("id").primaryKey(),
  lastSentAt: timestamptz("last_sent_at"),
  notifiedKeys: jsonb("notified_keys").$type<string[]>().notNull().default([]),
});
