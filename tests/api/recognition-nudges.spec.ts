// The nudges job over HTTP: the scheduler's call runs it (what it sends, and when, is tested against fixed dates in
// tests/unit/recognition-nudges.db.test.ts), and a call without the cron secret runs nothing.
import { expect, test } from "./helpers";
import { runJob } from "./run-job";

test("the scheduler runs the nudges job; without the secret it is refused", async ({ request }) => {
  const result = await runJob(request, "nudges");
  expect(result).toEqual({ job: "nudges", organisations: expect.any(Number), sent: expect.any(Number) });
  expect((await request.get("/api/cron/nudges")).status()).toBe(401);
});
