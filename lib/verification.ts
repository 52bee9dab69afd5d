// What a shared or exported item says about its verification: state, method, who, from which e-mail domain and
// when. Pure, so the PDF, the deck and the public page word it the same way and show the same evidence.
import type { Assurance, AssuranceLevel } from "@/lib/assurance";
import type { EmployerRecordSource } from "@/lib/employer-records";
import { formatDate } from "@/lib/format";

export type VerificationMethod =
  | "manager_esign"
  | "org_attestation"
  | "org_award"
  | "employer_crm"
  | "screenshot"
  | "w2"
  | "email"
  | "email_dkim"
  | "document"
  | "reference";

export type Verification =
  | {
      state: "verified";
      method: VerificationMethod;
      /** ISO date of the signature, review approval, DKIM check or confirmation. */
      date: string;
      /** Manager e-signature and in-app attestation: who signed. Never their e-mail. */
      signerName?: string | null;
      signerTitle?: string | null;
      /** The domain of the address the signer, sender or reference used: never the full address. */
      domain?: string | null;
      /** In-app attestation and organisation awards: the organisation that stands behind it. */
      orgName?: string | null;
      /** A QuotaProof reviewer checked it before it counted (e.g. a signature made on the rep's own device). */
      reviewed?: boolean;
      /** A DKIM-verified e-mail: the figure and period its text states ("118%", "Q3 2025"). */
      stated?: { figure: string; period: string };
      /** The assurance level and its label ("Verified at acme.com"), from the item's stored assurance. */
      level?: AssuranceLevel;
      levelLabel?: string;
      /** What the level rests on, in words. */
      levelEvidence?: string;
    }
  | { state: "pending"; method: VerificationMethod | null }
  /** Someone at `domain` clicked a confirmation link, but nothing vets the domain: shown as such, no badge. */
  | { state: "confirmed"; domain: string | null; date: string }
  | { state: "unverified" };

type Verified = Extract<Verification, { state: "verified" }>;

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  manager_esign: "Manager e-signature",
  org_attestation: "Attested by the manager in the app",
  org_award: "Awarded by the organisation",
  employer_crm: "From the employer's CRM, signed off by the employer",
  screenshot: "Dashboard screenshot reviewed",
  w2: "W-2 / payroll document reviewed",
  email: "E-mail proof reviewed",
  email_dkim: "E-mail DKIM-verified",
  document: "Supporting document reviewed",
  reference: "Confirmed by the reference",
};

/**
 * The method in words: "Manager e-signature", "E-mail from acme.com to the rep's confirmed work address, stating
 * 118% for 2025, DKIM-verified".
 */
export function methodLabel(
  v: Pick<Verified, "method" | "domain" | "signerName" | "signerTitle" | "orgName" | "stated">,
): string {
  if (v.method === "email_dkim" && v.domain && v.stated) {
    return `E-mail from ${v.domain} to the rep's confirmed work address, stating ${v.stated.figure} for ${v.stated.period}, DKIM-verified`;
  }
  if (v.method === "email_dkim" && v.domain) return `E-mail from ${v.domain}, DKIM-verified`;
  if (v.method === "org_attestation" && v.signerName) {
    return `Attested by ${[v.signerName, v.signerTitle, v.orgName].filter(Boolean).join(", ")}`;
  }
  if (v.method === "org_award" && v.orgName) return `Awarded by ${v.orgName}`;
  if (v.method === "employer_crm" && v.orgName && v.signerName) {
    return `From ${v.orgName}'s CRM, signed off by ${[v.signerName, v.signerTitle].filter(Boolean).join(", ")}`;
  }
  return VERIFICATION_METHOD_LABELS[v.method];
}

/** What an automatic check found about an e-mail proof (stored with the record). */
export type ProofCheck = {
  kind: "dkim";
  result: "pass" | "fail";
  domain: string | null;
  checkedAt: string;
  /** On a record the e-mail verified by itself: the employer's domain, and the figure and period its text states. */
  proves?: { employerDomain: string; figure: string; period: string };
} | null;

type SignatureFacts = {
  status: string;
  signerName: string | null;
  signerTitle: string | null;
  signedAt: Date | string | null;
  signerDomain?: string | null;
  signedFromRepDevice?: boolean;
};

/** An attestation approved in an organisation, as kept with the rep's record. */
export type AttestationFacts = {
  attesterName: string;
  attesterTitle: string | null;
  /** Null unless the organisation was vetted (Enterprise and a verified domain): the badge then names the manager. */
  orgName: string | null;
  attestedAt: Date | string;
};

/** An award an organisation issued, still standing. */
export type AwardFacts = {
  /** Null unless the organisation is vetted (Enterprise and a verified domain). */
  orgName: string | null;
  awardedAt: Date | string;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const dkimPassed = (check: ProofCheck | undefined) => check?.kind === "dkim" && check.result === "pass";

/** A quota record's state from its proof, review and latest signature. */
export function quotaVerification(record: {
  isVerified: boolean;
  proofType: string;
  reviewStatus: string;
  reviewedAt: Date | string | null;
  verifiedAt: Date | string | null;
  proofEvidence?: ProofCheck;
  signature?: SignatureFacts | null;
  /** The manager's approval in the app, when it is still in force (its figures are the record's). */
  attestation?: AttestationFacts | null;
  /** An employer's record: its organisation and the sign-off of its CRM figures. */
  employerName?: string | null;
  employerSource?: EmployerRecordSource | null;
}): Verification {
  if (record.isVerified && record.employerName && record.employerSource) {
    const source = record.employerSource;
    return {
      state: "verified",
      method: "employer_crm",
      date: iso(source.signedAt),
      signerName: source.signedByName,
      signerTitle: source.signedByTitle,
      orgName: record.employerName,
    };
  }
  if (record.isVerified && record.attestation) {
    const a = record.attestation;
    return {
      state: "verified",
      method: "org_attestation",
      date: iso(a.attestedAt),
      signerName: a.attesterName,
      signerTitle: a.attesterTitle,
      orgName: a.orgName,
    };
  }
  const method = (["manager_esign", "screenshot", "w2", "email"] as const).find((m) => m === record.proofType) ?? null;
  if (record.isVerified && method) {
    const signed = method === "manager_esign" && record.signature?.status === "signed" ? record.signature : null;
    if (method === "manager_esign" && !signed) return { state: "unverified" };
    const date = signed?.signedAt ?? record.verifiedAt ?? record.reviewedAt;
    if (date) {
      if (signed) {
        return {
          state: "verified",
          method,
          date: iso(date),
          signerName: signed.signerName,
          signerTitle: signed.signerTitle,
          domain: signed.signerDomain ?? null,
          ...(signed.signedFromRepDevice ? { reviewed: true } : {}),
        };
      }
      if (method === "email" && dkimPassed(record.proofEvidence) && record.reviewStatus !== "approved") {
        const proves = record.proofEvidence!.proves;
        return {
          state: "verified",
          method: "email_dkim",
          date: iso(date),
          domain: record.proofEvidence!.domain,
          ...(proves ? { stated: { figure: proves.figure, period: proves.period } } : {}),
        };
      }
      return { state: "verified", method, date: iso(date) };
    }
  }
  if (record.reviewStatus === "pending" || (method === "manager_esign" && record.signature?.status === "sent")) {
    return { state: "pending", method };
  }
  return { state: "unverified" };
}

/** An achievement is verified by an approved review of its proof file, or by a DKIM-valid e-mail proof. */
export function achievementVerification(item: {
  isVerified: boolean;
  reviewStatus: string;
  reviewedAt: Date | string | null;
  proofEvidence?: ProofCheck;
  /** Issued by an organisation (and not revoked, nor edited since). */
  award?: AwardFacts | null;
}): Verification {
  if (item.isVerified && item.award) {
    return { state: "verified", method: "org_award", date: iso(item.award.awardedAt), orgName: item.award.orgName };
  }
  if (item.isVerified && item.reviewedAt) {
    if (dkimPassed(item.proofEvidence) && item.reviewStatus !== "approved") {
      return {
        state: "verified",
        method: "email_dkim",
        date: iso(item.reviewedAt),
        domain: item.proofEvidence!.domain,
      };
    }
    return { state: "verified", method: "document", date: iso(item.reviewedAt) };
  }
  if (item.reviewStatus === "pending") return { state: "pending", method: "document" };
  return { state: "unverified" };
}

/**
 * A reference is verified when they confirmed through the link e-mailed to them from a vetted employer domain; a
 * confirmation from anywhere else is shown as "Confirmed by e-mail at <domain>" without a badge.
 */
export function referenceVerification(item: {
  isVerified: boolean;
  verifiedAt: Date | string | null;
  confirmSentAt: Date | string | null;
  domain?: string | null;
}): Verification {
  if (item.isVerified && item.verifiedAt) {
    return { state: "verified", method: "reference", date: iso(item.verifiedAt), domain: item.domain ?? null };
  }
  if (item.verifiedAt) return { state: "confirmed", domain: item.domain ?? null, date: iso(item.verifiedAt) };
  if (item.confirmSentAt) return { state: "pending", method: "reference" };
  return { state: "unverified" };
}

/** "Priya Shah, Regional VP (acme.com)": who signed, and the e-mail domain they signed from. */
function signerLine(v: Verified): string | null {
  // Attestations and awards name the people and organisation in the method itself.
  if (v.method === "org_attestation" || v.method === "org_award") return null;
  const who = [v.signerName, v.signerTitle].filter(Boolean).join(", ");
  if (v.method === "email_dkim") return null;
  if (!who) return v.domain ? `(${v.domain})` : null;
  return v.domain ? `${who} (${v.domain})` : who;
}

/**
 * One line for people: "Verified · Manager e-signature · Priya Shah, Regional VP (acme.com) · Mar 7, 2026",
 * "Pending verification", "Unverified".
 */
export function verificationText(v: Verification): string {
  if (v.state === "unverified") return "Unverified";
  if (v.state === "pending") return "Pending verification";
  if (v.state === "confirmed")
    return [`Confirmed by e-mail at ${v.domain ?? "an unknown domain"}`, formatDate(v.date)].join(" · ");
  return [v.levelLabel ?? "Verified", methodLabel(v), signerLine(v), formatDate(v.date)].filter(Boolean).join(" · ");
}

/**
 * The verification as the stored assurance allows it: a verified item takes its level's label; one the level does
 * not back (level 0) shows as unverified, whatever older facts suggest.
 */
export function withAssurance(v: Verification, assurance: Assurance): Verification {
  if (v.state !== "verified") return v;
  if (assurance.level === 0) return { state: "unverified" };
  return {
    ...v,
    level: assurance.level,
    levelLabel: assurance.label,
    levelEvidence: assurance.evidence,
    reviewed: assurance.level === 1 ? true : v.reviewed,
  };
}

export const HOW_VERIFIED_TITLE = "How this was verified";

export type VerificationEvidence = { summary: string; facts: { label: string; value: string }[] };

const EXPLANATIONS: Record<VerificationMethod, (domain: string | null) => string> = {
  manager_esign: (domain) =>
    `QuotaProof e-mailed a single-use link to the manager's work address${domain ? ` at ${domain}` : ""}. The manager opened it, saw these exact figures and signed them with their name. Any later change to the figures voids the signature.`,
  screenshot: () =>
    "The rep uploaded an export of their sales dashboard. A QuotaProof reviewer compared it with these figures and approved it. Any later change voids the approval.",
  w2: () =>
    "The rep uploaded a W-2 or payroll document. A QuotaProof reviewer checked the earnings on it against these figures and approved it. Any later change voids the approval.",
  email: () =>
    "The rep uploaded an e-mail confirming these figures. A QuotaProof reviewer checked it and approved it. Any later change voids the approval.",
  email_dkim: (domain) =>
    `The rep uploaded an e-mail whose DKIM signature, checked against the sending domain's published key, proves it was sent from ${domain ?? "the sender's domain"} and not altered since. It was addressed to a work address at that domain that the rep confirmed through a link we mailed to it, and its text states these figures and their period. One e-mail can verify one record only. Any later change voids the verification.`,
  document: () =>
    "The rep uploaded a supporting document. A QuotaProof reviewer checked it against this item and approved it. Any later change voids the approval.",
  org_attestation: () =>
    "The rep's manager reviewed these exact figures in the rep's organisation on QuotaProof and attested them with their own signed-in account; the rep cannot attest their own figures. Any later change to the figures voids the attestation.",
  org_award: () =>
    "The rep's organisation issued this award on QuotaProof from an administrator's or manager's signed-in account. The organisation can revoke it, and any change by the rep voids it.",
  employer_crm: () =>
    "The quota and the amount closed come from the employer's own CRM, read by the organisation's connection to it. An owner or administrator of the organisation, matched to the rep by a confirmed address at the employer's verified domain, signed off these exact figures; the rep cannot sign off their own. The record keeps the CRM's record ids and a SHA-256 of the figures signed.",
  reference: (domain) =>
    `QuotaProof e-mailed a single-use link to the reference${domain ? ` at ${domain}` : ""}, who confirmed the working relationship and these words. Any later change voids the confirmation.`,
};

/** The short "How this was verified" view a badge opens: a sentence and the facts behind it. */
export function verificationEvidence(v: Verified): VerificationEvidence {
  const facts: { label: string; value: string }[] = [
    ...(v.levelLabel ? [{ label: "Assurance", value: `Level ${v.level}: ${v.levelLabel}` }] : []),
    { label: "Method", value: methodLabel(v) },
    ...(v.levelEvidence ? [{ label: "Rests on", value: v.levelEvidence }] : []),
  ];
  if (v.signerName)
    facts.push({ label: v.method === "org_attestation" ? "Attested by" : "Signed by", value: v.signerName });
  if (v.signerTitle) facts.push({ label: "Title", value: v.signerTitle });
  if (v.orgName) facts.push({ label: "Organisation", value: v.orgName });
  if (v.domain) facts.push({ label: v.method === "manager_esign" ? "Signed from" : "E-mail domain", value: v.domain });
  if (v.stated) facts.push({ label: "States", value: `${v.stated.figure} for ${v.stated.period}` });
  facts.push({ label: "Date", value: formatDate(v.date) });
  const reviewed =
    v.reviewed && v.method === "manager_esign"
      ? " The signature could not count by itself (see the reason the reviewer saw), so a QuotaProof reviewer checked it before it counted."
      : "";
  return { summary: EXPLANATIONS[v.method](v.domain ?? null) + reviewed, facts };
}
