// Untrusted documents are never parsed on the server's event loop: each upload is read in a worker thread of its
// own with a heap limit and a wall-clock limit. A worker that overruns either is terminated and the upload gets a
// clear 413 or 422; the server and its other requests carry on. At most two documents are read at once.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ExtractedData } from "@/lib/validators/import";
import { ImportError, type ImportErrorCode } from "./errors";
import type { ReadDocument } from "./read-document";

export const WORKER_TIME_LIMIT_MS = 20_000;
export const WORKER_HEAP_LIMIT_MB = 384;
const MAX_PARALLEL = 2;

export const TOO_SLOW_MESSAGE =
  "This document took too long to read. Save it as a simpler PDF, Word (.docx) or text file and try again.";
export const TOO_BIG_MESSAGE =
  "This document needs more memory to read than we allow. Save a smaller copy (fewer pages, rows or columns) and try again.";

export type ParsedUpload = { document: ReadDocument; extractedData: ExtractedData };
type WorkerAnswer = ({ ok: true } & ParsedUpload) | { ok: false; code: ImportErrorCode | "internal"; message: string };

/** The bundled worker (npm run build / dev make it); resolved from the app's folder like the migrations. */
const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers", "import-worker.mjs");

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** The limits, changeable for tests only. */
export type WorkerLimits = { timeLimitMs: number; heapLimitMb: number };
const DEFAULT_LIMITS: WorkerLimits = { timeLimitMs: WORKER_TIME_LIMIT_MS, heapLimitMb: WORKER_HEAP_LIMIT_MB };

export async function parseInWorker(bytes: Uint8Array, filename: string, limits = DEFAULT_LIMITS): Promise<ParsedUpload> {
  const release = await slot();
  try {
    return await runWorker(bytes, filename, limits);
  } finally {
    release();
  }
}

function runWorker(bytes: Uint8Array, filename: string, limits: WorkerLimits): Promise<ParsedUpload> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      resourceLimits: { maxOldGenerationSizeMb: limits.heapLimitMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new ImportError("malformed", TOO_SLOW_MESSAGE))), limits.timeLimitMs);
    worker.once("message", (answer: WorkerAnswer) =>
      finish(() => {
        if (answer.ok) resolve({ document: answer.document, extractedData: answer.extractedData });
        else if (answer.code === "internal") reject(new Error(`[import worker] ${answer.message}`));
        else reject(new ImportError(answer.code, answer.message));
      }),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new ImportError("too_long", TOO_BIG_MESSAGE) : error),
      ),
    );
    worker.once("exit", (code) =>
      finish(() => reject(new ImportError("too_long", code === 0 ? TOO_SLOW_MESSAGE : TOO_BIG_MESSAGE))),
    );
    // The bytes are copied to the worker: the request keeps its own.
    worker.postMessage({ bytes, filename });
  });
}
