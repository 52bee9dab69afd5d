// An Enterprise organisation's applicant tracking system (Greenhouse or Lever): one per organisation, with its secret
// sealed (Lever: the API key; Greenhouse: the Harvest v3 client secret, its client id beside it) and the ATS user the
// hand-offs are recorded as. Re-exported by schema.ts; references back to it are lazy callbacks (the two modules
// import each other).
import { integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

export type AtsProvider = "greenhouse" | "lever";

export const orgAtsConnections = pgTable("org_ats_connections", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  provider: varchar("provider", { length: 20 }).$type<AtsProvider>().notNull(),
  /** Lever's API key or Greenhouse's client secret, sealed. */
  apiKeyEncrypted: text("api_key_encrypted").notNull(),
  /**
   * Greenhouse's Harvest v3 client id. Null on a Greenhouse row saved before Harvest v3: its secret is a retired
   * Harvest API key, and its admin is asked once for a client id and secret. Null for Lever.
   */
  clientId: varchar("client_id", { length: 200 }),
  /** The secret's last four characters, so admins can tell which one is saved without it ever being answered. */
  keyLast4: varchar("key_last4", { length: 4 }).notNull(),
  /** Greenhouse: the user id its tokens are issued for (sub); Lever: the perform_as user id. */
  onBehalfOf: varchar("on_behalf_of", { length: 100 }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
