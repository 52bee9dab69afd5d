// The import worker: reads uploaded documents and runs the built-in extraction, off the server's event loop, one
// at a time. Bundled to .workers/import-worker.mjs by scripts/build-workers.mjs; parse-in-worker.ts keeps it warm.
import { ImportError } from "./errors";
import { extractDocumentItems } from "./extract";
import { skippedPagesNote } from "./ocr";
import { readDocument } from "./read-document";
import type { WorkerAnswer } from "./parse-in-worker";

export type WorkerRequest = { bytes: Uint8Array; filename: string };

/** The pool's job: the document read and its items extracted, or why it could not be read. */
export default async function handle({ bytes, filename }: WorkerRequest): Promise<WorkerAnswer> {
  try {
    const document = await readDocument(bytes, filename);
    const { extractedData, unplaced } = extractDocumentItems(document);
    // Pages OCR did not read head the review's list of what to add by hand.
    const unread = skippedPagesNote(document.unreadPages ?? []);
    return { ok: true, document, extractedData, unplaced: unread ? [unread, ...unplaced] : unplaced };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: "internal", message: (error as Error)?.message ?? String(error) };
  }
}
