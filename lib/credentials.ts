// What the app says about a rep's portable credentials (signed Open Badges 3.0), shared by the server, the settings
// list, the verify page and the API: the shapes and the words, no server code.

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
};

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
