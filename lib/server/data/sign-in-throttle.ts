import "server-only";
// Sign-in limits, counted before a password is checked (the limiters are listed in rate-limits.ts). Every count is
// one atomic upsert whose row stays locked until its transaction ends, so parallel guesses are counted one by one
// and none slips past a limit. Two kinds of counter take part in every attempt:
// - the account's: a few free attempts per window, then a growing delay (1 s, 2 s, 4 s ... at most a minute) between
//   attempts. It slows guessing down without ever locking the owner out for long; a success clears it.
// - the source's: the IP address, counting only the attempts whose password was actually checked and wrong; past the
//   limit, that address is refused for the rest of the window. A browser that signed in to the account before
//   (a known device) has counters of its own instead, so an attacker sharing the owner's address cannot keep the
//   owner out.
import { getDb, type Tx } from "../db/client";
import { countOne, dropExpiredNowAndThen, forgetKey, giveBack, peekCount } from "./rate-limit-store";
import { SIGN_IN_ACCOUNT, SIGN_IN_DELAY, SIGN_IN_SOURCE } from "./rate-limits";

export const THROTTLE_WINDOW_SECONDS = SIGN_IN_ACCOUNT.duration;
/** Attempts per account and window before the delay starts. */
export const FREE_ACCOUNT_ATTEMPTS = SIGN_IN_ACCOUNT.points;
/** The longest delay between two attempts on one account. */
export const MAX_ACCOUNT_DELAY_SECONDS = SIGN_IN_DELAY.duration;
/** Wrong passwords per address and window. */
export const SOURCE_WRONG_PASSWORD_LIMIT = SIGN_IN_SOURCE.points;

export type PasswordAttempt = { accountKey: string; sourceKey: string };
export type AttemptGate =
  | { allowed: true; attempt: PasswordAttempt }
  | { allowed: false; retryAfterSeconds: number; scope: "account" | "source" };

/**
 * The counters of one attempt. A known device (the SHA-256 of its cookie, already matched to this account) counts
 * apart from everyone else at its address.
 */
export function attemptKeys(email: string, ip: string, knownDeviceHash: string | null): PasswordAttempt {
  const account = `account:${email.trim().toLowerCase()}`.slice(0, 220);
  return knownDeviceHash
    ? { accountKey: `${account}|device:${knownDeviceHash}`, sourceKey: `device:${knownDeviceHash}` }
    : { accountKey: account, sourceKey: `ip:${ip}` };
}

/** The delay the `attempt`-th attempt in a window sets before the next: 1 s past the free ones, then doubling. */
const delayAfter = (attempt: number) =>
  Math.min(2 ** Math.min(attempt - FREE_ACCOUNT_ATTEMPTS - 1, 12), MAX_ACCOUNT_DELAY_SECONDS);

/** Thrown inside a counting transaction to undo its counts. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("attempt refused");
  }
}

/** Runs `count` in a transaction that a Refused undoes; answers the seconds to wait, or null when admitted. */
async function countOrUndo(count: (tx: Tx) => Promise<void>): Promise<number | null> {
  try {
    await (await getDb()).transaction(count);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.retryAfterSeconds;
    throw error;
  }
}

/**
 * Counts an attempt on the account, or refuses it (nothing counted) while the delay set by the previous attempt
 * runs: answers the seconds to wait, or null. The account's counter is taken first and stays locked until the delay
 * is set, so parallel attempts past the free ones go through the delay one at a time.
 */
const countAccountAttempt = (key: string) =>
  countOrUndo(async (tx) => {
    const attempts = await countOne(tx, SIGN_IN_ACCOUNT, key);
    if (!attempts.over) return;
    const delay = await countOne(tx, SIGN_IN_DELAY, key, delayAfter(attempts.points));
    if (delay.over) throw new Refused(delay.retryAfter);
  });

/** Counts a checked password against the source, or refuses it (nothing counted) once its limit is used. */
const countSourceAttempt = (key: string) =>
  countOrUndo(async (tx) => {
    const source = await countOne(tx, SIGN_IN_SOURCE, key);
    if (source.over) throw new Refused(source.retryAfter);
  });

/**
 * Admits a password attempt, counted before the password is checked. The account is counted first: an attempt it
 * refuses is not held against the address.
 */
export async function beginPasswordAttempt(attempt: PasswordAttempt): Promise<AttemptGate> {
  // An address already past its limit is turned away before anything is written: a refused caller cannot fill the
  // table with counters for made-up accounts, nor spend a real account's free attempts.
  const spent = await peekCount(await getDb(), SIGN_IN_SOURCE, attempt.sourceKey);
  if (spent && spent.points >= SIGN_IN_SOURCE.points) {
    return { allowed: false, scope: "source", retryAfterSeconds: spent.retryAfter };
  }
  const accountWait = await countAccountAttempt(attempt.accountKey);
  if (accountWait !== null) return { allowed: false, scope: "account", retryAfterSeconds: accountWait };
  const sourceWait = await countSourceAttempt(attempt.sourceKey);
  if (sourceWait !== null) return { allowed: false, scope: "source", retryAfterSeconds: sourceWait };
  return { allowed: true, attempt };
}

/**
 * The password was right: the account starts afresh, and the source gets its attempt back (only wrong passwords count
 * against an address).
 */
export async function passwordAttemptSucceeded(attempt: PasswordAttempt): Promise<void> {
  const db = await getDb();
  await forgetKey(db, SIGN_IN_ACCOUNT, attempt.accountKey);
  await forgetKey(db, SIGN_IN_DELAY, attempt.accountKey);
  await giveBack(db, SIGN_IN_SOURCE, attempt.sourceKey);
}

/** A wrong password stays counted; now and then, counters idle for a day are dropped to keep the table small. */
export async function passwordAttemptFailed(): Promise<void> {
  await dropExpiredNowAndThen(await getDb());
}
