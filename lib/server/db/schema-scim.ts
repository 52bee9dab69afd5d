// SCIM 2.0 provisioning: an organisation's bearer token (only its SHA-256 kept), the identities its identity provider
// pushed (each tied to the person's own account), and the provider's groups with their members (the groups decide
// roles). Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, serialId, timestamptz, updatedAt } from "./schema-columns";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

/**
 * The organisation's one SCIM token. Calling for a new one replaces the hash in place, so the old token stops with
 * the same write; removing the row revokes it.
 */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    /** SHA-256 (hex) of the whole token. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** The token's last four characters, for people to tell two tokens apart. */
    tokenLast4: varchar("token_last4", { length: 4 }).notNull(),
    /**
     * The owner or admin who made the current token: the provider's changes are made under their authority (the audit
     * trail's actor; a reporting line the provider sets counts as set by them).
     */
    rotatedBy: integer("rotated_by").references(() => users.id, { onDelete: "set null" }),
    /** When the current token was made. */
    rotatedAt: timestamptz("rotated_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("scim_tokens_org_unique").on(t.orgId), uniqueIndex("scim_tokens_hash_unique").on(t.tokenHash)],
);

/**
 * A person the provider pushed: its SCIM `id` is the account's id, and the account stays the person's. `active` is
 * what the provider last said; membership of the organisation is what grants access.
 */
export const scimUsers = pgTable(
  "scim_users",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    userId: cascadingRef("user_id", () => users.id),
    externalId: varchar("external_id", { length: 255 }),
    userName: varchar("user_name", { length: 254 }).notNull(),
    /** The work address the provider gave (at one of the organisation's verified domains). */
    email: varchar("email", { length: 254 }).notNull(),
    active: boolean("active").notNull().default(true),
    givenName: varchar("given_name", { length: 100 }),
    familyName: varchar("family_name", { length: 100 }),
    middleName: varchar("middle_name", { length: 100 }),
    displayName: varchar("display_name", { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_users_org_user_unique").on(t.orgId, t.userId),
    uniqueIndex("scim_users_org_user_name_unique").on(t.orgId, sql`lower(${t.userName})`),
    index("scim_users_org_external_idx").on(t.orgId, t.externalId),
  ],
);

/** A group the provider pushed; its name may map to a role (lib/scim/group-roles.ts). */
export const scimGroups = pgTable(
  "scim_groups",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    displayName: varchar("display_name", { length: 255 }).notNull(),
    externalId: varchar("external_id", { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Microsoft Entra matches groups by name: one group per name in an organisation.
    uniqueIndex("scim_groups_org_name_unique").on(t.orgId, sql`lower(${t.displayName})`),
    index("scim_groups_org_external_idx").on(t.orgId, t.externalId),
  ],
);

/** Who is in a group: accounts the organisation's SCIM users list shows (members, or identities it pushed). */
export const scimGroupMembers = pgTable(
  "scim_group_members",
  {
    groupId: cascadingRef("group_id", () => scimGroups.id),
    userId: cascadingRef("user_id", () => users.id),
    orgId: cascadingRef("org_id", () => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // A person's groups in one organisation, for their role.
    index("scim_group_members_org_user_idx").on(t.orgId, t.userId),
  ],
);
