// The verify worker: checks a credential someone sent (its JSON text, parsed here) off the server's event loop, where
// a crafted JSON-LD document that takes seconds to canonicalise costs this thread, not every other request. Bundled to
// .workers/credential-verify-worker.mjs by scripts/build-workers.mjs; verify.ts keeps it warm and enforces its time
// and memory limits.
import type { VerifyResult } from "@/lib/credentials";
import { checkCredential, credentialOf, type VerifyContext } from "./verify-checks";

export type VerifyJob = { text: string; context: VerifyContext; now: number };
export type VerifyAnswer = { ok: true; result: VerifyResult } | { ok: false; message: string };

/** The pool's job: the checks' result, or why they could not run. */
export default async function handle({ text, context, now }: VerifyJob): Promise<VerifyAnswer> {
  try {
    // The server thread already refused anything but a JSON object.
    const body = JSON.parse(text) as Record<string, unknown>;
    return { ok: true, result: await checkCredential(credentialOf(body), context, new Date(now)) };
  } catch (error) {
    return { ok: false, message: (error as Error)?.message ?? String(error) };
  }
}
