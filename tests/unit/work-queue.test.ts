import { type ApiError } from "@/lib/server/errors";
import { withQueueSlot, type QueueBounds } from "@/lib/server/work-queue";

const bounds = (name: string): QueueBounds => ({
  name,
  perCaller: 2,
  overall: 3,
  retryAfterSeconds: 7,
  callerBusyMessage: "yours are busy",
  queueFullMessage: "the line is full",
});

/** A job that runs until `finish()` is called. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => "done"), finish };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

test("a caller past their share and a full line answer 429 with Retry-After; slots come back when work ends", async () => {
  const queue = bounds("unit-a");
  const jobs = [heldJob(), heldJob(), heldJob()];
  const first = withQueueSlot(queue, ["user:1"], jobs[0]!.work);
  const second = withQueueSlot(queue, ["user:1"], jobs[1]!.work);
  const mine = await refusal(withQueueSlot(queue, ["user:1"], async () => "never"));
  expect(mine?.status).toBe(429);
  expect(mine?.message).toBe("yours are busy");
  expect(mine?.headers).toEqual({ "Retry-After": "7" });

  const third = withQueueSlot(queue, ["user:2"], jobs[2]!.work);
  const full = await refusal(withQueueSlot(queue, ["user:3"], async () => "never"));
  expect(full?.message).toBe("the line is full");

  jobs.forEach((job) => job.finish());
  await expect(Promise.all([first, second, third])).resolves.toEqual(["done", "done", "done"]);
  await expect(withQueueSlot(queue, ["user:1"], async () => "again")).resolves.toBe("again");
});

test("a job that fails gives its slot back, and every key of a caller is counted", async () => {
  const queue = bounds("unit-b");
  for (let i = 0; i < 3; i++) {
    await expect(withQueueSlot(queue, ["user:1"], () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  }
  const held = heldJob();
  const a = withQueueSlot(queue, ["link:1", "ip:10.0.0.1"], held.work);
  const b = withQueueSlot(queue, ["link:2", "ip:10.0.0.1"], held.work);
  expect((await refusal(withQueueSlot(queue, ["link:3", "ip:10.0.0.1"], held.work)))?.status).toBe(429);
  held.finish();
  await Promise.all([a, b]);
});
