// A worker pool that callers are admitted to through a work queue (document imports, exports): its workers and its
// admission bounds are defined together, so the queue never holds more jobs than the pool is sized for.
import type { QueueBounds } from "./work-queue";
import { defineWorker, type DefinedWorker, type WorkerLimits } from "./worker-pool";

/** Workers running at once; they stay warm between jobs. */
const MAX_WORKERS = 2;

export type QueuedWorkerOptions = {
  /** Names the pool in errors and in the process registry. */
  name: string;
  limits: WorkerLimits;
  /** The queue's name and what the person is told when their share or the whole queue is full. */
  queue: Pick<QueueBounds, "name" | "callerBusyMessage" | "queueFullMessage">;
};

/**
 * The pool of the worker whose entry is `entry`, and the bounds of its queue: two jobs per caller running or
 * waiting, eight waiting overall beyond the running ones, retry after ten seconds.
 */
export function defineQueuedWorker<Job, Answer>(
  entry: string,
  { name, limits, queue }: QueuedWorkerOptions,
): { pool: DefinedWorker<Job, Answer>; queue: QueueBounds } {
  return {
    pool: defineWorker<Job, Answer>(entry, {
      name,
      maxWorkers: MAX_WORKERS,
      limits: { ...limits, youngGenerationMb: 64, stackMb: 8 },
    }),
    queue: { ...queue, perCaller: 2, overall: MAX_WORKERS + 8, retryAfterSeconds: 10 },
  };
}
