import "server-only";
// Admission to the worker pools (document imports, exports): each caller (a user, or for anonymous public renders
// the link and the address) may have only a few jobs running or waiting, and the queue as a whole only so many.
// Past either bound the call answers 429 with Retry-After at once, instead of waiting in an unbounded line.
// Counted per process, like the pools themselves: it bounds this process's memory and threads, nothing more.
import { ApiError } from "./errors";
import { processSingleton } from "./process-singleton";

export type QueueBounds = {
  name: string;
  /** Jobs one caller may have running or waiting. */
  perCaller: number;
  /** Jobs the whole queue may hold, running (the pool's workers) plus waiting. */
  overall: number;
  retryAfterSeconds: number;
  /** What the person is told when their own jobs fill their share. */
  callerBusyMessage: string;
  /** What they are told when the queue is full. */
  queueFullMessage: string;
};

type QueueState = { total: number; byCaller: Map<string, number> };
const holder = processSingleton("work-queues", (): { __quotaproofWorkQueues?: Map<string, QueueState> } => ({}));

function state(name: string): QueueState {
  const queues = (holder.__quotaproofWorkQueues ??= new Map());
  let queue = queues.get(name);
  if (!queue) {
    queue = { total: 0, byCaller: new Map() };
    queues.set(name, queue);
  }
  return queue;
}

/**
 * Runs `work` once admitted for every caller key (e.g. ["user:12"] or ["link:7", "ip:203.0.113.9"]); 429 when a key
 * already holds its share or the queue is full. The slot is given back when the work ends, however it ends.
 */
export async function withQueueSlot<T>(bounds: QueueBounds, callers: string[], work: () => Promise<T>): Promise<T> {
  const queue = state(bounds.name);
  const busy = (message: string) =>
    new ApiError("too_many_requests", message, undefined, { "Retry-After": String(bounds.retryAfterSeconds) });
  if (callers.some((key) => (queue.byCaller.get(key) ?? 0) >= bounds.perCaller)) throw busy(bounds.callerBusyMessage);
  if (queue.total >= bounds.overall) throw busy(bounds.queueFullMessage);
  queue.total += 1;
  for (const key of callers) queue.byCaller.set(key, (queue.byCaller.get(key) ?? 0) + 1);
  try {
    return await work();
  } finally {
    queue.total -= 1;
    for (const key of callers) {
      const left = (queue.byCaller.get(key) ?? 1) - 1;
      if (left > 0) queue.byCaller.set(key, left);
      else queue.byCaller.delete(key);
    }
  }
}
