// Organisations (the Enterprise plan): members with roles and a reporting line, invitations, in-app manager
// attestations, awards, branding and the organisation's own audit trail. Re-exported by schema.ts. Every
// reference back to schema.ts is a lazy callback: the two modules import each other.
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ORG_TIERS } from "../../plan-tiers";
import type { ClaimedFigures } from "../signing/figures";
import { cascadingRef, createdAt, timestamptz, serialId } from "./schema-columns";
import { achievements, quotaRecords, users } from "./schema";
import { contests, recognitionRules } from "./schema-recognition";

export const orgRole = pgEnum("org_role", ["owner", "admin", "manager", "seller", "recruiter"]);
export const orgTier = pgEnum("org_tier", ORG_TIERS);
export const attestationStatus = pgEnum("attestation_status", ["pending", "approved", "declined", "void"]);

export const organizations = pgTable("organizations", {
  id: serialId(),
  name: varchar("name", { length: 120 }).notNull(),
  /** Set by the operator: "enterprise" gives members the Pro features, up to `seats` members. */
  tier: orgTier("tier").notNull().default("team"),
  seats: integer("seats").notNull().default(5),
  /** Branding, shown on members' shared pages and PDF covers when they opt in. https only. */
  logoUrl: text("logo_url"),
  brandColor: varchar("brand_color", { length: 7 }),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const orgMembers = pgTable(
  "org_members",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    userId: cascadingRef("user_id", () => users.id),
    role: orgRole("role").notNull(),
    /** The member's manager in this organisation (who attests their figures). */
    managerId: integer("manager_id").references(() => users.id, { onDelete: "set null" }),
    /** Who set that reporting line, and when: a line the seller set themselves cannot carry an attestation. */
    managerSetBy: integer("manager_set_by").references(() => users.id, { onDelete: "set null" }),
    managerSetAt: timestamptz("manager_set_at"),
    /** The benchmark cohort's segment, e.g. "Enterprise", "Mid-market". */
    segment: varchar("segment", { length: 60 }),
    /** The member shows the organisation's logo and colour on their shared page and PDF cover. */
    showBranding: boolean("show_branding").notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("org_members_org_user_unique").on(t.orgId, t.userId),
    index("org_members_user_idx").on(t.userId),
    index("org_members_manager_idx").on(t.orgId, t.managerId),
    // The team view's segment filter.
    index("org_members_org_segment_idx").on(t.orgId, t.segment),
  ],
);

export const orgInvitations = pgTable(
  "org_invitations",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    email: varchar("email", { length: 254 }).notNull(),
    role: orgRole("role").notNull(),
    /** SHA-256 of the single-use token in the e-mailed /join/<token> link. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamptz("accepted_at"),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("org_invitations_token_unique").on(t.tokenHash), index("org_invitations_org_idx").on(t.orgId)],
);

/**
 * A seller asks their manager to attest a quota record in the app. The manager's name, title and the
 * organisation's name are kept with the decision: the attestation belongs to the rep and outlives the membership.
 */
export const orgAttestations = pgTable(
  "org_attestations",
  {
    id: serialId(),
    orgId: integer("org_id").references(() => organizations.id, { onDelete: "set null" }),
    /** The seller whose record it is. */
    userId: cascadingRef("user_id", () => users.id),
    quotaRecordId: cascadingRef("quota_record_id", () => quotaRecords.id),
    /** The manager asked (the seller's manager when asked). */
    managerId: integer("manager_id").references(() => users.id, { onDelete: "set null" }),
    status: attestationStatus("status").notNull().default("pending"),
    /** The figures asked about (their SHA-256): a later change voids the attestation. */
    figuresHash: varchar("figures_hash", { length: 64 }).notNull(),
    figures: jsonb("figures").$type<ClaimedFigures>().notNull(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamptz("decided_at"),
    attesterName: varchar("attester_name", { length: 120 }),
    attesterTitle: varchar("attester_title", { length: 120 }),
    orgName: varchar("org_name", { length: 120 }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // The queue of an organisation's admins, newest first (and by status alone for the team view's counts).
    index("org_attestations_org_status_created_idx").on(
      t.orgId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A manager's queue: the requests addressed to them.
    index("org_attestations_manager_status_idx").on(t.managerId, t.status),
    index("org_attestations_record_idx").on(t.userId, t.quotaRecordId),
  ],
);

/** An award the organisation issues to a member: it becomes a verified achievement on the member's book. */
export const orgAwards = pgTable(
  "org_awards",
  {
    id: serialId(),
    orgId: integer("org_id").references(() => organizations.id, { onDelete: "set null" }),
    userId: cascadingRef("user_id", () => users.id),
    achievementId: integer("achievement_id").references(() => achievements.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    awardedOn: date("awarded_on").notNull(),
    orgName: varchar("org_name", { length: 120 }).notNull(),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    /** The rule or contest that issued it (null for an award a person gave), and the period it is for. */
    ruleId: integer("rule_id").references(() => recognitionRules.id, { onDelete: "set null" }),
    contestId: integer("contest_id").references(() => contests.id, { onDelete: "set null" }),
    period: varchar("period", { length: 7 }),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("org_awards_org_idx").on(t.orgId),
    index("org_awards_achievement_idx").on(t.achievementId),
    // A rule awards a rep once per period; a contest once per rep (a revoked one is restored, not issued again).
    uniqueIndex("org_awards_rule_once").on(t.ruleId, t.userId, t.period),
    uniqueIndex("org_awards_contest_once").on(t.contestId, t.userId),
  ],
);

/** The organisation's audit trail: invitations, role changes, attestations, awards, settings. */
/**
 * The organisation's audit trail, a hash chain (lib/audit-chain.ts, docs/audit-trail.md): each row holds its place in
 * the organisation's chain (`seq`), the hash of the row before (`prevHash`) and its own `hash` over that and its
 * content. Rows are only ever appended through `writeOrgAudit` (under the organisation's head row, schema-audit.ts)
 * and removed from the start of the chain by the retention job. The actor and target are plain ids, not references:
 * a deleted account must not rewrite (null) a hashed row. `seq` is null only for a row written before the chain
 * existed, until the migration chains it.
 */
export const orgAudit = pgTable(
  "org_audit",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    actorId: integer("actor_id"),
    action: varchar("action", { length: 40 }).notNull(),
    targetUserId: integer("target_user_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    seq: integer("seq"),
    prevHash: varchar("prev_hash", { length: 64 }),
    hash: varchar("hash", { length: 64 }),
  },
  (t) => [
    index("org_audit_org_idx").on(t.orgId, t.createdAt),
    // One row per place in an organisation's chain: a second guard beside the head row's lock.
    uniqueIndex("org_audit_org_seq_unique").on(t.orgId, t.seq),
  ],
);

/**
 * A domain the organisation proved it holds: at once when the caller has a confirmed address there ("email"), by a
 * DNS TXT record carrying `txtToken` ("dns"), or set by the operator ("operator"). Branding and the organisation's
 * name show on public pages only for an Enterprise organisation with a verified domain.
 */
export const orgDomains = pgTable(
  "org_domains",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    domain: varchar("domain", { length: 253 }).notNull(),
    method: varchar("method", { length: 10 }),
    txtToken: varchar("txt_token", { length: 64 }).notNull(),
    verifiedAt: timestamptz("verified_at"),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("org_domains_org_domain_unique").on(t.orgId, t.domain),
    uniqueIndex("org_domains_verified_domain_unique")
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

/** The benchmark cohorts as of one day: each segment's verified attainment figures, sorted (taken daily). */
export const orgBenchmarkSnapshots = pgTable(
  "org_benchmark_snapshots",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    takenOn: date("taken_on").notNull(),
    cohorts: jsonb("cohorts").$type<Record<string, number[]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("org_benchmark_snapshots_org_day_unique").on(t.orgId, t.takenOn)],
);
