import "server-only";
// The portfolio's content types as user-scoped repositories, with their server-computed fields.
import { desc, sql } from "drizzle-orm";
import { toHundredths } from "@/lib/decimal";
import { attainmentPercent, stackRankPercentile } from "@/lib/quota";
import { salesProfile } from "@/lib/sales-profile";
import { achievementSchemaFor, type AchievementInput } from "@/lib/validators/achievement";
import { dealHighlightSchema, type DealHighlightInput } from "@/lib/validators/deal-highlight";
import { executiveSchema, type ExecutiveInput } from "@/lib/validators/executive";
import { experienceSchema, type ExperienceInput } from "@/lib/validators/experience";
import { quotaRecordSchema, type QuotaRecordInput } from "@/lib/validators/quota-record";
import { referenceSchema, type ReferenceInput } from "@/lib/validators/reference";
import { achievements, dealHighlights, executiveCircle, experiences, quotaRecords, references } from "../db/schema";
import { ownedRepository } from "./owned";
import { requireOwnProofFile } from "./proofs";
import { afterReferenceWrite } from "./reference-confirmation";
import { afterQuotaRecordWrite } from "./signing";

export const achievementsData = ownedRepository({
  table: achievements,
  label: "Achievement",
  schemaFor: achievementSchemaFor,
  // Verification of a recognition comes from review, never from the client.
  toValues: (input: AchievementInput) => input,
  prepare: async (tx, userId, input, before) => {
    if (input.proofFileId === null) {
      return before?.proofFileId ? ({ reviewStatus: "none", reviewReason: null, isVerified: false } as const) : {};
    }
    await requireOwnProofFile(tx, userId, input.proofFileId, "recognition-proof");
    // A new proof goes (back) to the review queue.
    return before?.proofFileId === input.proofFileId ? {} : NEW_REVIEW;
  },
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
});

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
  isVerified: false,
} as const;

const isReviewedProof = (proofType: string) => proofType === "screenshot" || proofType === "email";

export const quotaRecordsData = ownedRepository({
  table: quotaRecords,
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
  // Changing attested figures voids the verification (decisions.md).
  onUpdate: (before, values) => {
    const changed = QUOTA_FIGURES.some((key) => sameFigure(values[key], before[key]) === false);
    return changed ? { isVerified: false, verifiedAt: null } : {};
  },
  // A screenshot or e-mail proof must be the caller's own upload and goes to the review queue.
  prepare: async (tx, userId, input, before) => {
    if (!isReviewedProof(input.proofType) || input.proofFileId === null) {
      return { proofFileId: null, ...(before?.reviewStatus === "none" ? {} : ({ reviewStatus: "none", reviewReason: null } as const)) };
    }
    await requireOwnProofFile(tx, userId, input.proofFileId, "quota-proof");
    if (!before || before.proofFileId !== input.proofFileId || before.proofType !== input.proofType) {
      return { ...NEW_REVIEW, verifiedAt: null };
    }
    // Changed figures need a new review of the same proof.
    const changed = QUOTA_FIGURES.some((key) => !sameFigure(input[key], before[key]));
    return changed && before.reviewStatus !== "none" ? { ...NEW_REVIEW, verifiedAt: null } : {};
  },
  // Manager e-sign opens a signing request; changed figures void a signature (signing.ts).
  afterWrite: afterQuotaRecordWrite,
  orderBy: (t) => [desc(t.year), sql`${t.quarter} desc nulls last`, desc(t.id)],
  conflictMessage: "You already have a quota record for this period",
});

export const experiencesData = ownedRepository({
  table: experiences,
  label: "Experience",
  schemaFor: () => experienceSchema,
  toValues: (input: ExperienceInput) => ({
    ...input,
    salesProfile: salesProfile(input.netNewLogoPercent, input.expansionPercent),
  }),
  orderBy: (t) => [sql`${t.startDate} desc nulls last`, desc(t.createdAt), desc(t.id)],
  cap: "experiences",
});

export const dealHighlightsData = ownedRepository({
  table: dealHighlights,
  label: "Deal highlight",
  schemaFor: () => dealHighlightSchema,
  toValues: (input: DealHighlightInput) => input,
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  cap: "dealHighlights",
});

export const executiveCircleData = ownedRepository({
  table: executiveCircle,
  label: "Executive",
  schemaFor: () => executiveSchema,
  toValues: (input: ExecutiveInput) => input,
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  cap: "executiveCircle",
});

export const referencesData = ownedRepository({
  table: references,
  label: "Reference",
  schemaFor: () => referenceSchema,
  toValues: (input: ReferenceInput) => input,
  // A reference with an e-mail is asked to confirm; changing what they confirmed voids it.
  afterWrite: (tx, { row, before, meta }) => afterReferenceWrite(tx, { row, before, meta }),
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  cap: "references",
});
