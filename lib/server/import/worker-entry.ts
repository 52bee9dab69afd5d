// The import worker: reads uploaded documents and runs the built-in extraction, off the server's event loop, one
// at a time. Bundled to .workers/import-worker.mjs by scripts/build-workers.mjs; parse-in-worker.ts keeps it warm.
import { parentPort } from "node:worker_threads";
import { ImportError } from "./errors";
import { extractDocumentItems } from "./extract";
import { skippedPagesNote } from "./ocr";
import { readDocument } from "./read-document";

export type WorkerRequest = { id: number; bytes: Uint8Array; filename: string };

async function handle({ id, bytes, filename }: WorkerRequest): Promise<void> {
  try {
    const document = await readDocument(bytes, filename);
    const { extractedData, unplaced } = extractDocumentItems(document);
    // Pages OCR did not read head the review's list of what to add by hand.
    const unread = skippedPagesNote(document.unreadPages ?? []);
    parentPort!.postMessage({
      id,
      ok: true,
      document,
      extractedData,
      unplaced: unread ? [unread, ...unplaced] : unplaced,
    });
  } catch (error) {
    if (error instanceof ImportError)
      parentPort!.postMessage({ id, ok: false, code: error.code, message: error.message });
    else
      parentPort!.postMessage({ id, ok: false, code: "internal", message: (error as Error)?.message ?? String(error) });
  }
}

parentPort?.on("message", (request: WorkerRequest) => void handle(request));
