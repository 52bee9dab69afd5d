import "server-only";
import { assuranceInDocument } from "@/lib/credentials";
// Checks any credential JSON the way an outside verifier would, with no account: the eddsa-rdfc-2022 signature over
// the canonicalised document, that QuotaProof issued it with a key its DID document lists, its revocation status on
// our status list (brought up to date first), and its validity dates. Bad input is a failed check, never an error.
import * as vc from "@digitalbazaar/vc";
import type { DocumentLoader } from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import type { VerifyCheck, VerifyResult } from "@/lib/credentials";
import { formatDate } from "@/lib/format";
import { issuerDid } from "./did";
import { createDocumentLoader } from "./loader";
import { didDocument } from "./sign";
import { statusListCredential, statusListIdFromUrl } from "./status-list";
import { ensureListCurrent } from "./current";

type Outcome = { check: VerifyCheck; passed: boolean; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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

export async function verifyCredentialDocument(input: unknown, now: Date = new Date()): Promise<VerifyResult> {
  const credential = isObject(input) ? input : {};
  const did = issuerDid();
  const issuer = issuerOf(credential);
  const document = await didDocument();
  const proof = isObject(credential.proof) ? credential.proof : null;
  const method = typeof proof?.verificationMethod === "string" ? proof.verificationMethod : null;
  const knownKey = document.verificationMethod.some((m) => m.id === method);

  const outcomes: Outcome[] = [];
  const ours = issuer === did && knownKey;
  outcomes.push({
    check: "issuer",
    passed: ours,
    message: ours
      ? `Issued by QuotaProof (${did}) with a key its DID document lists.`
      : issuer !== did
        ? `The issuer is ${issuer ? `"${issuer}"` : "missing"}, not QuotaProof (${did}).`
        : "The proof names a key that QuotaProof's DID document does not list.",
  });

  const status = isObject(credential.credentialStatus) ? credential.credentialStatus : null;
  const listUrl = typeof status?.statusListCredential === "string" ? status.statusListCredential : null;
  const listId = listUrl ? statusListIdFromUrl(listUrl) : null;
  if (listId !== null) await ensureListCurrent(listId);
  const documentLoader = createDocumentLoader({
    didDocument: document,
    statusList: async (url) => {
      const id = statusListIdFromUrl(url);
      return id === null ? null : statusListCredential(id);
    },
  });

  let signature: Outcome = { check: "signature", passed: false, message: "The credential carries no proof." };
  let statusOutcome: Outcome = {
    check: "status",
    passed: false,
    message: "The credential carries no revocation status on QuotaProof's status list.",
  };
  let revoked = false;
  if (proof && !ours) {
    signature = {
      check: "signature",
      passed: false,
      message: "The signature cannot be checked here: it was not made with a QuotaProof key.",
    };
  } else if (proof) {
    signature = await checkSignature(credential, documentLoader, now);
  }
  // The status is read from our list even when the signature fails, so a tampered copy still shows a revocation.
  if (listId !== null) {
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
  outcomes.push(statusOutcome, datesOutcome(credential, now));

  const passed = outcomes.filter((o) => o.passed);
  return {
    verified: passed.length === outcomes.length,
    revoked,
    issuer,
    // What the credential says it rests on; trustworthy only when the signature and issuer checks passed.
    assurance: assuranceInDocument(credential),
    checks: passed.map((o) => o.check),
    errors: outcomes.filter((o) => !o.passed).map((o) => `${o.check}: ${o.message}`),
    results: outcomes,
  };
}

async function checkSignature(
  credential: Record<string, unknown>,
  documentLoader: DocumentLoader,
  now: Date,
): Promise<Outcome> {
  try {
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
      documentLoader,
      now,
      // The status is its own check (below), read even when the signature fails.
      checkStatus: async () => ({ verified: true }),
    });
    const proof = result.results?.[0];
    if (proof?.verified) {
      return {
        check: "signature",
        passed: true,
        message: "The eddsa-rdfc-2022 signature matches every word and figure.",
      };
    }
    const why = errorText(proof?.error ?? result.error) || "invalid signature";
    return {
      check: "signature",
      passed: false,
      message: `The signature does not match the content: it was changed after signing (${why}).`,
    };
  } catch (error) {
    return { check: "signature", passed: false, message: `The credential could not be read: ${errorText(error)}.` };
  }
}

function datesOutcome(credential: Record<string, unknown>, now: Date): Outcome {
  const from = typeof credential.validFrom === "string" ? new Date(credential.validFrom) : null;
  const until = typeof credential.validUntil === "string" ? new Date(credential.validUntil) : null;
  if (!from || Number.isNaN(from.getTime())) {
    return { check: "dates", passed: false, message: "The credential has no valid validFrom date." };
  }
  if (from > now) return { check: "dates", passed: false, message: `Not valid yet: valid from ${formatDate(from)}.` };
  if (until && (Number.isNaN(until.getTime()) || until < now)) {
    return { check: "dates", passed: false, message: `Expired on ${formatDate(until)}.` };
  }
  return {
    check: "dates",
    passed: true,
    message: `Valid since ${formatDate(from)}${until ? `, until ${formatDate(until)}` : ""}.`,
  };
}
