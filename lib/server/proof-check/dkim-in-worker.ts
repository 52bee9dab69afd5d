import "server-only";
// E-mail proofs are checked in a worker thread with a heap limit and a wall-clock limit, never on the server's event
// loop: a worker that overruns either is terminated and the upload gets a clear 422, while other requests carry on.
// Up to two checks run at once (later ones wait their turn) and the workers stay warm between uploads.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { ApiError } from "../errors";
import type { EmailFacts } from "./dkim-check";

export const DKIM_TIME_LIMIT_MS = 15_000;
export const DKIM_HEAP_LIMIT_MB = 128;
const MAX_WORKERS = 2;
/** Checks waiting for a worker beyond this many answer 429 at once instead of piling up. */
const MAX_WAITING = 20;

export const DKIM_OVERRUN_MESSAGE =
  "This e-mail could not be checked within our time and memory limits. Save the message again without attachments and upload it once more.";
const BUSY_MESSAGE = "Too many e-mails are being checked right now. Please try again in a minute.";

/** The limits, changeable for tests only (a worker with other limits is not kept for reuse). */
export type DkimWorkerLimits = { timeLimitMs: number; heapLimitMb: number };
const DEFAULT_LIMITS: DkimWorkerLimits = { timeLimitMs: DKIM_TIME_LIMIT_MS, heapLimitMb: DKIM_HEAP_LIMIT_MB };

type WorkerAnswer = { id: number } & ({ ok: true; facts: EmailFacts } | { ok: false; message: string });
type Pool = { idle: Worker[]; running: number; waiting: (() => void)[]; nextId: number };

const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers", "dkim-worker.mjs");
const holder = globalThis as typeof globalThis & { __quotaproofDkimPool?: Pool };
const pool = (): Pool => (holder.__quotaproofDkimPool ??= { idle: [], running: 0, waiting: [], nextId: 1 });

/** The DKIM results, addresses and text of a message, read in a worker. */
export async function readEmailFactsInWorker(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<EmailFacts> {
  const state = pool();
  if (state.running >= MAX_WORKERS) {
    if (state.waiting.length >= MAX_WAITING)
      throw new ApiError("too_many_requests", BUSY_MESSAGE, undefined, { "Retry-After": "30" });
    await new Promise<void>((resolve) => state.waiting.push(resolve));
  }
  state.running += 1;
  const reusable = limits === DEFAULT_LIMITS;
  const worker = (reusable && state.idle.pop()) || newWorker(limits.heapLimitMb);
  let healthy = false;
  try {
    const answer = await runOn(worker, state.nextId++, bytes, limits.timeLimitMs);
    healthy = true;
    if (!answer.ok) throw new Error(`[dkim worker] ${answer.message}`);
    return answer.facts;
  } finally {
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
export async function closeDkimWorkers(): Promise<void> {
  await Promise.all(
    pool()
      .idle.splice(0)
      .map((worker) => worker.terminate()),
  );
}

function newWorker(heapLimitMb: number): Worker {
  return new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
}

const overrun = () => new ApiError("validation_error", DKIM_OVERRUN_MESSAGE, { file: DKIM_OVERRUN_MESSAGE });

function runOn(worker: Worker, id: number, bytes: Uint8Array, timeLimitMs: number): Promise<WorkerAnswer> {
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
      if (answer.id === id) finish(() => resolve(answer));
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? overrun() : error));
    const onExit = () => finish(() => reject(overrun()));
    const timer = setTimeout(() => finish(() => reject(overrun())), timeLimitMs);
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    // The worker is told the test keys explicitly: it reads no configuration of its own.
    worker.postMessage({ id, bytes, dnsOverrides: env().DKIM_DNS_OVERRIDES });
  });
}
