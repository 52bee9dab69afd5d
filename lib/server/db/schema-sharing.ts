// Files the reps upload, and the public links to a chosen part of a portfolio with their visitors' views. Re-exported by
// schema.ts; references back are lazy callbacks.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, ownerColumn, timestamptz, serialId, type ProofEvidence } from "./schema-columns";
import { users } from "./schema";

const ownerId = () => ownerColumn(() => users.id);

/** Files uploaded by a user (proofs, pictures), stored under a random key. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: serialId(),
    userId: ownerId(),
    storageKey: varchar("storage_key", { length: 200 }).notNull().unique(),
    purpose: varchar("purpose", { length: 40 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    /** Set when the file is attached to something; files never attached are swept after a day. */
    attachedAt: timestamptz("attached_at"),
    /** What an automatic check of the file found (the DKIM result of an e-mail), when the file was uploaded. */
    proofEvidence: jsonb("proof_evidence").$type<ProofEvidence>(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_user_id_idx").on(t.userId)],
);

/** Public, revocable links to a chosen part of a portfolio. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: serialId(),
    userId: ownerId(),
    slug: varchar("slug", { length: 64 }).notNull().unique(),
    achievementIds: integer("achievement_ids")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    allowIndexing: boolean("allow_indexing").notNull().default(false),
    /** Views by anyone but the owner. */
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: timestamptz("last_viewed_at"),
    revokedAt: timestamptz("revoked_at"),
    /** The owner's name for this portfolio ("Series B recruiters"). */
    name: varchar("name", { length: 80 }),
    /** Visitors must enter this password first (argon2 hash); null for an open link. */
    passwordHash: text("password_hash"),
    /** After this moment the page answers 410. */
    expiresAt: timestamptz("expires_at"),
    /** The portfolio sections this link shows (a ShareSection each). */
    sections: text("sections")
      .array()
      .notNull()
      .default(sql`'{quota,achievements,deals,experience,references,about}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_user_id_idx").on(t.userId)],
);

/** A visitor's view of a share page or download of its PDF (the owner's own are not recorded): Insights' data. */
export const shareLinkEvents = pgTable(
  "share_link_events",
  {
    id: serialId(),
    shareLinkId: cascadingRef("share_link_id", () => shareLinks.id),
    userId: ownerId(),
    kind: varchar("kind", { length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("share_link_events_user_created_idx").on(t.userId, t.createdAt)],
);
