// The DKIM worker: checks an uploaded e-mail's signatures and reads its text off the server's event loop (a crafted
// message can make the body hashing and parsing expensive). Bundled to .workers/dkim-worker.mjs by
// scripts/build-workers.mjs; dkim-in-worker.ts keeps it warm and enforces its time and memory limits.
import { parentPort } from "node:worker_threads";
import { readEmailFacts, resolverWithOverrides } from "./dkim-check";

export type DkimWorkerRequest = { id: number; bytes: Uint8Array; dnsOverrides: string | undefined };

async function handle({ id, bytes, dnsOverrides }: DkimWorkerRequest): Promise<void> {
  try {
    const facts = await readEmailFacts(bytes, resolverWithOverrides(dnsOverrides));
    parentPort!.postMessage({ id, ok: true, facts });
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, message: (error as Error)?.message ?? String(error) });
  }
}

parentPort?.on("message", (request: DkimWorkerRequest) => void handle(request));
