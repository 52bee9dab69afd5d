// An organisation's own CRM (Salesforce, HubSpot) as its system of record for its sellers' figures: the connection an
// owner or admin made (tokens sealed), each seller's quota and closed amount per period as the last sync read them,
// and the won deals themselves (the employer's facts for recognitions). Re-exported by schema.ts.
import { date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { CrmProvider } from "./schema-integrations";
import { cascadingRef, createdAt, money, serialId, timestamptz } from "./schema-columns";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

export type EmployerSyncState = "running" | "done" | "failed";

/** What the last sync found, for the organisation's CRM card. */
export type EmployerSyncCounts = {
  crmUsers: number;
  matchedSellers: number;
  rows: number;
  flagged: number;
  deals: number;
};

/** An organisation's connection to its CRM, one per organisation and provider. */
export const orgCrmConnections = pgTable(
  "org_crm_connections",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    provider: varchar("provider", { length: 20 }).$type<CrmProvider>().notNull(),
    /** The owner or admin who connected it (null once their account is gone). */
    connectedBy: integer("connected_by").references(() => users.id, { onDelete: "set null" }),
    /** Salesforce organization id or HubSpot portal id. */
    accountId: varchar("account_id", { length: 100 }).notNull(),
    /** Salesforce: the org's API host. */
    instanceUrl: text("instance_url"),
    /** The CRM user the grant runs as (the integration user). */
    providerUserId: varchar("provider_user_id", { length: 100 }),
    providerUserEmail: varchar("provider_user_email", { length: 320 }),
    refreshTokenEncrypted: text("refresh_token_encrypted"),
    accessTokenEncrypted: text("access_token_encrypted"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    scope: text("scope"),
    /** Set when the CRM refused the refresh token: an admin connects again. */
    reconnectReason: text("reconnect_reason"),
    connectedAt: timestamptz("connected_at").notNull().defaultNow(),
    syncState: varchar("sync_state", { length: 10 }).$type<EmployerSyncState>(),
    /** 0 to 100 while a sync runs. */
    syncProgress: smallint("sync_progress").notNull().default(0),
    syncStartedAt: timestamptz("sync_started_at"),
    syncFinishedAt: timestamptz("sync_finished_at"),
    syncError: text("sync_error"),
    syncCounts: jsonb("sync_counts").$type<EmployerSyncCounts>(),
  },
  (t) => [uniqueIndex("org_crm_connections_org_provider_uq").on(t.orgId, t.provider)],
);

/**
 * One seller's quota and closed amount for one period (a quarter, or a year when `quarter` is null), as the CRM's
 * records said at the last sync. `userId` is the member the CRM user's e-mail matched (a confirmed address at one of
 * the organisation's verified domains), null when none did. `sourceHash` fingerprints what was read; a sign-off
 * keeps the fingerprint it signed, so a later sync that reads other figures shows the row as changed.
 */
export const orgCrmFigures = pgTable(
  "org_crm_figures",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    provider: varchar("provider", { length: 20 }).$type<CrmProvider>().notNull(),
    crmUserId: varchar("crm_user_id", { length: 100 }).notNull(),
    crmEmail: varchar("crm_email", { length: 320 }),
    crmName: varchar("crm_name", { length: 200 }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "2025-Q3", or "2025" for a year: what the review and the sign-off name a period by. */
    period: varchar("period", { length: 7 }).notNull(),
    year: integer("year").notNull(),
    quarter: smallint("quarter"),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    quota: money("quota").notNull(),
    closed: money("closed").notNull(),
    /** ISO 4217 of the quota; the closed amount is in the same one unless the row is flagged. */
    currency: varchar("currency", { length: 3 }).notNull(),
    closedCurrency: varchar("closed_currency", { length: 3 }).notNull(),
    /** The won deals' own sum where the CRM has one apart from the forecast (a cross-check), else null. */
    wonAmount: money("won_amount"),
    /** Why the row cannot be signed off as it is (currencies differ, the forecast disagrees with the deals). */
    flag: text("flag"),
    sourceIds: jsonb("source_ids").$type<string[]>().notNull(),
    sourceHash: varchar("source_hash", { length: 64 }).notNull(),
    /** The fingerprint, person and time of the last sign-off; null until one. */
    signedHash: varchar("signed_hash", { length: 64 }),
    signedBy: integer("signed_by").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamptz("signed_at"),
    syncedAt: timestamptz("synced_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("org_crm_figures_period_uq").on(t.orgId, t.provider, t.crmUserId, t.period),
    index("org_crm_figures_review_idx").on(t.orgId, t.period, t.id),
    index("org_crm_figures_user_idx").on(t.userId),
  ],
);

/** A won deal as the organisation's CRM has it: the employer's own fact (largest deal, deal counts). */
export const orgCrmDeals = pgTable(
  "org_crm_deals",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    provider: varchar("provider", { length: 20 }).$type<CrmProvider>().notNull(),
    dealId: varchar("deal_id", { length: 100 }).notNull(),
    name: varchar("name", { length: 300 }).notNull(),
    amount: money("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    closeDate: date("close_date").notNull(),
    crmUserId: varchar("crm_user_id", { length: 100 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    syncedAt: timestamptz("synced_at").notNull(),
  },
  (t) => [
    uniqueIndex("org_crm_deals_uq").on(t.orgId, t.provider, t.dealId),
    index("org_crm_deals_user_idx").on(t.userId, t.closeDate),
  ],
);
