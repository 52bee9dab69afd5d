// Heavy or untrusted work (reading uploads, rendering exports, checking e-mail signatures) runs in worker threads,
// never on the server's event loop. A pool keeps a few workers warm between jobs, runs at most `maxWorkers` at once
// (later jobs wait their turn), and gives every job a heap limit and a wall-clock limit: a worker that overruns
// either, or dies, is terminated and replaced by a fresh one, and the job is rejected with a WorkerOverrunError that
// the caller turns into its own clear answer. The other requests carry on.
//
// No "server-only" here: the document import's pool is also loaded by a plain Node script (the extraction benchmark).
import path from "node:path";
import { Worker, type ResourceLimits } from "node:worker_threads";

/** How a job overran: past its wall-clock limit, out of heap, or its worker exited without answering. */
export type OverrunKind = "time" | "memory" | "exit";

const OVERRUN_TEXT: Record<OverrunKind, string> = {
  time: "ran past its time limit",
  memory: "ran out of memory",
  exit: "exited without answering",
};

export class WorkerOverrunError extends Error {
  constructor(
    readonly pool: string,
    readonly kind: OverrunKind,
  ) {
    super(`[${pool} worker] ${OVERRUN_TEXT[kind]}`);
    this.name = "WorkerOverrunError";
  }
}

/** Thrown at once, instead of waiting, when `maxWaiting` jobs already wait for a worker. */
export class WorkerPoolFullError extends Error {
  constructor(readonly pool: string) {
    super(`[${pool} worker] too many jobs waiting`);
    this.name = "WorkerPoolFullError";
  }
}

/** A job's limits, changeable for tests only (a worker with other limits is not kept for reuse). */
export type WorkerLimits = { timeLimitMs: number; heapLimitMb: number };

export type WorkerPoolOptions = {
  /** Names the pool in errors and keys its state on globalThis. */
  name: string;
  /** The bundled worker in .workers/ (npm run build / dev make it). */
  file: string;
  maxWorkers: number;
  /** Jobs that may wait for a worker; past it `run` rejects with WorkerPoolFullError. Unbounded when absent. */
  maxWaiting?: number;
  /** The heap limit is `maxOldGenerationSizeMb`. */
  resourceLimits: ResourceLimits & { maxOldGenerationSizeMb: number };
  timeLimitMs: number;
};

export type WorkerPool<Payload, Answer> = {
  /** The worker's answer to `{ id, ...payload }`, waiting for a free worker first. */
  run(payload: Payload, limits?: WorkerLimits): Promise<Answer>;
  /** Ends the idle workers (tests and scripts that must exit). */
  close(): Promise<void>;
};

type PoolState = { idle: Worker[]; running: number; waiting: (() => void)[]; nextId: number };

// One state per pool and process, kept on globalThis so that a dev hot reload of a module reuses its warm workers
// and its running count instead of starting a second pool beside the first.
const holder = globalThis as typeof globalThis & { __quotaproofWorkerPools?: Record<string, PoolState> };

export function createWorkerPool<Payload extends object, Answer extends { id: number }>(
  options: WorkerPoolOptions,
): WorkerPool<Payload, Answer> {
  const state = (): PoolState =>
    ((holder.__quotaproofWorkerPools ??= {})[options.name] ??= { idle: [], running: 0, waiting: [], nextId: 1 });

  const newWorker = (heapLimitMb: number) =>
    new Worker(path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers", options.file), {
      resourceLimits: { ...options.resourceLimits, maxOldGenerationSizeMb: heapLimitMb },
      stdout: false,
      stderr: false,
    });

  /** The worker's answer, or a rejection when it overran its time, ran out of memory or died. */
  const runOn = (worker: Worker, id: number, payload: Payload, timeLimitMs: number): Promise<Answer> => {
    worker.ref();
    return new Promise((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        outcome();
      };
      const overrun = (kind: OverrunKind) => new WorkerOverrunError(options.name, kind);
      const onMessage = (answer: Answer) => {
        if (answer.id === id) finish(() => resolve(answer));
      };
      const onError = (error: Error & { code?: string }) =>
        finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? overrun("memory") : error));
      const onExit = () => finish(() => reject(overrun("exit")));
      const timer = setTimeout(() => finish(() => reject(overrun("time"))), timeLimitMs);
      worker.on("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
      // The payload is copied to the worker (no transfer list): the caller keeps its own bytes.
      worker.postMessage({ ...payload, id });
    });
  };

  return {
    async run(payload, limits) {
      const pool = state();
      if (pool.running >= options.maxWorkers) {
        if (options.maxWaiting !== undefined && pool.waiting.length >= options.maxWaiting)
          throw new WorkerPoolFullError(options.name);
        await new Promise<void>((resolve) => pool.waiting.push(resolve));
      }
      pool.running += 1;
      const reusable = limits === undefined;
      const { timeLimitMs, heapLimitMb } = limits ?? {
        timeLimitMs: options.timeLimitMs,
        heapLimitMb: options.resourceLimits.maxOldGenerationSizeMb,
      };
      const worker = (reusable && pool.idle.pop()) || newWorker(heapLimitMb);
      let healthy = false;
      try {
        const answer = await runOn(worker, pool.nextId++, payload, timeLimitMs);
        healthy = true;
        return answer;
      } finally {
        // A worker that answered (even with a failure) is kept warm; one that overran or died is not.
        if (healthy && reusable) {
          worker.unref();
          pool.idle.push(worker);
        } else {
          void worker.terminate();
        }
        pool.running -= 1;
        pool.waiting.shift()?.();
      }
    },

    async close() {
      await Promise.all(
        state()
          .idle.splice(0)
          .map((worker) => worker.terminate()),
      );
    },
  };
}
