import "server-only";
// E-mail proofs are checked in a worker thread with a heap limit and a wall-clock limit, never on the server's event
// loop: a worker that overruns either is terminated and the upload gets a clear 422, while other requests carry on.
// Up to two checks run at once (later ones wait their turn) and the workers stay warm between uploads.
import { env } from "@/lib/env";
import { ApiError } from "../errors";
import { defineWorker, WorkerOverrunError, WorkerPoolFullError, type WorkerLimits } from "../worker-pool";
import type { EmailFacts } from "./dkim-check";
import type { DkimWorkerAnswer, DkimWorkerRequest } from "./dkim-worker-entry";

export const DKIM_TIME_LIMIT_MS = 15_000;
export const DKIM_HEAP_LIMIT_MB = 128;
const MAX_WORKERS = 2;
/** Checks waiting for a worker beyond this many answer 429 at once instead of piling up. */
const MAX_WAITING = 20;

export const DKIM_OVERRUN_MESSAGE =
  "This e-mail could not be checked within our time and memory limits. Save the message again without attachments and upload it once more.";
const BUSY_MESSAGE = "Too many e-mails are being checked right now. Please try again in a minute.";

/** The limits, changeable for tests only (a job with other limits runs in a worker of its own). */
export type DkimWorkerLimits = WorkerLimits;

const pool = defineWorker<DkimWorkerRequest, DkimWorkerAnswer>(".workers/dkim-worker.mjs", {
  name: "dkim",
  maxWorkers: MAX_WORKERS,
  maxWaiting: MAX_WAITING,
  limits: { timeLimitMs: DKIM_TIME_LIMIT_MS, heapLimitMb: DKIM_HEAP_LIMIT_MB, youngGenerationMb: 32, stackMb: 4 },
});

/** A full waiting line answers 429; any overrun (time, memory, a dead worker) the same clear 422. */
function poolAnswer(error: unknown): unknown {
  if (error instanceof WorkerPoolFullError)
    return new ApiError("too_many_requests", BUSY_MESSAGE, undefined, { "Retry-After": "30" });
  if (error instanceof WorkerOverrunError)
    return new ApiError("validation_error", DKIM_OVERRUN_MESSAGE, { file: DKIM_OVERRUN_MESSAGE });
  return error;
}

/** The DKIM results, addresses and text of a message, read in a worker. */
export async function readEmailFactsInWorker(bytes: Uint8Array, limits?: DkimWorkerLimits): Promise<EmailFacts> {
  // The worker is told the test keys explicitly: it reads no configuration of its own.
  const answer = await pool.run({ bytes, dnsOverrides: env().DKIM_DNS_OVERRIDES }, limits).catch((error: unknown) => {
    throw poolAnswer(error);
  });
  if (!answer.ok) throw new Error(`[dkim worker] ${answer.message}`);
  return answer.facts;
}

/** Ends the idle workers (tests and scripts that must exit). */
export const closeDkimWorkers = (): Promise<void> => pool.close();
