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
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PLAN_TIERS } from "../../plan-tiers";
import type { TemplateField } from "../../templates";

export const userRole = pgEnum("user_role", ["user", "admin"]);
export const subscriptionTier = pgEnum("subscription_tier", PLAN_TIERS);
export const subscriptionStatus = pgEnum("subscription_status", ["active", "trialing", "past_due", "canceled"]);
export const proofType = pgEnum("proof_type", ["none", "screenshot", "email", "manager_esign", "w2"]);
export const rampStatus = pgEnum("ramp_status", ["on_ramp", "post_ramp"]);
export const salesProfile = pgEnum("sales_profile", ["Hunter", "Farmer", "Hybrid"]);
export const signingStatus = pgEnum("signing_status", ["sent", "signed", "declined", "expired", "canceled"]);
/** A proof file's place in the admin review queue ("none": no file waiting, e.g. manager e-sign or no proof). */
export const reviewStatus = pgEnum("review_status", ["none", "pending", "approved", "rejected"]);
export const mailStatus = pgEnum("mail_status", ["queued", "sent", "failed"]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
/** The proof file and its review, on quota records and recognition achievements. */
const reviewedProof = () => ({
  proofFileId: integer("proof_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
  reviewStatus: reviewStatus("review_status").notNull().default("none"),
  reviewReason: text("review_reason"),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  /** Why the item waits for a reviewer when it would otherwise verify by itself (e.g. signed from the rep's device). */
  reviewFlag: text("review_flag"),
  /** What an automatic check established about the proof (e.g. the DKIM result of an e-mail), shown as evidence. */
  proofEvidence: jsonb("proof_evidence").$type<ProofEvidence>(),
  /** Raised by every edit; a reviewer's decision names the version it was made on. */
  version: integer("version").notNull().default(1),
});

/**
 * How strong the evidence behind an item's verification is (lib/assurance.ts): 3 the employer itself, 2 a named person
 * at a vetted employer domain, 1 a QuotaProof reviewer, 0 nothing. Written by the path that verifies the item; a
 * trigger puts it back to 0 whenever the item stops being verified, so no void path can leave a stale level behind.
 */
const assurance = () => ({
  assuranceLevel: smallint("assurance_level").notNull().default(0),
  /** What the level rests on, in words: the domain, signer, reviewer or organisation. */
  assuranceEvidence: text("assurance_evidence"),
  /** The vetted domain a level-2 verification rests on ("Verified at acme.com"). */
  assuranceDomain: varchar("assurance_domain", { length: 253 }),
});

/** One of the three things an e-mail must show to verify a record by itself, and what was found. */
export type EmailProofCondition = { met: boolean; detail: string };

/** The outcome of checking an e-mail proof's DKIM signature (and, once attached, what it proves about the record). */
export type ProofEvidence = {
  kind: "dkim";
  result: "pass" | "fail";
  /** The From: domain of the message. */
  domain: string | null;
  /** The domain whose key signed it (d=) when the signature is valid. */
  signingDomain: string | null;
  detail: string;
  checkedAt: string;
  /**
   * SHA-256 of the signing domain and the signature's decoded bytes (b=), or of the file when no signature verified.
   * Files checked before the key took the decoded bytes keep a key of the b= text.
   */
  messageKey?: string;
  /** Every aligned passing signature's key (messageKey first): a message signed twice is claimed under each. */
  messageKeys?: string[];
  /** The To: and Cc: addresses: only those in headers the verified signature covers, when one verified. */
  recipients?: string[];
  /** When a signature verified: why its recipients or text cannot be trusted (an unsigned To:/Cc:, l=), or null. */
  signedCoverage?: { recipients: string | null; body: string | null };
  /** The message's text, bounded: kept on the uploaded file only, to compare with the record it is attached to. */
  text?: string;
  /** Set on the record: the signer is the rep's employer, it was sent to the rep's confirmed address, it states the figures. */
  conditions?: { employer: EmailProofCondition; addressed: EmailProofCondition; figures: EmailProofCondition };
  /** Set on a record the message verified: what the badge names. */
  proves?: { employerDomain: string; figure: string; period: string };
};
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

const ownerId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
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
    subscriptionExpiry: timestamp("subscription_expiry", { withTimezone: true }),
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
    emailChangeExpiresAt: timestamp("email_change_expires_at", { withTimezone: true }),
    /** Addresses the account had before an e-mail change: still the rep's own mailboxes for every "not your own" check. */
    previousEmails: text("previous_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the account's own address was confirmed through its mailed link (null: not yet). */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
    userId: ownerId(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 50 }).notNull().default("enterprise_deal"),
    metrics: jsonb("metrics").$type<Record<string, string>>().notNull().default({}),
    customerStory: text("customer_story"),
    stakeholders: text("stakeholders")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    challenges: text("challenges"),
    solution: text("solution"),
    impact: text("impact"),
    timeframe: varchar("timeframe", { length: 100 }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    id: serial("id").primaryKey(),
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
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    ...assurance(),
    rampStatus: rampStatus("ramp_status"),
    stackRankPosition: integer("stack_rank_position"),
    stackRankTotal: integer("stack_rank_total"),
    stackRankPercentile: percent("stack_rank_percentile"),
    stackRankPublic: boolean("stack_rank_public").notNull().default(true),
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
    uniqueIndex("quota_records_user_period_unique").on(t.userId, t.year, sql`coalesce(${t.quarter}, 0)`),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: serial("id").primaryKey(),
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
    id: serial("id").primaryKey(),
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
    sourceFetchedAt: timestamp("source_fetched_at", { withTimezone: true }),
    /** When the rep last edited an imported story: a later sync keeps the rep's text instead of the CRM's. */
    sourceEditedAt: timestamp("source_edited_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
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
    mutualConnections: text("mutual_connections")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    id: serial("id").primaryKey(),
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
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    ...assurance(),
    createdAt: createdAt(),
  },
  (t) => [index("references_user_list_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const aboutMe = pgTable(
  "about_me",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    personalSummary: text("personal_summary"),
    careerHighlights: text("career_highlights")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coreValues: text("core_values")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salesPhilosophy: text("sales_philosophy"),
    industryExpertise: text("industry_expertise")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personalInterests: text("personal_interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    volunteerWork: text("volunteer_work"),
    personalWebsite: text("personal_website"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("about_me_user_id_unique").on(t.userId)],
);

export const templates = pgTable("templates", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  category: varchar("category", { length: 50 }).notNull().unique(),
  description: text("description").notNull(),
  icon: varchar("icon", { length: 40 }).notNull(),
  fields: jsonb("fields").$type<TemplateField[]>().notNull(),
  createdAt: createdAt(),
});

/** Files uploaded by a user (proofs, pictures), stored under a random key. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    storageKey: varchar("storage_key", { length: 200 }).notNull().unique(),
    purpose: varchar("purpose", { length: 40 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    /** Set when the file is attached to something; files never attached are swept after a day. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
    userId: ownerId(),
    slug: varchar("slug", { length: 64 }).notNull().unique(),
    achievementIds: integer("achievement_ids")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    allowIndexing: boolean("allow_indexing").notNull().default(false),
    /** Views by anyone but the owner. */
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The owner's name for this portfolio ("Series B recruiters"). */
    name: varchar("name", { length: 80 }),
    /** Visitors must enter this password first (argon2 hash); null for an open link. */
    passwordHash: text("password_hash"),
    /** After this moment the page answers 410. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The portfolio sections this link shows (a ShareSection each). */
    sections: text("sections")
      .array()
      .notNull()
      .default(sql`'{quota,achievements,deals,experience,references,about}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_user_id_idx").on(t.userId)],
);

/** A manager e-signature request for one quota record; the token is stored only as a hash. */
/** A visitor's view of a share page or download of its PDF (the owner's own are not recorded): Insights' data. */
export const shareLinkEvents = pgTable(
  "share_link_events",
  {
    id: serial("id").primaryKey(),
    shareLinkId: integer("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    userId: ownerId(),
    kind: varchar("kind", { length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("share_link_events_user_created_idx").on(t.userId, t.createdAt)],
);

export const signingRequests = pgTable(
  "signing_requests",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    quotaRecordId: integer("quota_record_id")
      .notNull()
      .references(() => quotaRecords.id, { onDelete: "cascade" }),
    managerName: varchar("manager_name", { length: 120 }).notNull(),
    managerEmail: varchar("manager_email", { length: 254 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    status: signingStatus("status").notNull().default("sent"),
    figuresHash: varchar("figures_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    signerName: varchar("signer_name", { length: 120 }),
    /** The job title the manager gives when signing, shown beside their name on shared pages. */
    signerTitle: varchar("signer_title", { length: 120 }),
    signerIp: varchar("signer_ip", { length: 64 }),
    signerUserAgent: text("signer_user_agent"),
    /** The domain of the address the signing link was sent to: shown as evidence, never the full address. */
    signerDomain: varchar("signer_domain", { length: 254 }),
    /** Signed from an IP address and browser the rep signed in with: the signature waits for a reviewer. */
    signedFromRepDevice: boolean("signed_from_rep_device").notNull().default(false),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("signing_requests_user_id_idx").on(t.userId),
    index("signing_requests_quota_record_id_idx").on(t.quotaRecordId),
  ],
);

/** Append-only trail of verification events: who, what, when, from where. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    entityType: varchar("entity_type", { length: 40 }).notNull(),
    entityId: integer("entity_id").notNull(),
    action: varchar("action", { length: 40 }).notNull(),
    actor: varchar("actor", { length: 254 }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_user_id_idx").on(t.userId), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * Every e-mail the app sends, queued: a worker delivers it over SMTP (or writes it to this table as the
 * local outbox when no SMTP is configured), retrying with backoff; a failure stays visible here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** The account the message is about (the rep), when there is one. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: varchar("to_address", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the message belongs to, e.g. "signing_request" 12, so its state can show delivery. */
    entityType: varchar("entity_type", { length: 40 }),
    entityId: integer("entity_id"),
    status: mailStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The single-use link the message carries, while its copy here still holds it: the token's SHA-256 (as the
     * link's own row keeps it) and when it expires. Both are cleared when the copy loses the link (used, expired).
     */
    linkHash: varchar("link_hash", { length: 64 }),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_user_id_idx").on(t.userId),
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_entity_idx").on(t.entityType, t.entityId),
    index("mail_outbox_link_hash_idx")
      .on(t.linkHash)
      .where(sql`${t.linkHash} is not null`),
    index("mail_outbox_link_expiry_idx")
      .on(t.linkExpiresAt)
      .where(sql`${t.linkHash} is not null`),
  ],
);

export const upgradeRequestStatus = pgEnum("upgrade_request_status", ["open", "approved", "declined"]);

/** A request to move to a paid plan (no card payment yet): an admin or `npm run user:tier` grants it. */
export const upgradeRequests = pgTable(
  "upgrade_requests",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    tier: subscriptionTier("tier").notNull(),
    isAnnualBilling: boolean("is_annual_billing").notNull().default(true),
    note: text("note"),
    status: upgradeRequestStatus("status").notNull().default("open"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("upgrade_requests_user_id_idx").on(t.userId), index("upgrade_requests_status_idx").on(t.status)],
);

/** Failed sign-in attempts, kept in the database so throttling holds across restarts and instances. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_key_created_idx").on(t.key, t.createdAt)],
);

/**
 * A user's Google Drive connection for the Google Slides export (scope drive.file). The tokens are stored
 * encrypted with a key derived from AUTH_SECRET (lib/server/google/token-crypto.ts) and never leave the server.
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

/** Successful sign-ins with where they came from, so a signature from the rep's own device can be recognised. */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_events_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * The version of each pending item an admin was last shown in the review queue: a decision is made on that
 * version, so an edit in between makes it a conflict even when the client does not send the version back.
 */
export const reviewViews = pgTable(
  "review_views",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    version: integer("version").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_views_admin_item_unique").on(t.adminId, t.kind, t.itemId)],
);

/**
 * The administrators' digest of the review and upgrade queues (one row): when it was last sent and which queue
 * items it told of, so a digest goes out only for new items and at most once an hour.
 */
export const adminDigest = pgTable("admin_digest", {
  id: integer("id").primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  notifiedKeys: jsonb("notified_keys").$type<string[]>().notNull().default([]),
});

export * from "./schema-orgs";
export * from "./schema-security";
export * from "./schema-credentials";
export * from "./schema-talent";
export * from "./schema-billing";
export * from "./schema-ats";
export * from "./schema-integrations";
export * from "./schema-trust";
