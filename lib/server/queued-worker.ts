// A worker pool that callers are admitted to through a work queue (document imports, exports): its workers and its
// admission bounds are defined together, so the queue never holds more jobs than the pool is sized for.
import type { QueueBounds } from "./work-queue";
import { defineWorker, WorkerOverrunError, type DefinedWorker, type WorkerLimits } from "./worker-pool";

/** Workers running at once; they stay warm between jobs. */
const MAX_WORKERS = 2;

export type QueuedWorkerOptions = {
  /** Names the pool and its queue, in errors and in the process registry. */
  name: string;
  limits: WorkerLimits;
  /** What the person is told when their share, or the whole queue, is full. */
  callerBusyMessage: string;
  queueFullMessage: string;
  /** The caller's own answer to a job that ran past its time, out of memory, or whose worker died. */
  onOverrun: (error: WorkerOverrunError) => unknown;
};

export type QueuedWorker<Job, Answer> = DefinedWorker<Job, Answer> & {
  /** The admission bounds: take a slot with `withQueueSlot(queue, ...)` before `run`. */
  queue: QueueBounds;
};

/**
 * The pool of the worker whose entry is `entry`, and the bounds of its queue: two jobs per caller running or
 * waiting, eight waiting overall beyond the running ones, retry after ten seconds. Its `run` rejects an overrun
 * job with what `onOverrun` makes of it, and any other failure as it came.
 */
export function defineQueuedWorker<Job, Answer>(
  entry: string,
  { name, limits, callerBusyMessage, queueFullMessage, onOverrun }: QueuedWorkerOptions,
): QueuedWorker<Job, Answer> {
  const pool = defineWorker<Job, Answer>(entry, {
    name,
    maxWorkers: MAX_WORKERS,
    limits: { ...limits, youngGenerationMb: 64, stackMb: 8 },
  });
  return {
    queue: { name, callerBusyMessage, queueFullMessage, perCaller: 2, overall: MAX_WORKERS + 8, retryAfterSeconds: 10 },
    run: (job, jobLimits) =>
      pool.run(job, jobLimits).catch((error: unknown) => {
        throw error instanceof WorkerOverrunError ? onOverrun(error) : error;
      }),
    close: () => pool.close(),
  };
}
