import "server-only";
// Exports are never rendered on the server's event loop: a PDF of hundreds of achievements takes seconds of CPU,
// and every other request (a health probe, a sign-in) would wait behind it. Each render runs in a worker thread
// with a heap limit and a wall-clock limit; one that overruns either is terminated (a fresh one replaces it) and
// the request gets a clear answer instead of hanging. Two workers render at once and stay warm. Callers are
// admitted first with EXPORT_QUEUE (lib/server/work-queue.ts): a few jobs each, a short line overall, 429 past it.
import { ApiError, workerOverrunAnswer } from "../errors";
import type { QueueBounds } from "../work-queue";
import { defineQueuedWorker } from "../queued-worker";
import type { WorkerLimits } from "../worker-pool";
import type { ExportJob, ExportWork } from "./worker-entry";

export const EXPORT_TIME_LIMIT_MS = 60_000;
export const EXPORT_HEAP_LIMIT_MB = 512;

export const TOO_SLOW_MESSAGE =
  "Making this file took too long. Please try again in a minute, or choose fewer achievements.";
export const TOO_BIG_MESSAGE = "This file is too large to make in one go. Choose fewer achievements and try again.";
/** Past its time a render says to try again later; out of memory (or dead) it says to choose fewer. */
const OVERRUN_MESSAGES = { tooSlow: TOO_SLOW_MESSAGE, tooBig: TOO_BIG_MESSAGE };

/** The limits, changeable for tests only (a job with other limits runs in a worker of its own). */
export type ExportLimits = WorkerLimits;

const worker = defineQueuedWorker<ExportJob, Uint8Array>(".workers/export-worker.mjs", {
  name: "export",
  limits: { timeLimitMs: EXPORT_TIME_LIMIT_MS, heapLimitMb: EXPORT_HEAP_LIMIT_MB },
  callerBusyMessage: "Your previous exports are still being made. Wait for them to finish, then try again.",
  queueFullMessage: "We are making many exports right now. Please try again in a few seconds.",
  onOverrun: (error) => workerOverrunAnswer(error, OVERRUN_MESSAGES),
});
export const EXPORT_QUEUE: QueueBounds = worker.queue;

/** The file's bytes, rendered by a pool worker (waiting for a free one); call it inside an EXPORT_QUEUE slot. */
export async function renderInWorker(work: ExportWork, limits?: ExportLimits): Promise<Uint8Array> {
  return worker.run({ work }, limits).catch((error: unknown) => {
    // An overrun is already the person's answer; anything else is the renderer's failure, named for the log.
    if (error instanceof ApiError) throw error;
    throw new Error(`[export worker] ${work.kind}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  });
}

/** Ends the idle workers (tests and scripts that must exit). */
export const closeExportWorkers = (): Promise<void> => worker.close();
