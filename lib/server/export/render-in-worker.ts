import "server-only";
// Exports are never rendered on the server's event loop: a PDF of hundreds of achievements takes seconds of CPU,
// and every other request (a health probe, a sign-in) would wait behind it. Each render runs in a worker thread
// with a heap limit and a wall-clock limit; one that overruns either is terminated (a fresh one replaces it) and
// the request gets a clear answer instead of hanging. Two workers render at once and stay warm. Callers are
// admitted first with EXPORT_QUEUE (lib/server/work-queue.ts): a few jobs each, a short line overall, 429 past it.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { ApiError } from "../errors";
import type { QueueBounds } from "../work-queue";
import type { ExportAnswer, ExportJob, ExportWork } from "./worker-entry";

export const EXPORT_TIME_LIMIT_MS = 60_000;
export const EXPORT_HEAP_LIMIT_MB = 512;
const MAX_WORKERS = 2;

export const EXPORT_QUEUE: QueueBounds = {
  name: "exports",
  perCaller: 2,
  overall: MAX_WORKERS + 8,
  retryAfterSeconds: 10,
  callerBusyMessage: "Your previous exports are still being made. Wait for them to finish, then try again.",
  queueFullMessage: "We are making many exports right now. Please try again in a few seconds.",
};

export const TOO_SLOW_MESSAGE =
  "Making this file took too long. Please try again in a minute, or choose fewer achievements.";
export const TOO_BIG_MESSAGE = "This file is too large to make in one go. Choose fewer achievements and try again.";

type Pool = { idle: Worker[]; running: number; waiting: (() => void)[]; nextId: number };
const holder = globalThis as typeof globalThis & { __quotaproofExportPool?: Pool };
const pool = (): Pool => (holder.__quotaproofExportPool ??= { idle: [], running: 0, waiting: [], nextId: 1 });

/** The bundled worker (npm run build / dev make it), resolved from the app's folder like the import worker. */
const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers", "export-worker.mjs");

/** The limits, changeable for tests only (a worker with other limits is not kept for reuse). */
export type ExportLimits = { timeLimitMs: number; heapLimitMb: number };
const DEFAULT_LIMITS: ExportLimits = { timeLimitMs: EXPORT_TIME_LIMIT_MS, heapLimitMb: EXPORT_HEAP_LIMIT_MB };

/** The file's bytes, rendered by a pool worker (waiting for a free one); call it inside an EXPORT_QUEUE slot. */
export async function renderInWorker(work: ExportWork, limits = DEFAULT_LIMITS): Promise<Uint8Array> {
  const state = pool();
  if (state.running >= MAX_WORKERS) await new Promise<void>((resolve) => state.waiting.push(resolve));
  state.running += 1;
  const reusable = limits === DEFAULT_LIMITS;
  const worker = (reusable && state.idle.pop()) || newWorker(limits.heapLimitMb);
  let healthy = false;
  try {
    const answer = await runOn(worker, { id: state.nextId++, work }, limits.timeLimitMs);
    healthy = true;
    if (!answer.ok) throw new Error(`[export worker] ${work.kind}: ${answer.message}`);
    return answer.bytes;
  } finally {
    // A worker that answered (even with a failure) is kept warm; one that overran or died is not.
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
export async function closeExportWorkers(): Promise<void> {
  await Promise.all(
    pool()
      .idle.splice(0)
      .map((worker) => worker.terminate()),
  );
}

function newWorker(heapLimitMb: number): Worker {
  return new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
    stdout: false,
    stderr: false,
  });
}

/** The worker's answer, or a rejection when it overran its time, ran out of memory or died. */
function runOn(worker: Worker, job: ExportJob, timeLimitMs: number): Promise<ExportAnswer> {
  worker.ref();
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      outcome();
    };
    const tooBig = () => new ApiError("validation_error", TOO_BIG_MESSAGE);
    const onMessage = (answer: ExportAnswer) => {
      if (answer.id === job.id) finish(() => resolve(answer));
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooBig() : error));
    const onExit = () => finish(() => reject(tooBig()));
    const timer = setTimeout(
      () => finish(() => reject(new ApiError("unavailable", TOO_SLOW_MESSAGE, undefined, { "Retry-After": "60" }))),
      timeLimitMs,
    );
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage(job);
  });
}
