// The trail of verification: manager e-signature requests, the append-only audit log, what a reviewer was shown, and
// requests for a paid plan. Re-exported by schema.ts; references back are lazy callbacks.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import {
  cascadingRef,
  createdAt,
  ownerColumn,
  signingStatus,
  upgradeRequestStatus,
  subscriptionTier,
  timestamptz,
  serialId,
} from "./schema-columns";
import { users, quotaRecords } from "./schema";

const ownerId = () => ownerColumn(() => users.id);

/** A manager e-signature request for one quota record; the token is stored only as a hash. */
export const signingRequests = pgTable(
  "signing_requests",
  {
    id: serialId(),
    userId: ownerId(),
    quotaRecordId: cascadingRef("quota_record_id", () => quotaRecords.id),
    managerName: varchar("manager_name", { length: 120 }).notNull(),
    managerEmail: varchar("manager_email", { length: 254 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    status: signingStatus("status").notNull().default("sent"),
    figuresHash: varchar("figures_hash", { length: 64 }).notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    signerName: varchar("signer_name", { length: 120 }),
    /** The job title the manager gives when signing, shown beside their name on shared pages. */
    signerTitle: varchar("signer_title", { length: 120 }),
    signerIp: varchar("signer_ip", { length: 64 }),
    signerUserAgent: text("signer_user_agent"),
    /** The domain of the address the signing link was sent to: shown as evidence, never the full address. */
    signerDomain: varchar("signer_domain", { length: 254 }),
    /** Signed from an IP address and browser the rep signed in with: the signature waits for a reviewer. */
    signedFromRepDevice: boolean("signed_from_rep_device").notNull().default(false),
    signedAt: timestamptz("signed_at"),
    declineReason: text("decline_reason"),
    lastSentAt: timestamptz("last_sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("signing_requests_user_id_idx").on(t.userId),
    index("signing_requests_quota_record_id_idx").on(t.quotaRecordId),
  ],
);

/** Append-only trail of verification events: who, what, when, from where. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    userId: ownerId(),
    entityType: varchar("entity_type", { length: 40 }).notNull(),
    entityId: integer("entity_id").notNull(),
    action: varchar("action", { length: 40 }).notNull(),
    actor: varchar("actor", { length: 254 }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_user_id_idx").on(t.userId), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * The version of each pending item an admin was last shown in the review queue: a decision is made on that
 * version, so an edit in between makes it a conflict even when the client does not send the version back.
 */
export const reviewViews = pgTable(
  "review_views",
  {
    id: serialId(),
    adminId: cascadingRef("admin_id", () => users.id),
    kind: varchar("kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    version: integer("version").notNull(),
    seenAt: timestamptz("seen_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_views_admin_item_unique").on(t.adminId, t.kind, t.itemId)],
);

/** A request to move to a paid plan (no card payment yet): an admin or `npm run user:tier` grants it. */
export const upgradeRequests = pgTable(
  "upgrade_requests",
  {
    id: serialId(),
    userId: ownerId(),
    tier: subscriptionTier("tier").notNull(),
    isAnnualBilling: boolean("is_annual_billing").notNull().default(true),
    note: text("note"),
    status: upgradeRequestStatus("status").notNull().default("open"),
    handledAt: timestamptz("handled_at"),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("upgrade_requests_user_id_idx").on(t.userId), index("upgrade_requests_status_idx").on(t.status)],
);
