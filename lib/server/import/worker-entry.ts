// The import worker: reads one uploaded document and runs the built-in extraction, off the server's event loop.
// Bundled to .workers/import-worker.mjs by scripts/build-workers.mjs; parse-in-worker.ts starts one per upload.
import { parentPort } from "node:worker_threads";
import { ImportError } from "./errors";
import { extractPortfolioItems } from "./extract";
import { readDocument } from "./read-document";

export type WorkerRequest = { bytes: Uint8Array; filename: string };

async function handle({ bytes, filename }: WorkerRequest): Promise<void> {
  try {
    const document = await readDocument(bytes, filename);
    parentPort!.postMessage({ ok: true, document, extractedData: extractPortfolioItems(document) });
  } catch (error) {
    if (error instanceof ImportError) parentPort!.postMessage({ ok: false, code: error.code, message: error.message });
    else parentPort!.postMessage({ ok: false, code: "internal", message: (error as Error)?.message ?? String(error) });
  }
}

parentPort?.once("message", (request: WorkerRequest) => void handle(request));
