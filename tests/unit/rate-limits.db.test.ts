// The throttles and allowances on a real embedded database, counted by rate-limiter-flexible's PostgreSQL store in
// the rate_limits table: parallel requests never get past a limit, a refused attempt is not counted, an allowance
// taken inside a transaction that rolls back is not charged, and Retry-After is the time left in the full window.
import "./temp-database";
import { eq, like } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { rateLimits, users } from "@/lib/server/db/schema";
import { ApiError } from "@/lib/server/errors";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";
import { countOne, peekCount } from "@/lib/server/data/rate-limit-store";
import { allowanceLimits, SIGN_IN_ACCOUNT, SIGN_IN_SOURCE, USAGE_CAPS } from "@/lib/server/data/rate-limits";
import {
  attemptKeys,
  beginPasswordAttempt,
  FREE_ACCOUNT_ATTEMPTS,
  passwordAttemptSucceeded,
} from "@/lib/server/data/sign-in-throttle";
import { withSignUpLimits } from "@/lib/server/data/sign-up-throttle";
import { consumeAllowance } from "@/lib/server/data/usage";

jest.setTimeout(120_000);

let suffix = 0;
const unique = () => `${Date.now()}-${suffix++}`;

/** The status and Retry-After of what `run` throws (it must throw an ApiError). */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; retryAfter: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, retryAfter: Number(error.headers?.["Retry-After"]), message: error.message };
  }
  throw new Error("expected a refusal");
}

test("the counters live in rate_limits under the limiter's name, and a count is shared by every caller", async () => {
  const db = await getDb();
  const key = `ip:${unique()}`;
  expect(await peekCount(db, SIGN_IN_SOURCE, key)).toBeNull();
  await countOne(db, SIGN_IN_SOURCE, key);
  await countOne(db, SIGN_IN_SOURCE, key);
  const rows = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `sign-in-source:${key}`));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.points).toBe(2);
  expect(rows[0]!.expire! - Date.now()).toBeGreaterThan((SIGN_IN_SOURCE.duration - 5) * 1000);
  expect(await peekCount(db, SIGN_IN_SOURCE, key)).toMatchObject({ points: 2, over: false });
});

test("60 parallel attempts on one account: the free ones and the few whose delay ran out are admitted, the rest wait", async () => {
  const email = `parallel-${unique()}@example.com`;
  const gates = await Promise.all(
    Array.from({ length: 60 }, (_, i) => beginPasswordAttempt(attemptKeys(email, `192.0.2.${i + 1}`, null))),
  );
  const admitted = gates.filter((gate) => gate.allowed).length;
  // One past the free ones sets a delay of 1 s, the next 2 s, then 4 s: a slow burst may see one or two run out.
  expect(admitted).toBeGreaterThanOrEqual(FREE_ACCOUNT_ATTEMPTS + 1);
  expect(admitted).toBeLessThanOrEqual(FREE_ACCOUNT_ATTEMPTS + 3);
  for (const gate of gates.filter((gate) => !gate.allowed)) {
    expect(gate).toMatchObject({ allowed: false, scope: "account" });
    if (!gate.allowed) expect(gate.retryAfterSeconds).toBeLessThanOrEqual(4);
  }
  // The refused ones were not counted: the account holds exactly the admitted attempts.
  const count = await peekCount(await getDb(), SIGN_IN_ACCOUNT, `account:${email}`);
  expect(count?.points).toBe(admitted);
});

test("past the free attempts each admitted attempt doubles the delay; a right password clears the account", async () => {
  const email = `delay-${unique()}@example.com`;
  const attempt = attemptKeys(email, "198.51.100.20", null);
  for (let i = 0; i < FREE_ACCOUNT_ATTEMPTS + 1; i++) expect((await beginPasswordAttempt(attempt)).allowed).toBe(true);
  expect(await beginPasswordAttempt(attempt)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await beginPasswordAttempt(attempt)).allowed).toBe(true);
  expect(await beginPasswordAttempt(attempt)).toMatchObject({ allowed: false, retryAfterSeconds: 2 });

  await passwordAttemptSucceeded(attempt);
  expect((await beginPasswordAttempt(attempt)).allowed).toBe(true);
});

test("an address past its wrong passwords is refused for the window; a right password gives its attempt back", async () => {
  const ip = `203.0.113.${suffix++}`;
  for (let i = 0; i < SIGN_IN_SOURCE.points; i++) {
    const gate = await beginPasswordAttempt(attemptKeys(`nobody-${i}-${unique()}@example.com`, ip, null));
    expect(gate.allowed).toBe(true);
    // The last one was right: the address has one more to spend.
    if (i === SIGN_IN_SOURCE.points - 1 && gate.allowed) await passwordAttemptSucceeded(gate.attempt);
  }
  expect((await beginPasswordAttempt(attemptKeys(`one-more-${unique()}@example.com`, ip, null))).allowed).toBe(true);
  const refused = await beginPasswordAttempt(attemptKeys(`refused-${unique()}@example.com`, ip, null));
  expect(refused).toMatchObject({ allowed: false, scope: "source" });
  if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(SIGN_IN_SOURCE.duration - 60);
  // Refused before anything was written: no counter for the made-up account.
  const db = await getDb();
  expect(await db.select().from(rateLimits).where(like(rateLimits.key, "sign-in-account:account:refused-%"))).toEqual(
    [],
  );
});

test("sign-ups from one address: 5 an hour, parallel ones included; a sign-up that made no account gives its place back", async () => {
  const ip = `198.18.${suffix++}.9`;
  const made = await Promise.allSettled(Array.from({ length: 8 }, () => withSignUpLimits(ip, async () => "made")));
  expect(made.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(5);
  const failed = await refusal(() => withSignUpLimits(ip, async () => "made"));
  expect(failed.status).toBe(429);
  expect(failed.retryAfter).toBeGreaterThan(3_500);
  expect(failed.retryAfter).toBeLessThanOrEqual(3_600);

  // A refused sign-up (a taken address) is not counted: the sixth place is still free after it is given back.
  const third = `198.18.${suffix++}.9`;
  for (let i = 0; i < 4; i++) await withSignUpLimits(third, async () => "made");
  await expect(
    withSignUpLimits(third, async () => {
      throw new ApiError("conflict", "taken");
    }),
  ).rejects.toMatchObject({ status: 409 });
  expect(await withSignUpLimits(third, async () => "made")).toBe("made");
  expect((await refusal(() => withSignUpLimits(third, async () => "made"))).status).toBe(429);
});

describe("per-user allowances", () => {
  let userId = 0;
  beforeAll(async () => {
    await seedDemoAccount();
    const db = await getDb();
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    userId = owner!.id;
  });

  test("parallel uses past the hourly cap: exactly the cap is counted, the rest 429 with the cap's message", async () => {
    const db = await getDb();
    const cap = USAGE_CAPS.benchmark_refresh;
    const outcomes = await Promise.allSettled(
      Array.from({ length: cap.perHour + 6 }, () => consumeAllowance(db, userId, "benchmark_refresh")),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(cap.perHour);
    const over = await refusal(() => consumeAllowance(db, userId, "benchmark_refresh"));
    expect(over).toMatchObject({ status: 429, message: cap.message });
    expect(over.retryAfter).toBeGreaterThan(3_500);
    expect(over.retryAfter).toBeLessThanOrEqual(3_600);
    // Refusals took nothing from the day.
    const [, day] = allowanceLimits("benchmark_refresh");
    expect((await peekCount(db, day, String(userId)))?.points).toBe(cap.perHour);
  });

  test("a use inside a transaction that rolls back is not charged", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await consumeAllowance(tx, userId, "crm_sync");
        throw new Error("the work failed");
      }),
    ).rejects.toThrow("the work failed");
    const [hour] = allowanceLimits("crm_sync");
    expect(await peekCount(db, hour, String(userId))).toBeNull();
    await consumeAllowance(db, userId, "crm_sync");
    expect((await peekCount(db, hour, String(userId)))?.points).toBe(1);
  });

  test("an unknown user is a 404, and nothing is counted for it", async () => {
    const db = await getDb();
    expect((await refusal(() => consumeAllowance(db, 987_654, "ai_enhance"))).status).toBe(404);
    const [hour] = allowanceLimits("ai_enhance");
    expect(await peekCount(db, hour, "987654")).toBeNull();
  });
});
