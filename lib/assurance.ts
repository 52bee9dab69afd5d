// How strong the evidence behind a verified item is, after NIST SP 800-63's idea of assurance levels: what the
// claim rests on, not only that someone said yes. Pure: the API, the shared page, the exports and the credentials
// word a level the same way.
//   3 Employer-verified: the employer itself (an Enterprise organisation's attestation or award).
//   2 Verified at <domain>: a named person at a vetted employer domain that is also the rep's confirmed work domain.
//   1 Reviewed: a QuotaProof reviewer looked at the evidence and approved it.
//   0 Self-reported: nothing else (no badge).

export type AssuranceLevel = 0 | 1 | 2 | 3;

export type Assurance = {
  level: AssuranceLevel;
  /** "Employer-verified", "Verified at acme.com", "Reviewed", "Self-reported". */
  label: string;
  /** What the level rests on, in words: the domain, signer, reviewer or organisation. */
  evidence: string;
};

export const ASSURANCE_NAMES: Record<AssuranceLevel, string> = {
  3: "Employer-verified",
  2: "Verified at",
  1: "Reviewed",
  0: "Self-reported",
};

/** The lowest level that gets a badge, a credential and a place in the review outcome. */
export const BADGE_MIN_LEVEL: AssuranceLevel = 1;
/** The lowest level that counts in benchmarks and the talent network's bands. */
export const BENCHMARK_MIN_LEVEL: AssuranceLevel = 2;

export function assuranceLabel(level: AssuranceLevel, domain: string | null | undefined): string {
  if (level === 2) return domain ? `Verified at ${domain}` : "Verified at the employer's domain";
  return ASSURANCE_NAMES[level];
}

const asLevel = (n: number): AssuranceLevel => (n >= 3 ? 3 : n === 2 ? 2 : n === 1 ? 1 : 0);

/** The assurance of a stored item (its assurance columns), as the API answers it. */
export function assuranceOf(row: {
  isVerified: boolean;
  assuranceLevel: number;
  assuranceEvidence: string | null;
  assuranceDomain: string | null;
}): Assurance {
  const level = row.isVerified ? asLevel(row.assuranceLevel) : 0;
  const evidence =
    (row.isVerified || level === 0 ? row.assuranceEvidence : null) ?? "Self-reported: nothing verifies it";
  return { level, label: assuranceLabel(level, row.assuranceDomain), evidence };
}

/** Badge colours by level (Tailwind classes for the app, hex for PDF and deck). */
export const ASSURANCE_TONES: Record<AssuranceLevel, { className: string; hex: string }> = {
  3: { className: "bg-emerald-100 text-emerald-900 border-emerald-300", hex: "047857" },
  2: { className: "bg-sky-100 text-sky-900 border-sky-300", hex: "0369A1" },
  1: { className: "bg-amber-100 text-amber-900 border-amber-300", hex: "B45309" },
  0: { className: "bg-muted text-muted-foreground border-border", hex: "6B7280" },
};

/** The columns an item's write sets when a path verifies it (the same shape on the three tables). */
export type AssuranceColumns = {
  assuranceLevel: AssuranceLevel;
  assuranceEvidence: string;
  assuranceDomain: string | null;
};

export const employerVerified = (evidence: string): AssuranceColumns => ({
  assuranceLevel: 3,
  assuranceEvidence: evidence,
  assuranceDomain: null,
});
export const verifiedAtDomain = (domain: string, evidence: string): AssuranceColumns => ({
  assuranceLevel: 2,
  assuranceEvidence: evidence,
  assuranceDomain: domain.toLowerCase(),
});
export const reviewedBy = (reviewer: string, date: Date, what: string): AssuranceColumns => ({
  assuranceLevel: 1,
  assuranceEvidence: `${what}: approved by ${reviewer}, a QuotaProof reviewer, on ${date.toISOString().slice(0, 10)}`,
  assuranceDomain: null,
});
