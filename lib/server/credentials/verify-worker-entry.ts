// The credentials worker: checks a credential someone sent (its JSON text, parsed here), and signs the credential an
// operator posts to the VC API, off the server's event loop, where a crafted JSON-LD document that takes seconds to
// canonicalise costs this thread, not every other request. Bundled to .workers/credential-verify-worker.mjs by
// scripts/build-workers.mjs; verify.ts keeps it warm and enforces its time and memory limits.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import type { VerifyResult } from "@/lib/credentials";
import { buildDidDocument, createDocumentLoader } from "./loader";
import { keyPairFromSecret } from "./signing-key";
import { checkCredential, credentialOf, type VerifyContext } from "./verify-checks";

export type VerifyJob = { kind: "verify"; text: string; context: VerifyContext; now: number };
/** Sign `credential` of the request body `text` with the key whose secret is given, as a key of `did`. */
export type IssueJob = { kind: "issue"; text: string; secretKeyMultibase: string; did: string };
export type CredentialJob = VerifyJob | IssueJob;

export type VerifyAnswer = { ok: true; result: VerifyResult } | { ok: false; message: string };
/** The signed credential, or why the libraries refused to sign it (the caller's document: a term they cannot map). */
export type IssueAnswer =
  | { ok: true; issued: Record<string, unknown> }
  | { ok: true; issued: null; refused: string }
  | { ok: false; message: string };
export type CredentialAnswer = VerifyAnswer | IssueAnswer;

/** The pool's job: the checks' result or the signed credential, or why they could not run. */
export default async function handle(job: CredentialJob): Promise<CredentialAnswer> {
  try {
    // The server thread already refused anything but a JSON object.
    const body = JSON.parse(job.text) as Record<string, unknown>;
    if (job.kind === "issue") return await issue(body.credential as Record<string, unknown>, job);
    return { ok: true, result: await checkCredential(credentialOf(body), job.context, new Date(job.now)) };
  } catch (error) {
    return { ok: false, message: (error as Error)?.message ?? String(error) };
  }
}

async function issue(credential: Record<string, unknown>, job: IssueJob): Promise<IssueAnswer> {
  const keyPair = await keyPairFromSecret(job.secretKeyMultibase, job.did);
  const documentLoader = createDocumentLoader({ didDocument: buildDidDocument(job.did, [keyPair.publicKeyMultibase]) });
  try {
    const issued = await vc.issue({
      credential,
      suite: new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 }),
      documentLoader,
    });
    return { ok: true, issued };
  } catch (error) {
    // A term no context defines (the canonicalisation refuses to drop data), a missing subject, a context that is
    // not bundled: the document's fault, said to the caller.
    return { ok: true, issued: null, refused: (error as Error)?.message ?? String(error) };
  }
}
