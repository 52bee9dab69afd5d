import "server-only";
// Checking a credential someone holds (verify-checks.ts says how), and signing what the operator posts to the VC API,
// in a worker thread with a heap limit and a wall-clock limit, never on the server's event loop: both canonicalise
// JSON-LD someone sent, and a crafted document costs seconds of CPU. This thread reads what the checks need from the database (our DID document,
// the status list the credential names) and the worker does the rest. One worker, kept warm: verification is
// cheap for a real credential, and the rest of the machine stays free for every other request. A worker that
// overruns is terminated and replaced, and the caller gets a clear answer.
import type { VerifyResult } from "@/lib/credentials";
import { workerOverrunAnswer } from "../errors";
import { defineWorker, type WorkerLimits } from "../worker-pool";
import { issuerDid } from "./did";
import { didDocument } from "./sign";
import { statusListCredential, statusListIdFromUrl } from "./status-list";
import { credentialOf, statusListUrlOf, type VerifyContext } from "./verify-checks";
import type { CredentialAnswer, CredentialJob, IssueAnswer, VerifyAnswer } from "./verify-worker-entry";

export const VERIFY_TIME_LIMIT_MS = 5_000;
export const VERIFY_HEAP_LIMIT_MB = 96;
/** Verifications running at once (the rest wait their turn in the route's queue). */
export const VERIFY_WORKERS = 1;

export const VERIFY_TOO_SLOW_MESSAGE =
  "This credential took too long to check. Please try again in a minute; a QuotaProof credential checks in well under a second.";
export const VERIFY_TOO_BIG_MESSAGE =
  "This credential is too complex to check. A QuotaProof credential is a short document: check that this is the file you were given.";

/** The limits, changeable for tests only (a job with other limits runs in a worker of its own). */
export type VerifyLimits = WorkerLimits;

const pool = defineWorker<CredentialJob, CredentialAnswer>(".workers/credential-verify-worker.mjs", {
  name: "credential-verify",
  maxWorkers: VERIFY_WORKERS,
  limits: { timeLimitMs: VERIFY_TIME_LIMIT_MS, heapLimitMb: VERIFY_HEAP_LIMIT_MB, youngGenerationMb: 16, stackMb: 4 },
});

/** What the checks of `credential` read from the database: our DID document and the status list it names, if ours. */
export async function verificationContext(
  credential: Record<string, unknown>,
  { vcApi = false }: { vcApi?: boolean } = {},
): Promise<VerifyContext> {
  const listUrl = statusListUrlOf(credential);
  const listId = listUrl ? statusListIdFromUrl(listUrl) : null;
  const [document, list] = await Promise.all([didDocument(), listId === null ? null : statusListCredential(listId)]);
  return {
    did: issuerDid(),
    didDocument: document,
    statusList: listUrl && listId !== null ? { url: listUrl, document: list } : null,
    vcApi,
  };
}

/**
 * Checks the credential in a request body, given as its JSON text and as that text parsed (a JSON object): the
 * credential itself or `{ verifiableCredential }`. The worker gets the text, not the object: a deeply nested
 * document is never walked on this thread. `vcApi`: the VC API's verifier (did:key issuers accepted too).
 */
export async function verifyCredentialText(
  text: string,
  body: Record<string, unknown>,
  { limits, vcApi }: { limits?: VerifyLimits; vcApi?: boolean } = {},
): Promise<VerifyResult> {
  const context = await verificationContext(credentialOf(body), { vcApi });
  const answer = (await runJob({ kind: "verify", text, context, now: Date.now() }, limits)) as VerifyAnswer;
  if (!answer.ok) throw new Error(`[credential-verify worker] ${answer.message}`);
  return answer.result;
}

/**
 * Signs the `credential` of a request body (its JSON text) in the worker, with the key whose secret is given, as a key
 * of `did`: the signed credential, or why the libraries refused the document.
 */
export async function signCredentialText(
  text: string,
  key: { secretKeyMultibase: string; did: string },
): Promise<{ issued: Record<string, unknown> } | { refused: string }> {
  const answer = (await runJob({ kind: "issue", text, ...key })) as IssueAnswer;
  if (!answer.ok) throw new Error(`[credential-verify worker] ${answer.message}`);
  return answer.issued ? { issued: answer.issued } : { refused: answer.refused };
}

const runJob = (job: CredentialJob, limits?: VerifyLimits) =>
  pool.run(job, limits).catch((error: unknown) => {
    throw workerOverrunAnswer(error, { tooSlow: VERIFY_TOO_SLOW_MESSAGE, tooBig: VERIFY_TOO_BIG_MESSAGE });
  });

/** Checks one of our own stored credentials (the verify page). */
export function verifyCredentialDocument(document: Record<string, unknown>): Promise<VerifyResult> {
  return verifyCredentialText(JSON.stringify(document), document);
}

/** Ends the idle workers (tests and scripts that must exit). */
export const closeVerifyWorkers = (): Promise<void> => pool.close();
