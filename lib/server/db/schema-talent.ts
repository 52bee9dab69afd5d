// The verified talent network: a rep's listing (opt-in, with the consent notice they accepted), the facts recruiters
// see (computed from the verified portfolio, never typed), contact requests through the product, and the views a
// rep can see. No pay figure of any kind is stored here. Re-exported by schema.ts; references back are lazy.
import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, numeric, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, textArray, timestamptz, serialId } from "./schema-columns";
import { organizations } from "./schema-orgs";
import { users } from "./schema";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** One verified year as recruiters see it: the year and its band ("≥ 120%"), never the figures. */
export type TalentYearBand = { year: number; band: string; verifiedPeriods: number };

export const talentProfiles = pgTable(
  "talent_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The opaque id recruiters see: random, never the user id. */
    profileId: varchar("profile_id", { length: 24 }).notNull().unique(),
    listed: boolean("listed").notNull().default(false),
    /** The notice the rep accepted when they listed themselves, and when. */
    consentVersion: varchar("consent_version", { length: 20 }),
    consentedAt: timestamptz("consented_at"),
    headline: varchar("headline", { length: 140 }),
    location: varchar("location", { length: 100 }),
    segments: textArray("segments"),
    openTo: textArray("open_to"),
    workModes: textArray("work_modes"),
    /** Lower-case domains whose organisations never find the rep (besides their own employer's). */
    blockedDomains: textArray("blocked_domains"),
    /**
     * The facts below no longer match the portfolio: set by a database trigger whenever users.portfolio_version
     * rises (migration 0021), cleared when they are recomputed.
     */
    factsStale: boolean("facts_stale").notNull().default(true),
    /** The best verified attainment of any period (percent), for the minAttainment filter; null: none verified. */
    bestAttainment: numeric("best_attainment", { precision: 8, scale: 2 }),
    yearBands: jsonb("year_bands").$type<TalentYearBand[]>().notNull().default([]),
    verifiedPeriods: integer("verified_periods").notNull().default(0),
    verifiedItems: integer("verified_items").notNull().default(0),
    quotaYears: numeric("quota_years", { precision: 4, scale: 1 }).notNull().default("0"),
    verifiedAwards: integer("verified_awards").notNull().default(0),
    dealBand: varchar("deal_band", { length: 40 }),
    /** What `q` searches: the headline, the roles the rep is open to, segments and location (set with them). */
    search: tsvector("search"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // The search's order: best verified attainment (none counts as -1), then the opaque id as a tie-break.
    index("talent_profiles_listed_rank_idx")
      .on(sql`coalesce(${t.bestAttainment}, -1) desc`, sql`${t.profileId} desc`)
      .where(sql`${t.listed}`),
    index("talent_profiles_stale_idx")
      .on(t.userId)
      .where(sql`${t.listed} and ${t.factsStale}`),
    index("talent_profiles_search_idx")
      .using("gin", t.search)
      .where(sql`${t.listed}`),
    index("talent_profiles_segments_idx")
      .using("gin", t.segments)
      .where(sql`${t.listed}`),
  ],
);

/** A recruiter's message to a listed rep; contact addresses are exchanged only once the rep accepts. */
export const talentRequests = pgTable(
  "talent_requests",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    recruiterId: cascadingRef("recruiter_id", () => users.id),
    repId: cascadingRef("rep_id", () => users.id),
    message: text("message").notNull(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    /** Set when the rep accepts: the address they chose to be reached at, and the recruiter's. */
    repContactEmail: varchar("rep_contact_email", { length: 254 }),
    recruiterContactEmail: varchar("recruiter_contact_email", { length: 254 }),
    createdAt: createdAt(),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [
    index("talent_requests_rep_idx").on(t.repId, t.createdAt.desc()),
    index("talent_requests_org_idx").on(t.orgId, t.createdAt.desc()),
  ],
);

/** Every card a recruiter opened and every contact, shown to the rep ("who looked"). */
export const talentViews = pgTable(
  "talent_views",
  {
    id: serialId(),
    repId: cascadingRef("rep_id", () => users.id),
    orgId: cascadingRef("org_id", () => organizations.id),
    recruiterId: integer("recruiter_id").references(() => users.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("talent_views_rep_idx").on(t.repId, t.createdAt.desc())],
);
