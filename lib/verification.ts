// What a shared or exported item says about its verification: state, method, date and signer.
// Pure, so the PDF, the deck and the public page word it the same way.
import { formatDate } from "@/lib/format";

export type VerificationMethod = "manager_esign" | "screenshot" | "email" | "document" | "reference";

export type Verification =
  | {
      state: "verified";
      method: VerificationMethod;
      /** ISO date of the signature, review approval or confirmation. */
      date: string;
      /** Manager e-signature only: who signed. Never their e-mail. */
      signerName?: string | null;
      signerTitle?: string | null;
    }
  | { state: "pending"; method: VerificationMethod | null }
  | { state: "unverified" };

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  manager_esign: "Manager e-signature",
  screenshot: "Dashboard screenshot reviewed",
  email: "E-mail proof reviewed",
  document: "Supporting document reviewed",
  reference: "Confirmed by the reference",
};

/** A quota record's state from its proof, review and latest signature. */
export function quotaVerification(record: {
  isVerified: boolean;
  proofType: string;
  reviewStatus: string;
  reviewedAt: Date | string | null;
  verifiedAt: Date | string | null;
  signature?: { status: string; signerName: string | null; signerTitle: string | null; signedAt: Date | string | null } | null;
}): Verification {
  const method = (["manager_esign", "screenshot", "email"] as const).find((m) => m === record.proofType) ?? null;
  if (record.isVerified && method) {
    const signed = method === "manager_esign" && record.signature?.status === "signed" ? record.signature : null;
    const date = signed?.signedAt ?? record.verifiedAt ?? record.reviewedAt;
    if (date) {
      return {
        state: "verified",
        method,
        date: new Date(date).toISOString(),
        ...(signed ? { signerName: signed.signerName, signerTitle: signed.signerTitle } : {}),
      };
    }
  }
  if (record.reviewStatus === "pending" || (method === "manager_esign" && record.signature?.status === "sent")) {
    return { state: "pending", method };
  }
  return { state: "unverified" };
}

/** An achievement is verified by an approved review of its proof file. */
export function achievementVerification(item: {
  isVerified: boolean;
  reviewStatus: string;
  reviewedAt: Date | string | null;
}): Verification {
  if (item.isVerified && item.reviewedAt) {
    return { state: "verified", method: "document", date: new Date(item.reviewedAt).toISOString() };
  }
  if (item.reviewStatus === "pending") return { state: "pending", method: "document" };
  return { state: "unverified" };
}

/** A reference is verified when they confirmed through their e-mailed link. */
export function referenceVerification(item: {
  isVerified: boolean;
  verifiedAt: Date | string | null;
  confirmSentAt: Date | string | null;
}): Verification {
  if (item.isVerified && item.verifiedAt) {
    return { state: "verified", method: "reference", date: new Date(item.verifiedAt).toISOString() };
  }
  if (item.confirmSentAt) return { state: "pending", method: "reference" };
  return { state: "unverified" };
}

/**
 * One line for people: "Verified · Manager e-signature · Priya Shah, Regional VP · Mar 7, 2026",
 * "Pending verification", "Unverified".
 */
export function verificationText(v: Verification): string {
  if (v.state === "unverified") return "Unverified";
  if (v.state === "pending") return "Pending verification";
  const signer = v.signerName ? [v.signerName, v.signerTitle].filter(Boolean).join(", ") : null;
  return ["Verified", VERIFICATION_METHOD_LABELS[v.method], signer, formatDate(v.date)].filter(Boolean).join(" · ");
}
