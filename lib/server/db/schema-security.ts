// Who a person is and how hard they may knock: confirmed mailboxes (the sign-up address and work addresses),
// single-use account links (confirmation, password reset), sign-in sessions, known devices, the counters of throttles
// and allowances, and the e-mail messages already used as proof. Re-exported by schema.ts; references back are lazy
// callbacks.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { quotaRecords, storedFiles, users } from "./schema";
import { createdAt, ownerColumn, timestamptz, serialId } from "./schema-columns";

const owner = () => ownerColumn(() => users.id);

/**
 * A single-use link mailed to an address: "verify-email" (the sign-up address), "work-email" (a work address the
 * rep adds) or "password-reset". Only the token's SHA-256 is kept.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serialId(),
    userId: owner(),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    /** The address the link was sent to (and, for a confirmation, the one it confirms). */
    email: varchar("email", { length: 254 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_unique").on(t.tokenHash),
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
  ],
);

/**
 * Work addresses a rep added (entered) and, once the mailed link is used, confirmed. `normalized` is the mailbox
 * (lower case, no +tag): a confirmed mailbox belongs to one account only.
 */
export const workEmails = pgTable(
  "work_emails",
  {
    id: serialId(),
    userId: owner(),
    email: varchar("email", { length: 254 }).notNull(),
    normalized: varchar("normalized", { length: 254 }).notNull(),
    confirmedAt: timestamptz("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("work_emails_user_mailbox_unique").on(t.userId, t.normalized),
    uniqueIndex("work_emails_confirmed_mailbox_unique")
      .on(t.normalized)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/** One row per sign-in: the session cookie carries a random secret whose SHA-256 is `secretHash`. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: serialId(),
    userId: owner(),
    secretHash: varchar("secret_hash", { length: 64 }).notNull(),
    userAgent: text("user_agent"),
    ip: varchar("ip", { length: 64 }),
    /** Approximate place from the IP address ("Local network", a country...), for the sessions list. */
    place: varchar("place", { length: 120 }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    endedAt: timestamptz("ended_at"),
  },
  (t) => [uniqueIndex("auth_sessions_secret_unique").on(t.secretHash), index("auth_sessions_user_idx").on(t.userId)],
);

/** Browsers that signed in to an account before (a long-lived cookie; only its SHA-256 is kept). */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: serialId(),
    userId: owner(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("known_devices_user_token_unique").on(t.userId, t.tokenHash)],
);

/**
 * The counters of every throttle and per-user allowance (rate-limiter-flexible's PostgreSQL store; the limiters are
 * listed in the data layer's rate-limits module): `key` is the limiter's name and the counted key, `points` what was
 * counted in the window, and `expire` the window's end in milliseconds since the epoch. Declared here so a migration
 * makes the table; the store is told it exists and never creates it at run time.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/**
 * An e-mail message that proved a quota record: one message proves one record. `messageKey` is the SHA-256 of the
 * signing domain and a signature's decoded bytes (unsigned parts of the message, and the base64 spelling of b=, can
 * change without changing it); a message signed twice has a row per signature. Rows from before the key took the
 * decoded bytes hash the b= text: they keep that key.
 */
export const emailProofUses = pgTable(
  "email_proof_uses",
  {
    id: serialId(),
    messageKey: varchar("message_key", { length: 64 }).notNull(),
    userId: owner(),
    quotaRecordId: integer("quota_record_id").references(() => quotaRecords.id, { onDelete: "set null" }),
    fileId: integer("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_proof_uses_message_unique").on(t.messageKey)],
);

/** Failed sign-in attempts, kept in the database so throttling holds across restarts and instances. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serialId(),
    key: varchar("key", { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_key_created_idx").on(t.key, t.createdAt)],
);

/** Successful sign-ins with where they came from, so a signature from the rep's own device can be recognised. */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serialId(),
    userId: owner(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_events_user_created_idx").on(t.userId, t.createdAt)],
);
