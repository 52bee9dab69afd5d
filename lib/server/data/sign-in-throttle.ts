import "server-only";
// Sign-in limits, counted in throttle_buckets before a password is checked. Each bucket changes in one atomic
// statement (insert, or update the row under its lock), so parallel guesses are counted one by one and none slips
// past a limit. Two buckets take part in every attempt:
// - the account's: a few free attempts per window, then a growing delay (1 s, 2 s, 4 s ... at most a minute) between
//   attempts. It slows guessing down without ever locking the owner out for long; a success clears it.
// - the source's: the IP address, counting only the attempts whose password was actually checked and wrong; past the
//   limit, that address is refused for the rest of the window. A browser that signed in to the account before
//   (a known device) has buckets of its own instead, so an attacker sharing the owner's address cannot keep the
//   owner out.
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { throttleBuckets } from "../db/schema";
import { countInto, secondsUntilOpen, takePlace } from "./throttle-window";

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Attempts per account and window before the delay starts. */
export const FREE_ACCOUNT_ATTEMPTS = 5;
/** The longest delay between two attempts on one account. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** Wrong passwords per address and window. */
export const SOURCE_WRONG_PASSWORD_LIMIT = 30;

export type PasswordAttempt = { accountKey: string; sourceKey: string };
export type AttemptGate =
  | { allowed: true; attempt: PasswordAttempt }
  | { allowed: false; retryAfterSeconds: number; scope: "account" | "source" };

/**
 * The buckets of one attempt. A known device (the SHA-256 of its cookie, already matched to this account) counts
 * apart from everyone else at its address.
 */
export function attemptKeys(email: string, ip: string, knownDeviceHash: string | null): PasswordAttempt {
  const account = `account:${email.trim().toLowerCase()}`.slice(0, 220);
  return knownDeviceHash
    ? { accountKey: `${account}|device:${knownDeviceHash}`, sourceKey: `device:${knownDeviceHash}` }
    : { accountKey: account, sourceKey: `ip:${ip}` };
}

const windowExpired = sql`${throttleBuckets.windowStartedAt} <= now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS})`;

/**
 * Counts an attempt on the account, or refuses it (null) while the delay set by the previous attempt runs. The attempt
 * past the free ones sets the delay before the next: 1 s, then doubling, at most MAX_ACCOUNT_DELAY_SECONDS.
 */
async function countAccountAttempt(key: string): Promise<boolean> {
  const db = await getDb();
  const attempts = sql`${throttleBuckets.attempts}`;
  const rows = await db
    .insert(throttleBuckets)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        ...countInto(windowExpired),
        blockedUntil: sql`case when not ${windowExpired} and ${attempts} + 1 > ${FREE_ACCOUNT_ATTEMPTS}
          then now() + make_interval(secs => least(power(2, least(${attempts} - ${FREE_ACCOUNT_ATTEMPTS}, 12)), ${MAX_ACCOUNT_DELAY_SECONDS}))
          else null end`,
      },
      setWhere: sql`${throttleBuckets.blockedUntil} is null or ${throttleBuckets.blockedUntil} <= now()`,
    })
    .returning({ attempts: throttleBuckets.attempts });
  return rows.length > 0;
}

/** True while the source has used up its wrong passwords for the window (a read; the count itself is atomic). */
async function sourceIsSpent(key: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ key: throttleBuckets.key })
    .from(throttleBuckets)
    .where(
      sql`${throttleBuckets.key} = ${key} and ${throttleBuckets.attempts} >= ${SOURCE_WRONG_PASSWORD_LIMIT} and not ${windowExpired}`,
    );
  return row !== undefined;
}

/** Seconds until the account's delay ends (at least 1). */
async function secondsUntilUnblocked(key: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${throttleBuckets.blockedUntil} - now())))::int` })
    .from(throttleBuckets)
    .where(sql`${throttleBuckets.key} = ${key}`);
  return Math.max(1, Number(row?.seconds ?? 1));
}

const sourceRefused = async (key: string): Promise<AttemptGate> => ({
  allowed: false,
  scope: "source",
  retryAfterSeconds: await secondsUntilOpen(key, THROTTLE_WINDOW_SECONDS),
});

/**
 * Admits a password attempt, counted before the password is checked. The account is counted first: an attempt it
 * refuses is not held against the address.
 */
export async function beginPasswordAttempt(attempt: PasswordAttempt): Promise<AttemptGate> {
  // An address already past its limit is turned away before anything is written: a refused caller cannot fill the
  // table with counters for made-up accounts, nor spend a real account's free attempts.
  if (await sourceIsSpent(attempt.sourceKey)) return sourceRefused(attempt.sourceKey);
  if (!(await countAccountAttempt(attempt.accountKey))) {
    return {
      allowed: false,
      scope: "account",
      retryAfterSeconds: await secondsUntilUnblocked(attempt.accountKey),
    };
  }
  const source = { limit: SOURCE_WRONG_PASSWORD_LIMIT, windowSeconds: THROTTLE_WINDOW_SECONDS };
  if (!(await takePlace(await getDb(), attempt.sourceKey, source))) return sourceRefused(attempt.sourceKey);
  return { allowed: true, attempt };
}

/**
 * The password was right: the account starts afresh, and the source gets its attempt back (only wrong passwords count
 * against an address).
 */
export async function passwordAttemptSucceeded(attempt: PasswordAttempt): Promise<void> {
  const db = await getDb();
  await db.delete(throttleBuckets).where(sql`${throttleBuckets.key} = ${attempt.accountKey}`);
  await db
    .update(throttleBuckets)
    .set({ attempts: sql`greatest(${throttleBuckets.attempts} - 1, 0)` })
    .where(sql`${throttleBuckets.key} = ${attempt.sourceKey}`);
}

/** A wrong password stays counted; now and then, buckets idle for a day are dropped to keep the table small. */
export async function passwordAttemptFailed(): Promise<void> {
  if (Math.random() >= 0.02) return;
  const db = await getDb();
  await db
    .delete(throttleBuckets)
    .where(
      sql`${throttleBuckets.windowStartedAt} < now() - interval '1 day' and (${throttleBuckets.blockedUntil} is null or ${throttleBuckets.blockedUntil} < now())`,
    );
}
