// Every user's OAuth connections (the CRMs and Google Drive) in one table, and the authorizations in flight of every
// provider (state hashed, PKCE verifier sealed) so any instance can finish a connect that another one started.
// Re-exported by schema.ts.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

export type CrmProvider = "salesforce" | "hubspot";
/** The providers a user connects with OAuth: the CRMs and Google Drive. */
export type OAuthProviderId = CrmProvider | "google";

/**
 * A user's connection to an OAuth provider, one per user and provider: a CRM (Salesforce, HubSpot) a sync reads deals
 * from, or Google Drive for the Slides export. The tokens are sealed (lib/server/sealed-tokens.ts) and never leave
 * the server. Who connected is known for the CRMs; Google Drive connections carry no account or provider user.
 */
export const integrationConnections = pgTable(
  "integration_connections",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).$type<OAuthProviderId>().notNull(),
    /** Salesforce organization id (00D...) or HubSpot portal (hub) id; none for Google Drive. */
    accountId: varchar("account_id", { length: 100 }),
    /** Salesforce: the org's API host (instance_url). Others: none. */
    instanceUrl: text("instance_url"),
    /** The CRM user who connected (Salesforce 005... id, HubSpot user id): whose deals a sync reads. */
    providerUserId: varchar("provider_user_id", { length: 100 }),
    providerUserName: varchar("provider_user_name", { length: 200 }),
    providerUserEmail: varchar("provider_user_email", { length: 320 }),
    refreshTokenEncrypted: text("refresh_token_encrypted"),
    accessTokenEncrypted: text("access_token_encrypted"),
    /** Null when the provider does not say (Salesforce): the token is used until it is refused. */
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Set when the provider refused the refresh token: the user must connect again. */
    reconnectReason: text("reconnect_reason"),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("integration_connections_user_provider_uq").on(t.userId, t.provider)],
);

/**
 * An authorization a user started: its `state` (SHA-256 only), the PKCE verifier (sealed), single use, expiring. With
 * `orgId`, the user (an owner or admin) connects the organisation's CRM rather than their own.
 */
export const crmOAuthStates = pgTable(
  "crm_oauth_states",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).$type<OAuthProviderId>().notNull(),
    orgId: integer("org_id").references(() => organizations.id, { onDelete: "cascade" }),
    stateHash: varchar("state_hash", { length: 64 }).notNull(),
    codeVerifierEncrypted: text("code_verifier_encrypted").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("crm_oauth_states_hash_uq").on(t.stateHash),
    index("crm_oauth_states_user_idx").on(t.userId, t.createdAt),
  ],
);
