// CRM connections (Salesforce, HubSpot): one per user and provider, tokens sealed (lib/server/sealed-tokens.ts), and
// the OAuth authorizations in flight of every provider (the CRMs and Google Drive) (state hashed, PKCE verifier sealed) so any instance can finish a connect that
// another one started. Re-exported by schema.ts.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { createdAt, ownerColumn, updatedAt } from "./schema-columns";

const ownerId = () => ownerColumn(() => users.id);

export type CrmProvider = "salesforce" | "hubspot";
/** The providers a user connects with OAuth: the CRMs and Google Drive. */
export type OAuthProviderId = CrmProvider | "google";

export const crmConnections = pgTable(
  "crm_connections",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).$type<CrmProvider>().notNull(),
    /** Salesforce organization id (00D...) or HubSpot portal (hub) id. */
    accountId: varchar("account_id", { length: 100 }).notNull(),
    /** Salesforce: the org's API host (instance_url). HubSpot: none. */
    instanceUrl: text("instance_url"),
    /** The CRM user who connected (Salesforce 005... id, HubSpot user id): whose deals a sync reads. */
    providerUserId: varchar("provider_user_id", { length: 100 }).notNull(),
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
  (t) => [uniqueIndex("crm_connections_user_provider_uq").on(t.userId, t.provider)],
);

/** An authorization a user started: its `state` (SHA-256 only), the PKCE verifier (sealed), single use, expiring. */
export const crmOAuthStates = pgTable(
  "crm_oauth_states",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).$type<OAuthProviderId>().notNull(),
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

/**
 * A user's Google Drive connection for the Google Slides export (scope drive.file). The tokens are stored
 * encrypted with a key derived from AUTH_SECRET (lib/server/sealed-tokens.ts) and never leave the server.
 */
export const googleConnections = pgTable("google_connections", {
  id: serial("id").primaryKey(),
  userId: ownerId().unique(),
  refreshTokenEncrypted: text("refresh_token_encrypted").notNull(),
  accessTokenEncrypted: text("access_token_encrypted"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  scope: text("scope").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
