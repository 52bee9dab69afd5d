import { z } from "zod";
import type { UploadedProof } from "@/lib/proof-files";

export const REVIEW_KINDS = ["quota-record", "achievement"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REJECT_REASON_REQUIRED = "Please give a reason for the rejection";

/** An admin's decision on a proof: a rejection needs a reason, which the rep is shown. */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: 'Decision must be "approve" or "reject"' }),
    reason: z
      .string()
      .trim()
      .max(1000, "Reason must be at most 1000 characters")
      .nullish()
      .transform((v) => v || null),
    /**
     * The version of the item the reviewer looked at (`version` in the queue). An edit since then changes it and
     * the decision answers 409, so no one approves something they did not see.
     */
    version: z.coerce.number({ error: "Version must be a number" }).int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "reject" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: REJECT_REASON_REQUIRED });
  });

export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

// GET /api/admin/reviews: one pending proof with its rep and the figures it backs.

/** A proof's file as it was uploaded, with the addresses that download it and show it in the browser. */
export type ReviewFile = Omit<UploadedProof, "emailCheck"> & { url: string; inlineUrl: string };
export type ReviewRep = { id: number; fullName: string; email: string };

/** Why an item that would verify by itself waits for a person, and what was checked automatically. */
type ReviewContext = {
  /** The version to send back with the decision. */
  version: number;
  /** E.g. "Signed from the rep's own device ..." or "Automatic check failed: ...". */
  flag: string | null;
  /** The manager's signature for a manager e-sign record: who, from which domain, when. */
  signature: {
    signerName: string | null;
    signerTitle: string | null;
    signerDomain: string | null;
    signedAt: string | null;
  } | null;
  /** The DKIM check of an e-mail proof, and which of the three conditions for verifying by itself held. */
  emailCheck: {
    result: "pass" | "fail";
    domain: string | null;
    detail: string;
    conditions: EmailProofConditions | null;
  } | null;
  /** A domain the item named that is not a vetted employer domain, and when it was first seen on any item. */
  firstSeenDomain: { domain: string; firstSeenAt: string } | null;
};

/** An e-mail proves a record by itself only when all three hold; the reviewer sees each with what was found. */
export type EmailProofConditions = {
  employer: { met: boolean; detail: string };
  addressed: { met: boolean; detail: string };
  figures: { met: boolean; detail: string };
};

export type PendingReview =
  | ({
      kind: "quota-record";
      id: number;
      rep: ReviewRep;
      submittedAt: string;
      file: ReviewFile | null;
      proofType: string;
      period: string;
      quota: string;
      attainment: string;
      attainmentPercent: string;
      stackRank: string | null;
    } & ReviewContext)
  | ({
      kind: "achievement";
      id: number;
      rep: ReviewRep;
      submittedAt: string;
      file: ReviewFile | null;
      title: string;
      description: string;
      dateReceived: string | null;
    } & ReviewContext);
