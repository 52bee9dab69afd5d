// Heavy or untrusted work (reading uploads, rendering exports, checking e-mail signatures and credentials) runs in
// worker threads, never on the server's event loop. Each kind of work is one `defineWorker` over a piscina pool:
// workers start when first needed and stay warm between jobs (idle ones do not keep the process alive), at most
// `maxWorkers` run at once and later jobs wait their turn (at most `maxWaiting` of them, when set). Every job has a
// heap limit and a wall-clock limit, counted from the moment the job is handed to the pool (its wait for a free
// worker included): a worker that overruns either, or dies, is terminated and replaced, and the job is rejected with
// a WorkerOverrunError that the caller turns into its own clear answer. The other requests carry on.
//
// A worker's entry is an ES module whose default export takes the job and answers (or rejects). The app's own
// entries are bundled into .workers/ by scripts/build-workers.mjs (npm run dev and npm run build run it first).
//
// No "server-only" here: the document import's pool is also loaded by a plain Node script (the extraction benchmark).
import { once } from "node:events";
import path from "node:path";
import { Piscina } from "piscina";
import { dropProcessSingleton, processSingleton } from "./process-singleton";

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

/** A job's limits; a call may pass others (tests only), and then runs in a worker of its own. */
export type WorkerLimits = { timeLimitMs: number; heapLimitMb: number };

export type WorkerOptions = {
  /** Names the pool in errors and in the process registry. */
  name: string;
  limits: WorkerLimits & { youngGenerationMb?: number; stackMb?: number };
  maxWorkers: number;
  /** Jobs that may wait for a worker; past it `run` rejects with WorkerPoolFullError. Unbounded when absent. */
  maxWaiting?: number;
  /** Node's flags for the worker; absent, the server's own. */
  execArgv?: string[];
};

export type DefinedWorker<Job, Answer> = {
  /** The worker's answer to `job`, waiting for a free worker first. */
  run(job: Job, limits?: WorkerLimits): Promise<Answer>;
  /** Ends the pool's workers (tests and scripts that must exit); the next job starts a new pool. */
  close(): Promise<void>;
};

const QUEUE_FULL = "Task queue is at limit";

/**
 * The pool of the worker whose entry is `entry` (a path from the project's root, e.g. ".workers/export-worker.mjs").
 * Nothing starts until the first job.
 */
export function defineWorker<Job, Answer>(entry: string, options: WorkerOptions): DefinedWorker<Job, Answer> {
  const filename = path.join(/*turbopackIgnore: true*/ process.cwd(), entry);
  const open = (limits: WorkerLimits, maxWorkers: number, maxWaiting?: number) => {
    const pool = new Piscina<Job, Answer>({
      filename,
      minThreads: 0,
      maxThreads: maxWorkers,
      idleTimeout: Infinity,
      ...(maxWaiting === undefined ? {} : { maxQueue: maxWaiting }),
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapLimitMb,
        maxYoungGenerationSizeMb: options.limits.youngGenerationMb,
        stackSizeMb: options.limits.stackMb,
      },
    });
    return pool;
  };
  const key = `worker-pool:${options.name}`;
  const shared = () =>
    processSingleton(key, () => {
      const pool = open(options.limits, options.maxWorkers, options.maxWaiting);
      // A worker that fails while idle is replaced; there is no job to tell.
      pool.on("error", (error: Error) => console.error(`[${options.name} worker] ${error.message}`));
      return pool;
    });

  const runOn = async (pool: Piscina<Job, Answer>, job: Job, timeLimitMs: number): Promise<Answer> => {
    try {
      // A job past its time is aborted: piscina terminates its worker (or drops it from the line) and starts afresh.
      return await pool.run(job, { signal: AbortSignal.timeout(timeLimitMs) });
    } catch (error) {
      throw overrunOf(options.name, error);
    }
  };

  return {
    async run(job, limits) {
      if (!limits) return runOn(shared(), job, options.limits.timeLimitMs);
      const pool = open(limits, 1);
      // A heap this small may fail while the worker still loads, before it takes the job: that failure is the answer.
      const failedToStart = once(pool, "error").then(([error]: unknown[]) => {
        throw overrunOf(options.name, error);
      });
      try {
        return await Promise.race([runOn(pool, job, limits.timeLimitMs), failedToStart]);
      } finally {
        await pool.destroy();
      }
    },

    async close() {
      const pool = shared();
      dropProcessSingleton(key);
      await pool.destroy();
    },
  };
}

/** Piscina's rejection as this module's errors: a full line, or an overrun of time, memory or life. */
function overrunOf(name: string, error: unknown): unknown {
  // Read by shape, not by class: the worker's own errors come from Node's realm, not always this module's.
  const { name: kind, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  if (kind === "AbortError") return new WorkerOverrunError(name, "time");
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return new WorkerOverrunError(name, "memory");
  if (typeof message === "string" && message.startsWith("worker exited with code"))
    return new WorkerOverrunError(name, "exit");
  if (message === QUEUE_FULL) return new WorkerPoolFullError(name);
  return error;
}
