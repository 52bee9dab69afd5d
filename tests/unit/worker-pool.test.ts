// The one worker pool helper: a job past its time stops its worker and rejects as a time overrun, a dead worker as
// an exit; the pool carries on with a fresh worker after each.
import { defineWorker, WorkerOverrunError } from "@/lib/server/worker-pool";

type Job = { ms: number; exit?: boolean };

const pool = defineWorker<Job, number>("tests/support/busy-worker.mjs", {
  name: "busy-test",
  maxWorkers: 1,
  maxWaiting: 1,
  limits: { timeLimitMs: 3_000, heapLimitMb: 64 },
});

jest.setTimeout(60_000);
afterAll(() => pool.close());

test("answers a job, and stops one past its time limit without holding the event loop", async () => {
  expect(await pool.run({ ms: 10 })).toBe(10);
  let ticks = 0;
  const ticker = setInterval(() => (ticks += 1), 5);
  const error = await pool.run({ ms: 30_000 }, { timeLimitMs: 300, heapLimitMb: 64 }).catch((e: unknown) => e);
  clearInterval(ticker);
  expect(error).toBeInstanceOf(WorkerOverrunError);
  expect(error).toMatchObject({ pool: "busy-test", kind: "time" });
  expect(ticks).toBeGreaterThan(5);
  expect(await pool.run({ ms: 5 })).toBe(5);
});

test("a worker that dies rejects its job as an exit, and the next job gets a fresh worker", async () => {
  await expect(pool.run({ ms: 0, exit: true })).rejects.toMatchObject({ kind: "exit" });
  expect(await pool.run({ ms: 1 })).toBe(1);
});
