// The whole data model: the portfolio's entities, plus what real verification, sharing and plans need (stored files,
// signing requests, reviews, audit log, share links, upgrade requests). Money: numeric(15,2); percents: numeric(5,2).
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  userRole,
  subscriptionTier,
  subscriptionStatus,
  proofType,
  rampStatus,
  salesProfile,
  reviewStatus,
  createdAt,
  updatedAt,
  money,
  percent,
  assurance,
  ownerColumn,
  textArray,
  timestamptz,
  serialId,
  employerRecordColumns,
  type ProofEvidence,
} from "./schema-columns";
import { storedFiles } from "./schema-sharing";
import type { TemplateField } from "../../templates";

/**
 * The mailbox an account's address reaches, for "one account per mailbox" (users_mailbox_unique): the address in
 * lower case, except that Gmail ignores dots and +tags and googlemail.com is gmail.com, so every variant of a Gmail
 * address is the same. Other domains keep their +tags: not every mail server reads one as a tag, so there it may name
 * another person's mailbox. The index and the queries use the same expression (for a column or a value), so the
 * queries can use the index.
 */
export function accountMailbox(email: SQLWrapper | string): SQL {
  const lowered = sql`lower(${email})`;
  // (An address has one "@": the validators refuse any other.)
  return sql`(case when split_part(${lowered}, '@', 2) in ('gmail.com', 'googlemail.com') then replace(regexp_replace(split_part(${lowered}, '@', 1), '^([^+]+)[+].*', '\\1'), '.', '') || '@gmail.com' else ${lowered} end)`;
}

/** The proof file and its review, on quota records and recognition achievements. */
const reviewedProof = () => ({
  proofFileId: integer("proof_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
  reviewStatus: reviewStatus("review_status").notNull().default("none"),
  reviewReason: text("review_reason"),
  reviewedAt: timestamptz("reviewed_at"),
  reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  /** Why the item waits for a reviewer when it would otherwise verify by itself (e.g. signed from the rep's device). */
  reviewFlag: text("review_flag"),
  /** What an automatic check established about the proof (e.g. the DKIM result of an e-mail), shown as evidence. */
  proofEvidence: jsonb("proof_evidence").$type<ProofEvidence>(),
  /** Raised by every edit; a reviewer's decision names the version it was made on. */
  version: integer("version").notNull().default(1),
});

const ownerId = () => ownerColumn(() => users.id);

export const users = pgTable(
  "users",
  {
    id: serialId(),
    username: varchar("username", { length: 30 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    title: varchar("title", { length: 120 }),
    company: varchar("company", { length: 120 }),
    linkedinUrl: text("linkedin_url"),
    profilePictureUrl: text("profile_picture_url"),
    videoPitchUrl: text("video_pitch_url"),
    isVerified: boolean("is_verified").notNull().default(false),
    role: userRole("role").notNull().default("user"),
    subscriptionTier: subscriptionTier("subscription_tier").notNull().default("starter"),
    subscriptionStatus: subscriptionStatus("subscription_status").notNull().default("active"),
    isAnnualBilling: boolean("is_annual_billing").notNull().default(false),
    subscriptionExpiry: timestamptz("subscription_expiry"),
    /** The portfolio level the user was last shown, so "New Achievement Level Unlocked!" fires once per change. */
    lastSeenLevel: varchar("last_seen_level", { length: 40 }),
    /**
     * Raised by database triggers whenever anything a shared page shows changes (the portfolio's rows, the
     * verification behind them, the profile, the plan): cached share pages are keyed by it (migration 0013).
     */
    portfolioVersion: integer("portfolio_version").notNull().default(0),
    /** The portfolio version the rep's credentials were last brought in line with (-1: never). */
    credentialsVersion: integer("credentials_version").notNull().default(-1),
    /** An e-mail change waiting for its confirmation link (only the token's SHA-256 is kept). */
    pendingEmail: varchar("pending_email", { length: 254 }),
    emailChangeTokenHash: text("email_change_token_hash"),
    emailChangeExpiresAt: timestamptz("email_change_expires_at"),
    /** Addresses the account had before an e-mail change: still the rep's own mailboxes for every "not your own" check. */
    previousEmails: textArray("previous_emails"),
    /** When the account's own address was confirmed through its mailed link (null: not yet). */
    emailConfirmedAt: timestamptz("email_confirmed_at"),
    /**
     * Set only by the migration that made Gmail's variants one mailbox, on an account whose mailbox an older account
     * already had: it stays out of users_mailbox_unique until its address changes.
     */
    legacySharedMailbox: boolean("legacy_shared_mailbox").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_change_token_unique").on(t.emailChangeTokenHash),
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_mailbox_unique")
      .on(accountMailbox(t.email))
      .where(sql`not ${t.legacySharedMailbox}`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    // The reps whose credentials lag their portfolio: looked up after every write and by the credentials job.
    index("users_credentials_stale_idx")
      .on(t.id)
      .where(sql`${t.portfolioVersion} <> ${t.credentialsVersion}`),
  ],
);

export const achievements = pgTable(
  "achievements",
  {
    id: serialId(),
    userId: ownerId(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 50 }).notNull().default("enterprise_deal"),
    metrics: jsonb("metrics").$type<Record<string, string>>().notNull().default({}),
    customerStory: text("customer_story"),
    stakeholders: textArray("stakeholders"),
    challenges: text("challenges"),
    solution: text("solution"),
    impact: text("impact"),
    timeframe: varchar("timeframe", { length: 100 }),
    tags: textArray("tags"),
    aiEnhanced: text("ai_enhanced"),
    dateReceived: date("date_received"),
    proofUrl: text("proof_url"),
    ...reviewedProof(),
    isVerified: boolean("is_verified").notNull().default(false),
    ...assurance(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("achievements_user_list_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("achievements_review_status_idx").on(t.reviewStatus),
  ],
);

export const quotaRecords = pgTable(
  "quota_records",
  {
    id: serialId(),
    userId: ownerId(),
    year: integer("year").notNull(),
    quarter: integer("quarter"),
    quota: money("quota").notNull(),
    attainment: money("attainment").notNull(),
    attainmentPercent: percent("attainment_percent").notNull(),
    proofType: proofType("proof_type").notNull().default("none"),
    proofUrl: text("proof_url"),
    ...reviewedProof(),
    isVerified: boolean("is_verified").notNull().default(false),
    verifiedAt: timestamptz("verified_at"),
    ...assurance(),
    rampStatus: rampStatus("ramp_status"),
    stackRankPosition: integer("stack_rank_position"),
    stackRankTotal: integer("stack_rank_total"),
    stackRankPercentile: percent("stack_rank_percentile"),
    stackRankPublic: boolean("stack_rank_public").notNull().default(true),
    ...employerRecordColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quota_records_user_list_idx").on(
      t.userId,
      t.year.desc().nullsFirst(),
      t.quarter.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index("quota_records_review_status_idx").on(t.reviewStatus),
    // One record of the rep's own per period, and one per employer beside it.
    uniqueIndex("quota_records_user_period_unique").on(
      t.userId,
      t.year,
      sql`coalesce(${t.quarter}, 0)`,
      sql`coalesce(${t.employerOrgId}, 0)`,
    ),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: serialId(),
    userId: ownerId(),
    company: varchar("company", { length: 120 }).notNull(),
    role: varchar("role", { length: 120 }).notNull(),
    duration: varchar("duration", { length: 60 }),
    location: varchar("location", { length: 120 }),
    companyRevenueSize: text("company_revenue_size"),
    companyEmployeeCount: text("company_employee_count"),
    companyType: text("company_type"),
    marketComplexity: varchar("market_complexity", { length: 60 }),
    verticals: text("verticals").array().notNull(),
    personas: text("personas").array().notNull(),
    netNewLogoPercent: integer("net_new_logo_percent"),
    expansionPercent: integer("expansion_percent"),
    totalAccountsManaged: integer("total_accounts_managed"),
    existingCustomers: integer("existing_customers"),
    netNewProspects: integer("net_new_prospects"),
    averageDealCycle: numeric("average_deal_cycle", { precision: 5, scale: 1 }),
    salesProfile: salesProfile("sales_profile"),
    achievements: text("achievements"),
    description: text("description"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    /**
     * An imported job waiting for what the document did not state: the columns above it left empty are null until
     * the rep completes the job with the full form, which clears the flag.
     */
    needsDetails: boolean("needs_details").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("experiences_user_list_idx").on(
      t.userId,
      t.startDate.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type DealStakeholder = { name: string; salesCycleRole: string };
export type DealMilestone = { date?: string; label: string };
/** Where an imported deal story came from: provenance, never verification. */
export type DealSourceProvider = "salesforce" | "hubspot";

export const dealHighlights = pgTable(
  "deal_highlights",
  {
    id: serialId(),
    userId: ownerId(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    arrValue: money("arr_value"),
    cycleLength: integer("cycle_length"),
    stakeholders: jsonb("stakeholders").$type<DealStakeholder[]>().notNull().default([]),
    timeline: jsonb("timeline").$type<DealMilestone[]>().notNull().default([]),
    currentState: text("current_state"),
    negativeConsequences: text("negative_consequences"),
    desiredFutureState: text("desired_future_state"),
    positiveBusinessOutcomes: text("positive_business_outcomes"),
    requiredCapabilities: text("required_capabilities"),
    whyChange: text("why_change"),
    whyNow: text("why_now"),
    whyUs: text("why_us"),
    metrics: text("metrics"),
    economicBuyer: text("economic_buyer"),
    decisionCriteria: text("decision_criteria"),
    decisionProcess: text("decision_process"),
    paperProcess: text("paper_process"),
    identifyPain: text("identify_pain"),
    champion: text("champion"),
    competition: text("competition"),
    revenueImpact: text("revenue_impact"),
    customerStoryUrl: text("customer_story_url"),
    clientLogo: text("client_logo"),
    /** ISO 4217 code of arrValue; null means USD (every deal before imports existed). */
    arrCurrency: varchar("arr_currency", { length: 3 }),
    /** Set only on deal stories imported from a CRM; all four together or none. */
    sourceProvider: varchar("source_provider", { length: 20 }).$type<DealSourceProvider>(),
    sourceAccountId: varchar("source_account_id", { length: 100 }),
    sourceExternalId: varchar("source_external_id", { length: 100 }),
    sourceFetchedAt: timestamptz("source_fetched_at"),
    /** When the rep last edited an imported story: a later sync keeps the rep's text instead of the CRM's. */
    sourceEditedAt: timestamptz("source_edited_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("deal_highlights_user_list_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("deal_highlights_source_uq").on(t.userId, t.sourceProvider, t.sourceExternalId),
  ],
);

export const executiveCircle = pgTable(
  "executive_circle",
  {
    id: serialId(),
    userId: ownerId(),
    executiveName: varchar("executive_name", { length: 120 }).notNull(),
    executiveTitle: varchar("executive_title", { length: 120 }).notNull(),
    executiveCompany: varchar("executive_company", { length: 120 }).notNull(),
    linkedinProfileUrl: text("linkedin_profile_url"),
    executiveLevel: varchar("executive_level", { length: 40 }).notNull(),
    relationship: varchar("relationship", { length: 40 }).notNull(),
    communicationFrequency: varchar("communication_frequency", { length: 40 }).notNull(),
    connectionStrength: integer("connection_strength").notNull().default(7),
    profilePictureUrl: text("profile_picture_url"),
    howYouMet: text("how_you_met"),
    sharedHistory: text("shared_history"),
    mutualConnections: textArray("mutual_connections"),
    industry: varchar("industry", { length: 60 }),
    isTextingBasis: boolean("is_texting_basis").notNull().default(false),
    notes: text("notes"),
    lastContact: date("last_contact"),
    createdAt: createdAt(),
  },
  (t) => [
    index("executive_circle_user_list_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const references = pgTable(
  "references",
  {
    id: serialId(),
    userId: ownerId(),
    referenceName: varchar("reference_name", { length: 120 }).notNull(),
    referenceTitle: varchar("reference_title", { length: 120 }).notNull(),
    referenceCompany: varchar("reference_company", { length: 120 }).notNull(),
    relationshipContext: text("relationship_context"),
    workingRelationship: varchar("working_relationship", { length: 40 }).notNull(),
    phoneNumber: varchar("phone_number", { length: 40 }),
    email: varchar("email", { length: 254 }),
    linkedinUrl: text("linkedin_url"),
    testimonial: text("testimonial"),
    yearsWorkedTogether: integer("years_worked_together"),
    /** Shown on shared pages and in exports (never with phone or e-mail). */
    shareable: boolean("shareable").notNull().default(true),
    isVerified: boolean("is_verified").notNull().default(false),
    /** The confirmation link e-mailed to the reference: only its hash is kept. */
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }).unique(),
    confirmExpiresAt: timestamptz("confirm_expires_at"),
    confirmSentAt: timestamptz("confirm_sent_at"),
    verifiedAt: timestamptz("verified_at"),
    ...assurance(),
    createdAt: createdAt(),
  },
  (t) => [index("references_user_list_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const aboutMe = pgTable(
  "about_me",
  {
    id: serialId(),
    userId: ownerId(),
    personalSummary: text("personal_summary"),
    careerHighlights: textArray("career_highlights"),
    coreValues: textArray("core_values"),
    salesPhilosophy: text("sales_philosophy"),
    industryExpertise: textArray("industry_expertise"),
    personalInterests: textArray("personal_interests"),
    languages: textArray("languages"),
    certifications: textArray("certifications"),
    volunteerWork: text("volunteer_work"),
    personalWebsite: text("personal_website"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("about_me_user_id_unique").on(t.userId)],
);

export const templates = pgTable("templates", {
  id: serialId(),
  name: varchar("name", { length: 100 }).notNull(),
  category: varchar("category", { length: 50 }).notNull().unique(),
  description: text("description").notNull(),
  icon: varchar("icon", { length: 40 }).notNull(),
  fields: jsonb("fields").$type<TemplateField[]>().notNull(),
  createdAt: createdAt(),
});

export * from "./schema-orgs";
export * from "./schema-security";
export * from "./schema-credentials";
export * from "./schema-talent";
export * from "./schema-billing";
export * from "./schema-ats";
export * from "./schema-integrations";
export * from "./schema-trust";
export * from "./schema-columns";
export * from "./schema-sharing";
export * from "./schema-verification";
export * from "./schema-mail";
export * from "./schema-employer-crm";
export * from "./schema-recognition";
export * from "./schema-audit";
export * from "./schema-scim";
export * from "./schema-sso";
export * from "./schema-wallet";
