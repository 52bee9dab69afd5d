// Untrusted documents are never parsed on the server's event loop: each upload is read in a worker thread with a
// heap limit and a wall-clock limit. A worker that overruns either is terminated (a fresh one replaces it) and the
// upload gets a clear 413 or 422; the server and its other requests carry on. Up to two workers read at once and
// stay warm between uploads, so an upload does not pay for loading the PDF and spreadsheet readers again.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ExtractedData } from "@/lib/validators/import";
import type { QueueBounds } from "../work-queue";
import { ImportError, type ImportErrorCode } from "./errors";
import type { ReadDocument } from "./read-document";

export const WORKER_TIME_LIMIT_MS = 20_000;
export const WORKER_HEAP_LIMIT_MB = 384;
const MAX_WORKERS = 2;

/** Admission to this pool (lib/server/work-queue.ts): two uploads per user running or waiting, eight waiting overall. */
export const IMPORT_QUEUE: QueueBounds = {
  name: "imports",
  perCaller: 2,
  overall: MAX_WORKERS + 8,
  retryAfterSeconds: 10,
  callerBusyMessage: "Your previous documents are still being read. Wait for them to finish, then upload this one.",
  queueFullMessage: "We are reading many documents right now. Please try again in a few seconds.",
};

export const TOO_SLOW_MESSAGE =
  "This document took too long to read. Save it as a simpler PDF, Word (.docx) or text file and try again.";
export const TOO_BIG_MESSAGE =
  "This document needs more memory to read than we allow. Save a smaller copy (fewer pages, rows or columns) and try again.";

export type ParsedUpload = { document: ReadDocument; extractedData: ExtractedData };
type WorkerAnswer = { id: number } & (
  ({ ok: true } & ParsedUpload) | { ok: false; code: ImportErrorCode | "internal"; message: string }
);

/** The limits, changeable for tests only (a worker with other limits is not kept for reuse). */
export type WorkerLimits = { timeLimitMs: number; heapLimitMb: number };
const DEFAULT_LIMITS: WorkerLimits = { timeLimitMs: WORKER_TIME_LIMIT_MS, heapLimitMb: WORKER_HEAP_LIMIT_MB };

/** The bundled worker (npm run build / dev make it); resolved from the app's folder like the migrations. */
const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers", "import-worker.mjs");

type Pool = { idle: Worker[]; running: number; waiting: (() => void)[]; nextId: number };
const holder = globalThis as typeof globalThis & { __quotaproofImportPool?: Pool };
const pool = (): Pool => (holder.__quotaproofImportPool ??= { idle: [], running: 0, waiting: [], nextId: 1 });

export async function parseInWorker(
  bytes: Uint8Array,
  filename: string,
  limits = DEFAULT_LIMITS,
): Promise<ParsedUpload> {
  const state = pool();
  if (state.running >= MAX_WORKERS) await new Promise<void>((resolve) => state.waiting.push(resolve));
  state.running += 1;
  const reusable = limits === DEFAULT_LIMITS;
  const worker = (reusable && state.idle.pop()) || newWorker(limits.heapLimitMb);
  let healthy = false;
  try {
    const answer = await runOn(worker, state.nextId++, bytes, filename, limits.timeLimitMs);
    healthy = true;
    if (!answer.ok)
      throw answer.code === "internal"
        ? new Error(`[import worker] ${answer.message}`)
        : new ImportError(answer.code, answer.message);
    return { document: answer.document, extractedData: answer.extractedData };
  } finally {
    // A worker that answered (even "this file is damaged") is kept warm; one that overran or died is not.
    if (healthy && reusable) {
      worker.unref();
      state.idle.push(worker);
    } else {
      void worker.terminate();
    }
    state.running -= 1;
    state.waiting.shift()?.();
  }
}

/** Ends the idle workers (tests and scripts that must exit). */
export async function closeImportWorkers(): Promise<void> {
  const state = pool();
  await Promise.all(state.idle.splice(0).map((worker) => worker.terminate()));
}

function newWorker(heapLimitMb: number): Worker {
  return new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
    stdout: false,
    stderr: false,
  });
}

/** The worker's answer, or a rejection when it overran its time, ran out of memory or died. */
function runOn(
  worker: Worker,
  id: number,
  bytes: Uint8Array,
  filename: string,
  timeLimitMs: number,
): Promise<WorkerAnswer> {
  worker.ref();
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      outcome();
    };
    const onMessage = (answer: WorkerAnswer) => {
      if (answer.id !== id) return;
      finish(() => resolve(answer));
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new ImportError("too_long", TOO_BIG_MESSAGE) : error),
      );
    const onExit = () => finish(() => reject(new ImportError("too_long", TOO_BIG_MESSAGE)));
    const timer = setTimeout(() => finish(() => reject(new ImportError("malformed", TOO_SLOW_MESSAGE))), timeLimitMs);
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    // The bytes are copied to the worker: the request keeps its own.
    worker.postMessage({ id, bytes, filename });
  });
}
