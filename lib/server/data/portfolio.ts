import "server-only";
// The portfolio's content types as user-scoped repositories, with their server-computed fields.
import { assuranceOf, verifiedAtDomain } from "@/lib/assurance";
import { isVettedEmployerDomain, noteDomainSighting } from "./employer-domains";
import { eq } from "drizzle-orm";
import type { ZodType } from "zod";
import { toHundredths } from "@/lib/decimal";
import { PLANS, W2_PRO_MESSAGE } from "@/lib/plans";
import { attainmentPercent, stackRankPercentile } from "@/lib/quota";
import { salesProfile } from "@/lib/sales-profile";
import { achievementSchemaFor, type AchievementInput } from "@/lib/validators/achievement";
import { dealHighlightSchema, type DealHighlightInput } from "@/lib/validators/deal-highlight";
import { executiveSchema, type ExecutiveInput } from "@/lib/validators/executive";
import {
  experienceSchema,
  missingExperienceFields,
  type ExperienceInput,
  type ImportedExperienceInput,
} from "@/lib/validators/experience";
import { quotaRecordSchema, type QuotaRecordInput } from "@/lib/validators/quota-record";
import { referenceSchema, type ReferenceInput } from "@/lib/validators/reference";
import { users, type ProofEvidence } from "../db/schema";
import { PORTFOLIO_CONTENT_TABLES as tables } from "../db/portfolio-tables";
import type { Tx } from "../db/client";
import { ApiError } from "../errors";
import { claimEmailMessage, emailProofVerdict } from "./email-proof";
import { ownedRepository } from "./owned";
import { requireConfirmedAccount } from "./mailboxes";
import { requireOwnProofFile } from "./proofs";
import { afterReferenceWrite } from "./reference-confirmation";
import { afterQuotaRecordWrite } from "./signing/record-hooks";
import { effectiveTier } from "./orgs/access";
import { dealHighlightOutput } from "./deal-output";

/** Every verified kind of item answers its assurance (level, label, evidence) instead of the raw columns. */
function withAssurance<R extends Parameters<typeof assuranceOf>[0]>(row: R) {
  const { assuranceLevel: _level, assuranceEvidence: _evidence, assuranceDomain: _domain, ...rest } = row;
  return { ...rest, assurance: assuranceOf(row) };
}

export const achievementsData = ownedRepository({
  toOutput: withAssurance,
  table: tables.achievements,
  label: "Achievement",
  schemaFor: achievementSchemaFor,
  // Verification of a recognition comes from review or a DKIM-valid e-mail, never from the client.
  toValues: (input: AchievementInput) => input,
  prepare: async (tx, userId, input, before) => {
    if (input.proofFileId === null) return before?.proofFileId || before?.isVerified ? NO_PROOF : {};
    const file = await requireOwnProofFile(tx, userId, input.proofFileId, "recognition-proof");
    if (before?.proofFileId !== input.proofFileId) {
      await requireConfirmedAccount(tx, userId);
      return proofOutcome(file);
    }
    // Anything the verification (or the pending review) covered changed: a person must look at the proof again.
    const underReview = before.reviewStatus !== "none" || before.isVerified;
    return underReview && changedContent(before, input, ACHIEVEMENT_IGNORED)
      ? { ...NEW_REVIEW, reviewFlag: CHANGED_AFTER_VERIFICATION }
      : {};
  },
  listKeys: (t) => [{ column: t.createdAt }, { column: t.id }],
});

/** Every field of an achievement is covered by its verification, except the proof link (handled on its own). */
const ACHIEVEMENT_IGNORED = new Set(["proofFileId"]);

/** Compares stored and submitted figures by value ("500000.00" equals "500000"). */
function sameFigure(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => {
    if (v === null || v === undefined) return "";
    const cents = typeof v === "string" ? toHundredths(v) : undefined;
    return cents !== undefined ? cents.toString() : String(v);
  };
  return norm(a) === norm(b);
}

const QUOTA_FIGURES = ["year", "quarter", "quota", "attainment", "stackRankPosition", "stackRankTotal"] as const;

/** A proof that waits in the admin review queue; nothing the client sends can mark it reviewed. */
const NEW_REVIEW = {
  reviewStatus: "pending",
  reviewReason: null,
  reviewedAt: null,
  reviewedBy: null,
  reviewFlag: null,
  isVerified: false,
} as const;

/** No proof (or a method without a file): nothing verifies the item. */
const NO_PROOF = { ...NEW_REVIEW, reviewStatus: "none", proofFileId: null, proofEvidence: null } as const;

export const CHANGED_AFTER_VERIFICATION =
  "Changed after it was verified or submitted: check the proof against the new version";

/**
 * A newly attached file that is not an e-mail checked against a quota record: a reviewer decides. (A DKIM signature
 * alone proves who sent a message, not what it proves, so it never verifies anything here.)
 */
function proofOutcome(file: { proofEvidence: ProofEvidence | null }) {
  const evidence = file.proofEvidence;
  const flag = evidence ? `Automatic check: ${evidence.detail}; a person must check what the e-mail proves` : null;
  return { ...NEW_REVIEW, proofEvidence: evidence, reviewFlag: flag };
}

/**
 * A newly attached e-mail (a DKIM-checked file): verified at once only when it proves the record by itself (see
 * email-proof.ts) and the rep offered it as an e-mail proof; otherwise queued with what matched and what did not.
 */
async function emailProofOutcome(tx: Tx, userId: number, evidence: ProofEvidence, input: QuotaRecordInput) {
  const verdict = await emailProofVerdict(tx, userId, evidence, input);
  if (verdict.verifies && input.proofType === "email") {
    const now = new Date();
    const verified = { reviewStatus: "none", reviewedAt: now, verifiedAt: now, isVerified: true } as const;
    const proves = verdict.evidence.proves!;
    const domain = proves.employerDomain;
    const evidenceText = `DKIM-signed e-mail from ${domain} to the rep's confirmed address, stating ${proves.figure} for ${proves.period}`;
    return { ...NEW_REVIEW, ...verified, ...verifiedAtDomain(domain, evidenceText), proofEvidence: verdict.evidence };
  }
  const flag = verdict.flag ?? "An e-mail uploaded as another kind of proof: a person must check it";
  return { ...NEW_REVIEW, verifiedAt: null, proofEvidence: verdict.evidence, reviewFlag: flag };
}

/** True when a submitted field differs from the stored one (values compared as JSON, object keys sorted). */
function changedContent(
  before: Record<string, unknown>,
  input: Record<string, unknown>,
  ignored: ReadonlySet<string>,
): boolean {
  const stable = (v: unknown): string =>
    JSON.stringify(v ?? null, (_k, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
        : value,
    );
  return Object.keys(input).some(
    (key) => !ignored.has(key) && key in before && stable(input[key]) !== stable(before[key]),
  );
}

const isReviewedProof = (proofType: string) =>
  proofType === "screenshot" || proofType === "w2" || proofType === "email";

/** A new W-2 proof needs a plan with W-2 uploads (402); one kept from a paid plan stays after a downgrade. */
async function assertPlanAllowsW2(tx: Tx, userId: number): Promise<void> {
  const [owner] = await tx.select({ tier: effectiveTier }).from(users).where(eq(users.id, userId));
  if (!owner || !PLANS[owner.tier].w2Proofs) throw new ApiError("plan_limit", W2_PRO_MESSAGE);
}

const EMPLOYER_RECORD_READ_ONLY =
  "These figures come from your employer's CRM and only a new sign-off changes them. Decline the record to hide it instead.";

export const quotaRecordsData = ownedRepository({
  toOutput: withAssurance,
  table: tables.quotaRecords,
  label: "Quota record",
  schemaFor: () => quotaRecordSchema,
  // The manager's name and e-mail belong to the signing request (signing.ts), not the record.
  toValues: ({ periodType: _periodType, managerName: _name, managerEmail: _email, ...input }: QuotaRecordInput) => ({
    ...input,
    attainmentPercent: attainmentPercent(input.quota, input.attainment)!,
    stackRankPercentile:
      input.stackRankPosition !== null && input.stackRankTotal !== null
        ? (stackRankPercentile(input.stackRankPosition, input.stackRankTotal) ?? null)
        : null,
  }),
  toInput: (row) => ({ ...row, periodType: row.quarter ? "quarterly" : "annual" }),
  /**
   * What verifies the record follows its proof: changed figures, a new proof or another method void what was
   * verified. A screenshot or e-mail must be the caller's own upload; manager e-signatures are handled in signing.ts.
   */
  readOnly: (row) => (row.employerOrgId !== null ? EMPLOYER_RECORD_READ_ONLY : null),
  prepare: async (tx, userId, input, before) => {
    if (input.proofType === "w2" && before?.proofType !== "w2") await assertPlanAllowsW2(tx, userId);
    const figuresChanged = before ? QUOTA_FIGURES.some((key) => !sameFigure(input[key], before[key])) : false;
    const methodChanged = before ? before.proofType !== input.proofType : true;
    if (input.proofType === "manager_esign") {
      // A signature covers exactly the figures it was made on; a new request starts with a clean review.
      return methodChanged || figuresChanged ? { ...NO_PROOF, verifiedAt: null } : { proofFileId: null };
    }
    if (!isReviewedProof(input.proofType) || input.proofFileId === null) return { ...NO_PROOF, verifiedAt: null };
    const file = await requireOwnProofFile(tx, userId, input.proofFileId, "quota-proof");
    if (!before || methodChanged || before.proofFileId !== input.proofFileId) {
      await requireConfirmedAccount(tx, userId);
      if (file.proofEvidence?.kind === "dkim") return emailProofOutcome(tx, userId, file.proofEvidence, input);
      return { ...proofOutcome(file), verifiedAt: null };
    }
    // The same proof for other figures: a person must compare them again.
    return figuresChanged ? { ...NEW_REVIEW, verifiedAt: null, reviewFlag: CHANGED_AFTER_VERIFICATION } : {};
  },
  // An e-mail proof is used up by the record; manager e-sign opens a signing request; changed figures void a
  // signature (signing.ts).
  afterWrite: async (tx, write) => {
    const { row, before } = write;
    const newProof = before?.proofType !== row.proofType || before.proofFileId !== row.proofFileId;
    if (row.proofFileId !== null && newProof) {
      const use = { userId: row.userId, quotaRecordId: row.id, fileId: row.proofFileId };
      await claimEmailMessage(tx, use, row.proofType === "email");
      const signer = row.proofEvidence?.result === "pass" ? row.proofEvidence.signingDomain : null;
      if (signer && !(await isVettedEmployerDomain(tx, signer)))
        await noteDomainSighting(tx, {
          domain: signer,
          itemType: "quota_record",
          itemId: row.id,
          userId: row.userId,
          via: "email_proof",
        });
    }
    return afterQuotaRecordWrite(tx, write);
  },
  listKeys: (t) => [{ column: t.year }, { column: t.quarter, nulls: "last" }, { column: t.id }],
  conflictMessage: "You already have a quota record for this period",
});

/** An experience as the API answers it: with the required fields it still lacks (an imported job waits for them). */
export function experienceOutput(row: typeof tables.experiences.$inferSelect) {
  return { ...row, missingFields: missingExperienceFields(row) };
}

export const experiencesData = ownedRepository({
  table: tables.experiences,
  label: "Experience",
  // The manual form's schema, for create and update alike: only the smart import writes a job that waits for
  // its details (ImportedExperienceInput), and saving the full form is what clears the flag.
  schemaFor: (): ZodType<ExperienceInput | ImportedExperienceInput> => experienceSchema,
  toValues: (input: ExperienceInput | ImportedExperienceInput) => ({
    ...input,
    salesProfile:
      input.netNewLogoPercent === null || input.expansionPercent === null
        ? null
        : salesProfile(input.netNewLogoPercent, input.expansionPercent),
    needsDetails: "needsDetails" in input ? input.needsDetails : false,
  }),
  toOutput: experienceOutput,
  listKeys: (t) => [{ column: t.startDate, nulls: "last" }, { column: t.createdAt }, { column: t.id }],
  cap: "experiences",
});

export const dealHighlightsData = ownedRepository({
  table: tables.dealHighlights,
  label: "Deal highlight",
  schemaFor: () => dealHighlightSchema,
  toValues: (input: DealHighlightInput) => input,
  // The rep's edit of an imported story is theirs: a later sync keeps it instead of the CRM's text.
  onUpdate: (before) => (before.sourceProvider ? { sourceEditedAt: new Date() } : {}),
  toOutput: dealHighlightOutput,
  listKeys: (t) => [{ column: t.createdAt }, { column: t.id }],
  cap: "dealHighlights",
});

export const executiveCircleData = ownedRepository({
  table: tables.executiveCircle,
  label: "Executive",
  schemaFor: () => executiveSchema,
  toValues: (input: ExecutiveInput) => input,
  listKeys: (t) => [{ column: t.createdAt }, { column: t.id }],
  cap: "executiveCircle",
});

export const referencesData = ownedRepository({
  toOutput: withAssurance,
  table: tables.references,
  label: "Reference",
  schemaFor: () => referenceSchema,
  toValues: (input: ReferenceInput) => input,
  // A reference with an e-mail is asked to confirm; changing what they confirmed voids it.
  afterWrite: (tx, { row, before, meta }) => afterReferenceWrite(tx, { row, before, meta }),
  listKeys: (t) => [{ column: t.createdAt }, { column: t.id }],
  cap: "references",
});

/** The repository of each list of a portfolio, by the list's name. */
export const portfolioLists = {
  achievements: achievementsData,
  quotaRecords: quotaRecordsData,
  experiences: experiencesData,
  dealHighlights: dealHighlightsData,
  executiveCircle: executiveCircleData,
  references: referencesData,
} as const;
