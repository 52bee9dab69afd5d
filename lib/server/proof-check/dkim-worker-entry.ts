// The DKIM worker: checks an uploaded e-mail's signatures and reads its text off the server's event loop (a crafted
// message can make the body hashing and parsing expensive). Bundled to .workers/dkim-worker.mjs by
// scripts/build-workers.mjs; dkim-in-worker.ts keeps it warm and enforces its time and memory limits.
import { readEmailFacts, resolverWithOverrides, type EmailFacts } from "./dkim-check";

export type DkimWorkerRequest = { bytes: Uint8Array; dnsOverrides: string | undefined };
export type DkimWorkerAnswer = { ok: true; facts: EmailFacts } | { ok: false; message: string };

/** The pool's job: what the message says and whose signatures it carries, or why it could not be read. */
export default async function handle({ bytes, dnsOverrides }: DkimWorkerRequest): Promise<DkimWorkerAnswer> {
  try {
    return { ok: true, facts: await readEmailFacts(bytes, resolverWithOverrides(dnsOverrides)) };
  } catch (error) {
    return { ok: false, message: (error as Error)?.message ?? String(error) };
  }
}
