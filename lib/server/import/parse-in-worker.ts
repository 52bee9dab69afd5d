// Untrusted documents are never parsed on the server's event loop: each upload is read in a worker thread with a
// heap limit and a wall-clock limit. A worker that overruns either is terminated (a fresh one replaces it) and the
// upload gets a clear 413 or 422; the server and its other requests carry on. Up to two workers read at once and
// stay warm between uploads, so an upload does not pay for loading the PDF and spreadsheet readers again.
import type { ExtractedData, UnplacedLine } from "@/lib/validators/import";
import type { QueueBounds } from "../work-queue";
import { defineQueuedWorker } from "../queued-worker";
import type { WorkerLimits } from "../worker-pool";
import { ImportError, type ImportErrorCode } from "./errors";
import type { ReadDocument } from "./read-document";
import type { WorkerRequest } from "./worker-entry";

export const WORKER_TIME_LIMIT_MS = 20_000;
export const WORKER_HEAP_LIMIT_MB = 384;

export const TOO_SLOW_MESSAGE =
  "This document took too long to read. Save it as a simpler PDF, Word (.docx) or text file and try again.";
export const TOO_BIG_MESSAGE =
  "This document needs more memory to read than we allow. Save a smaller copy (fewer pages, rows or columns) and try again.";

export type ParsedUpload = { document: ReadDocument; extractedData: ExtractedData; unplaced: UnplacedLine[] };
export type WorkerAnswer =
  ({ ok: true } & ParsedUpload) | { ok: false; code: ImportErrorCode | "internal"; message: string };

/** The limits, changeable for tests only (a job with other limits runs in a worker of its own). */
export type { WorkerLimits };

/** Admission (lib/server/work-queue.ts): two uploads per user running or waiting, eight waiting overall. */
const worker = defineQueuedWorker<WorkerRequest, WorkerAnswer>(".workers/import-worker.mjs", {
  name: "import",
  limits: { timeLimitMs: WORKER_TIME_LIMIT_MS, heapLimitMb: WORKER_HEAP_LIMIT_MB },
  callerBusyMessage: "Your previous documents are still being read. Wait for them to finish, then upload this one.",
  queueFullMessage: "We are reading many documents right now. Please try again in a few seconds.",
  // Past its time an upload gets the "too slow" answer; out of memory (or dead) the "too big" one.
  onOverrun: (error) =>
    error.kind === "time"
      ? new ImportError("malformed", TOO_SLOW_MESSAGE)
      : new ImportError("too_long", TOO_BIG_MESSAGE),
});
export const IMPORT_QUEUE: QueueBounds = worker.queue;

export async function parseInWorker(bytes: Uint8Array, filename: string, limits?: WorkerLimits): Promise<ParsedUpload> {
  const answer = await worker.run({ bytes, filename }, limits);
  if (!answer.ok)
    throw answer.code === "internal"
      ? new Error(`[import worker] ${answer.message}`)
      : new ImportError(answer.code, answer.message);
  return { document: answer.document, extractedData: answer.extractedData, unplaced: answer.unplaced };
}

/** Ends the idle workers (tests and scripts that must exit). */
export const closeImportWorkers = (): Promise<void> => worker.close();
