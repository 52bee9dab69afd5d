// The verify worker: checks a credential someone sent (its JSON text, parsed here) off the server's event loop, where
// a crafted JSON-LD document that takes seconds to canonicalise costs this thread, not every other request. Bundled to
// .workers/credential-verify-worker.mjs by scripts/build-workers.mjs; verify.ts keeps it warm and enforces its time
// and memory limits.
import { parentPort } from "node:worker_threads";
import type { VerifyResult } from "@/lib/credentials";
import { checkCredential, credentialOf, type VerifyContext } from "./verify-checks";

export type VerifyJob = { id: number; text: string; context: VerifyContext; now: number };
export type VerifyAnswer = { id: number } & ({ ok: true; result: VerifyResult } | { ok: false; message: string });

async function handle({ id, text, context, now }: VerifyJob): Promise<void> {
  try {
    // The server thread already refused anything but a JSON object.
    const body = JSON.parse(text) as Record<string, unknown>;
    const result = await checkCredential(credentialOf(body), context, new Date(now));
    parentPort!.postMessage({ id, ok: true, result } satisfies VerifyAnswer);
  } catch (error) {
    parentPort!.postMessage({
      id,
      ok: false,
      message: (error as Error)?.message ?? String(error),
    } satisfies VerifyAnswer);
  }
}

parentPort?.on("message", (job: VerifyJob) => void handle(job));
