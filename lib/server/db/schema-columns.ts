// What the tables of every schema file share: the enums, the column helpers (timestamps, money, percents, the owner,
// the assurance level) and the JSON types of the evidence columns. It imports no other schema file, so every schema
// file can use it while the schema files import each other.
import { sql } from "drizzle-orm";
import {
  integer,
  jsonb,
  numeric,
  pgEnum,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { EmployerRecordSource } from "../../employer-records";
import { PLAN_TIERS } from "../../plan-tiers";

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

export const upgradeRequestStatus = pgEnum("upgrade_request_status", ["open", "approved", "declined"]);

/** Every table's key. */
export const serialId = () => serial("id").primaryKey();
/** Every point in time is kept with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A list of strings, empty rather than null. */
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * How strong the evidence behind an item's verification is (lib/assurance.ts): 3 the employer itself, 2 a named person
 * at a vetted employer domain, 1 a QuotaProof reviewer, 0 nothing. Written by the path that verifies the item; a
 * trigger puts it back to 0 whenever the item stops being verified, so no void path can leave a stale level behind.
 */
export const assurance = () => ({
  assuranceLevel: smallint("assurance_level").notNull().default(0),
  /** What the level rests on, in words: the domain, signer, reviewer or organisation. */
  assuranceEvidence: text("assurance_evidence"),
  /** The vetted domain a level-2 verification rests on ("Verified at acme.com"). */
  assuranceDomain: varchar("assurance_domain", { length: 253 }),
});

/** A required reference to a row whose deletion takes this row with it (the target passed lazily: the schema files
 * import each other). */
export const cascadingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });

/** The owning user's id. */
export const ownerColumn = (user: () => AnyPgColumn) => cascadingRef("user_id", user);

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
 * A quota record's currency, and what makes it an employer's record: the organisation whose CRM figures an owner or
 * admin signed off (no reference: the record stays the rep's when they leave or the organisation goes; null for the
 * rep's own records), what it rests on, and the rep's decline (hidden from everything they share).
 */
export const employerRecordColumns = () => ({
  /** ISO 4217 of the quota and attainment; null reads as USD (every record made before currencies were kept). */
  currency: varchar("currency", { length: 3 }),
  employerOrgId: integer("employer_org_id"),
  employerName: varchar("employer_name", { length: 120 }),
  /** The CRM, its record ids, the SHA-256 of the rows, who signed off and when. */
  employerSource: jsonb("employer_source").$type<EmployerRecordSource>(),
  declinedAt: timestamptz("declined_at"),
});
