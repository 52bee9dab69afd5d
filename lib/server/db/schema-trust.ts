// What verification rests on besides the items themselves: the employer domains an operator vetted (a named person
// at one of them can verify a rep's claim, level 2), and the first sightings of domains that are not vetted, so the
// operator sees which ones proofs, signatures and references named. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, timestamptz, serialId } from "./schema-columns";
import { users } from "./schema";

/**
 * A domain an operator approved as an employer's: mail from it is the employer's, not a mailbox anyone can open.
 * Enterprise organisations' domains verified by DNS or by the operator count too (org_domains); this table holds
 * the rest. `source` says how the row came: "operator" (the admin API) or "seed" (shipped data the operator edits).
 */
export const employerDomains = pgTable("employer_domains", {
  domain: varchar("domain", { length: 253 }).primaryKey(),
  source: varchar("source", { length: 10 }).notNull(),
  note: text("note"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** An item that named a domain not vetted when it was seen: the operator's queue of domains to look at. */
export const employerDomainSightings = pgTable(
  "employer_domain_sightings",
  {
    id: serialId(),
    domain: varchar("domain", { length: 253 }).notNull(),
    /** "quota_record" (an e-mail proof or a manager's signature) or "reference". */
    itemType: varchar("item_type", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: cascadingRef("user_id", () => users.id),
    /** What named it: "email_proof", "manager_esign", "reference". */
    via: varchar("via", { length: 20 }).notNull(),
    seenAt: createdAt(),
  },
  (t) => [
    uniqueIndex("employer_domain_sightings_item_unique").on(t.domain, t.itemType, t.itemId, t.via),
    index("employer_domain_sightings_domain_idx").on(t.domain, t.seenAt),
  ],
);

/**
 * A change to an item's assurance the rep has not been told about yet (e.g. when the levels were introduced, an item
 * that no longer qualified went back to review): the mail job tells them what changed and why, then stamps it.
 */
export const assuranceNotices = pgTable(
  "assurance_notices",
  {
    id: serialId(),
    userId: cascadingRef("user_id", () => users.id),
    itemType: varchar("item_type", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    /** What changed and why, in the rep's words: "Q3 2025: back to review: signed from acme.com, not vetted". */
    summary: text("summary").notNull(),
    createdAt: createdAt(),
    mailedAt: timestamptz("mailed_at"),
  },
  (t) => [
    index("assurance_notices_unmailed_idx")
      .on(t.userId)
      .where(sql`${t.mailedAt} is null`),
  ],
);
