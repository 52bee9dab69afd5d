// What the app says about a rep's portable credentials (signed Open Badges 3.0), shared by the server, the settings
// list, the verify page and the API: the shapes and the words, no server code.
import type { Assurance, AssuranceLevel } from "@/lib/assurance";

/** The kinds of verified item that get a credential. An organisation attestation is a quota record's verification. */
export const CREDENTIAL_ITEM_TYPES = ["quota_record", "achievement", "reference"] as const;
export type CredentialItemType = (typeof CREDENTIAL_ITEM_TYPES)[number];

/** One credential as `GET /api/credentials` lists it. */
export type CredentialView = {
  id: string;
  itemType: CredentialItemType;
  itemId: number;
  /** The credential's name, as a verifier reads it ("Quota attainment: 118% in Q3 2025"). */
  name: string;
  status: "active" | "revoked";
  /** The public page that checks it: /verify/<id>. */
  verifyUrl: string;
  /** The signed JSON itself: /credentials/<id>. */
  jsonUrl: string;
  issuedAt: string;
  revokedAt: string | null;
  /** The level it was issued at and what it rests on, as the signed document states them. */
  assurance: Assurance | null;
  /** LinkedIn's "add to profile" link for it (its verify page as the certification's URL). */
  linkedInUrl: string;
};

/**
 * The assurance a signed credential states (its Open Badges evidence, "Assurance level 2: Verified at acme.com"), or
 * null for a document that states none (credentials issued before the levels existed).
 */
export function assuranceInDocument(document: unknown): Assurance | null {
  const evidence = (document as { evidence?: unknown } | null)?.evidence;
  const first = Array.isArray(evidence) ? (evidence[0] as { name?: unknown; description?: unknown }) : null;
  const match = typeof first?.name === "string" ? /^Assurance level ([0-3]): (.+)$/.exec(first.name) : null;
  if (!match) return null;
  return {
    level: Number(match[1]) as AssuranceLevel,
    label: match[2]!,
    evidence: typeof first?.description === "string" ? first.description : "",
  };
}

/** A credential's link as an export or a shared page shows it next to the verified item. */
export type CredentialLink = { id: string; verifyUrl: string };

/** The four things a verifier checks. */
export const VERIFY_CHECKS = ["signature", "issuer", "status", "dates"] as const;
export type VerifyCheck = (typeof VERIFY_CHECKS)[number];

/** `POST /api/credentials/verify`: `checks` names the checks that passed, `errors` says why the others failed. */
export type VerifyResult = {
  verified: boolean;
  revoked: boolean;
  /** The issuer's DID as the credential names it (null when it names none). */
  issuer: string | null;
  /** The level and evidence the credential states (null when it states none). */
  assurance: Assurance | null;
  checks: VerifyCheck[];
  errors: string[];
  /** Every check with its outcome, in order, for pages. */
  results: { check: VerifyCheck; passed: boolean; message: string }[];
};

export const CREDENTIAL_ITEM_LABELS: Record<CredentialItemType, string> = {
  quota_record: "Quota attainment",
  achievement: "Achievement",
  reference: "Reference",
};
