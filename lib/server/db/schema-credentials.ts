// Portable proof: every verified item as a signed Open Badges 3.0 credential. The signing keys ever used (so a
// rotated key stays in the DID document), the revocation status lists, and the credentials themselves.
// Re-exported by schema.ts; references back are lazy callbacks.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, timestamptz, serialId } from "./schema-columns";
import { users } from "./schema";

/**
 * Every Ed25519 key that signed credentials, listed in /.well-known/did.json for as long as the row exists. The
 * secret is kept only for a key generated for development or tests; in production it comes from
 * CREDENTIAL_SIGNING_KEY and is never stored.
 */
export const credentialKeys = pgTable("credential_keys", {
  id: serialId(),
  publicKeyMultibase: varchar("public_key_multibase", { length: 64 }).notNull().unique(),
  devSecretKeyMultibase: text("dev_secret_key_multibase"),
  createdAt: createdAt(),
});

/**
 * A revocation list: `size` bits, one per credential, handed out in order (`nextIndex`). The signed list is kept
 * with the fingerprint of the bits it says, and signed again only when they change.
 */
export const credentialStatusLists = pgTable("credential_status_lists", {
  id: serialId(),
  size: integer("size").notNull(),
  nextIndex: integer("next_index").notNull().default(0),
  bitsHash: varchar("bits_hash", { length: 64 }),
  document: jsonb("document"),
  createdAt: createdAt(),
});

export const credentials = pgTable(
  "credentials",
  {
    /** Random, URL-safe: the address of the credential (/credentials/<id>) and of its verify page. */
    id: varchar("id", { length: 32 }).primaryKey(),
    userId: cascadingRef("user_id", () => users.id),
    itemType: varchar("item_type", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    /** SHA-256 of what the credential states: when the item's verified content changes, it is revoked and reissued. */
    claimHash: varchar("claim_hash", { length: 64 }).notNull(),
    document: jsonb("document").notNull(),
    statusListId: integer("status_list_id")
      .notNull()
      .references(() => credentialStatusLists.id),
    statusIndex: integer("status_index").notNull(),
    status: varchar("status", { length: 10 }).notNull().default("active"),
    issuedAt: timestamptz("issued_at").notNull().defaultNow(),
    revokedAt: timestamptz("revoked_at"),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credentials_status_slot_unique").on(t.statusListId, t.statusIndex),
    uniqueIndex("credentials_active_item_unique")
      .on(t.userId, t.itemType, t.itemId)
      .where(sql`${t.status} = 'active'`),
    index("credentials_user_idx").on(t.userId, t.issuedAt.desc()),
  ],
);
