// The DKIM check runs in a worker thread: it answers what the message says, and a check that overruns its time
// limit is stopped with a clear 422 while the worker pool carries on.
import { execFileSync } from "node:child_process";
import {
  closeDkimWorkers,
  DKIM_OVERRUN_MESSAGE,
  readEmailFactsInWorker,
} from "@/lib/server/proof-check/dkim-in-worker";

const message = new TextEncoder().encode(
  "From: priya@acme-corp.test\r\nTo: Rep <rep@acme-corp.test>\r\nSubject: Q3\r\n\r\nYou closed Q3 2025 at 118% of quota.\r\n",
);

describe("readEmailFactsInWorker", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["scripts/build-workers.mjs"], { stdio: "ignore" });
  });
  afterAll(() => closeDkimWorkers());

  it("reads the message off the event loop", async () => {
    const facts = await readEmailFactsInWorker(message);
    expect(facts).toMatchObject({
      from: ["priya@acme-corp.test"],
      recipients: ["rep@acme-corp.test"],
      signatureKey: null,
      signatures: [{ result: "none" }],
    });
    expect(facts.text).toContain("118% of quota");
  });

  it("stops a check past its time limit with a clear 422, and the next check still works", async () => {
    await expect(readEmailFactsInWorker(message, { timeLimitMs: 1, heapLimitMb: 64 })).rejects.toMatchObject({
      status: 422,
      message: DKIM_OVERRUN_MESSAGE,
    });
    expect((await readEmailFactsInWorker(message)).recipients).toEqual(["rep@acme-corp.test"]);
  });
});
