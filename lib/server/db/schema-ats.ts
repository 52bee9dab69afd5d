// An Enterprise organisation's applicant tracking system (Greenhouse or Lever): one per organisation, with its API
// key sealed (lib/server/sealed-secrets.ts) and the ATS user the hand-offs are recorded as. Re-exported by
// schema.ts; references back to it are lazy callbacks (the two modules import each other).
import { integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

export type AtsProvider = "greenhouse" | "lever";

export const orgAtsConnections = pgTable("org_ats_connections", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  provider: varchar("provider", { length: 20 }).$type<AtsProvider>().notNull(),
  apiKeyEncrypted: text("api_key_encrypted").notNull(),
  /** The key's last four characters, so admins can tell which key is saved without it ever being answered. */
  keyLast4: varchar("key_last4", { length: 4 }).notNull(),
  /** Greenhouse: the On-Behalf-Of user id; Lever: the perform_as user id. */
  onBehalfOf: varchar("on_behalf_of", { length: 100 }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
