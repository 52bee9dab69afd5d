// The checks of a credential, made the way an outside verifier makes them: the eddsa-rdfc-2022 signature over the
// canonicalised document, that QuotaProof issued it with a key its DID document lists, its revocation status on our
// status list, and its validity dates. Bad input is a failed check, never an error.
//
// Canonicalising a stranger's JSON-LD can cost seconds of CPU, so this runs in the verify worker thread: everything
// it needs from the database (the DID document, the status list the credential names) is read by the server thread
// first and handed over in `VerifyContext`. No "server-only" here: the worker loads it.
import * as vc from "@digitalbazaar/vc";
import type { DocumentLoader } from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { assuranceInDocument, type VerifyCheck, type VerifyResult } from "@/lib/credentials";
import { formatDate } from "@/lib/format";
import { createDocumentLoader, didKeyDocument, type DidDocument } from "./loader";
import { anySignerAssertion, chainedEddsaRdfc2022 } from "./proof-chains";

/** What the checks read besides the credential, prepared by the server thread. */
export type VerifyContext = {
  /** Our issuer DID. */
  did: string;
  didDocument: DidDocument;
  /**
   * The status list the credential points to, when that address is one of ours: its signed document, or null when
   * no such list exists. Absent when the credential names no status list of ours.
   */
  statusList: { url: string; document: Record<string, unknown> | null } | null;
  /**
   * The VC API's verifier: a credential issued by an Ed25519 did:key is accepted too (the key is the DID itself, so
   * its document needs no fetch), and one without a validFrom (optional in VC 2.0) is not refused for that.
   */
  vcApi?: boolean;
};

type Outcome = { check: VerifyCheck; passed: boolean; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The credential in a request body: the body itself, or `{ verifiableCredential }` as the VC API sends it. */
export function credentialOf(body: Record<string, unknown>): Record<string, unknown> {
  if (!("proof" in body) && isObject(body.verifiableCredential)) return body.verifiableCredential;
  return body;
}

/** The status list address a credential names (top level only: cheap on any input). */
export function statusListUrlOf(credential: Record<string, unknown>): string | null {
  const status = isObject(credential.credentialStatus) ? credential.credentialStatus : null;
  return typeof status?.statusListCredential === "string" ? status.statusListCredential : null;
}

/** The proofs a credential carries, one or a set: null when `proof` is missing or not objects. */
function proofsOf(credential: Record<string, unknown>): Record<string, unknown>[] | null {
  const { proof } = credential;
  const proofs = Array.isArray(proof) ? proof : [proof];
  return proofs.length > 0 && proofs.every(isObject) ? proofs : null;
}

function issuerOf(credential: Record<string, unknown>): string | null {
  const issuer = credential.issuer;
  if (typeof issuer === "string") return issuer;
  if (isObject(issuer) && typeof issuer.id === "string") return issuer.id;
  return null;
}

const errorText = (error: unknown): string => {
  if (!isObject(error)) return String(error);
  const nested = Array.isArray(error.errors) ? error.errors.map(errorText).filter(Boolean) : [];
  return nested.length ? nested.join("; ") : String(error.message ?? "");
};

export async function checkCredential(
  credential: Record<string, unknown>,
  context: VerifyContext,
  now: Date,
): Promise<VerifyResult> {
  const { did } = context;
  const issuer = issuerOf(credential);
  const proofs = proofsOf(credential);
  // Whose keys may sign: QuotaProof's DID document, or for the VC API a did:key issuer's own.
  const didKey = context.vcApi && issuer && issuer !== did ? didKeyDocument(issuer) : null;
  const didDocument = didKey ?? context.didDocument;
  const knownKey = (proof: Record<string, unknown>) =>
    didDocument.verificationMethod.some((m) => m.id === proof.verificationMethod);

  const outcomes: Outcome[] = [];
  const trusted = issuer === did || didKey !== null;
  // Ours: every proof by a key of QuotaProof's. The VC API: one proof at least by the issuer's key (the others, by
  // a witness or an endorser, must verify against their own keys).
  const ours = trusted && proofs !== null && (context.vcApi ? proofs.some(knownKey) : proofs.every(knownKey));
  outcomes.push({
    check: "issuer",
    passed: ours,
    message: ours
      ? didKey
        ? `Issued by ${issuer}, whose key is the DID itself.`
        : `Issued by QuotaProof (${did}) with a key its DID document lists.`
      : !trusted
        ? `The issuer is ${issuer ? `"${issuer}"` : "missing"}, not QuotaProof (${did}).`
        : `The proof names a key that ${didKey ? "the issuer's did:key" : "QuotaProof's DID document"} does not list.`,
  });

  const listUrl = statusListUrlOf(credential);
  const list = context.statusList?.url === listUrl ? context.statusList : null;
  const documentLoader = createDocumentLoader({
    didDocument,
    statusList: async (url) => (list && url === list.url ? list.document : null),
    anyDidKey: context.vcApi,
  });

  let signature: Outcome = { check: "signature", passed: false, message: "The credential carries no proof." };
  let statusOutcome: Outcome = {
    check: "status",
    passed: false,
    message: "The credential carries no revocation status on QuotaProof's status list.",
  };
  let revoked = false;
  if (proofs && !ours) {
    signature = {
      check: "signature",
      passed: false,
      message: "The signature cannot be checked here: it was not made with a QuotaProof key.",
    };
  } else if (proofs) {
    signature = await checkSignature(credential, documentLoader, now, {
      proofCount: proofs.length,
      vcApi: context.vcApi === true,
    });
  }
  // The status is read from our list even when the signature fails, so a tampered copy still shows a revocation.
  if (list) {
    const result = await checkStatus({
      credential,
      documentLoader,
      suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
      // The list comes from our own database, not from the network: checking our own signature on it again would
      // only double the cost of every verification.
      verifyBitstringStatusListCredential: false,
      verifyMatchingIssuers: false,
    });
    const entry = result.results?.[0];
    revoked = entry?.status === true;
    statusOutcome = revoked
      ? { check: "status", passed: false, message: "Revoked: QuotaProof's status list marks this credential revoked." }
      : result.verified && entry
        ? { check: "status", passed: true, message: "Not revoked: QuotaProof's status list marks it active." }
        : {
            check: "status",
            passed: false,
            message: `The status list could not be checked (${errorText((result as { error?: unknown }).error ?? entry?.error) || "unknown entry"}).`,
          };
  }
  outcomes.unshift(signature);
  // A status is checked where the credential names one. Every rep's credential does, and removing it breaks the
  // signature; one without is a plain credential the operator signed through the VC API.
  if (credential.credentialStatus !== undefined) outcomes.push(statusOutcome);
  outcomes.push(datesOutcome(credential, now, { validFromRequired: !context.vcApi }));

  const passed = outcomes.filter((o) => o.passed);
  return {
    verified: passed.length === outcomes.length,
    revoked,
    issuer,
    // What the credential says it rests on; to be relied on only when the signature and issuer checks passed.
    assurance: assuranceInDocument(credential),
    checks: passed.map((o) => o.check),
    errors: outcomes.filter((o) => !o.passed).map((o) => `${o.check}: ${o.message}`),
    results: outcomes,
  };
}

/** Every proof the credential carries must verify: `proofCount` of them (the library skips a proof it cannot match). */
async function checkSignature(
  credential: Record<string, unknown>,
  documentLoader: DocumentLoader,
  now: Date,
  { proofCount, vcApi }: { proofCount: number; vcApi: boolean },
): Promise<Outcome> {
  try {
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite: chainedEddsaRdfc2022 }),
      documentLoader,
      now,
      // The status is its own check (below), read even when the signature fails.
      checkStatus: async () => ({ verified: true }),
      // The VC API: proofs by others than the issuer too (the issuer check asks for one by the issuer's key).
      ...(vcApi ? { purpose: anySignerAssertion() } : {}),
    });
    const proofs = result.results ?? [];
    const failed = proofs.find((p) => !p.verified);
    if (proofs.length === proofCount && !failed) {
      return {
        check: "signature",
        passed: true,
        message: "The eddsa-rdfc-2022 signature matches every word and figure.",
      };
    }
    const why = errorText(failed?.error ?? result.error) || "invalid signature";
    return {
      check: "signature",
      passed: false,
      message: `The signature does not match the content: it was changed after signing (${why}).`,
    };
  } catch (error) {
    return { check: "signature", passed: false, message: `The credential could not be read: ${errorText(error)}.` };
  }
}

/** A date the credential states under one of `names` (VC 2.0's, then VC 1.1's), or null when it states none. */
function dateOf(credential: Record<string, unknown>, names: string[]): Date | null {
  const value = names.map((name) => credential[name]).find((v) => v !== undefined);
  return value === undefined ? null : new Date(typeof value === "string" ? value : Number.NaN);
}

function datesOutcome(
  credential: Record<string, unknown>,
  now: Date,
  { validFromRequired }: { validFromRequired: boolean },
): Outcome {
  const from = dateOf(credential, ["validFrom", "issuanceDate"]);
  const until = dateOf(credential, ["validUntil", "expirationDate"]);
  if (from ? Number.isNaN(from.getTime()) : validFromRequired) {
    return { check: "dates", passed: false, message: "The credential has no valid validFrom date." };
  }
  if (from && from > now) {
    return { check: "dates", passed: false, message: `Not valid yet: valid from ${formatDate(from)}.` };
  }
  if (until && (Number.isNaN(until.getTime()) || until < now)) {
    return { check: "dates", passed: false, message: `Expired on ${formatDate(until)}.` };
  }
  return {
    check: "dates",
    passed: true,
    message: `Valid${from ? ` since ${formatDate(from)}` : ""}${until ? `${from ? "," : ""} until ${formatDate(until)}` : ""}.`,
  };
}
