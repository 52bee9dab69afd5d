import "server-only";
// Share-page password attempts, counted in throttle_buckets before the password is checked: one counter per link
// (whoever guesses) and one per address (whatever link it guesses at). Each counter changes in one atomic statement
// that refuses once the window's limit is used, so parallel guesses are counted one by one and none is checked past
// a limit. Only wrong passwords stay counted: a right one gives both counters their attempt back, so a link's
// visitors never use up its allowance. A visitor's typos on a portfolio never touch anyone's sign-in limits
// (sign-in-throttle.ts).
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { throttleBuckets } from "../db/schema";
import { givePlacesBack, secondsUntilOpen, takePlace } from "./throttle-window";

export const SHARE_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** Wrong passwords per link, and per address, in a window. */
export const MAX_SHARE_PASSWORD_FAILURES = 10;

export type SharePasswordAttempt = { linkKey: string; addressKey: string };
export type SharePasswordGate =
  { allowed: true; attempt: SharePasswordAttempt } | { allowed: false; retryAfterSeconds: number };

const LIMIT = { limit: MAX_SHARE_PASSWORD_FAILURES, windowSeconds: SHARE_PASSWORD_WINDOW_SECONDS };

/** Counts one attempt under `key`; false (nothing written) once the window's limit is used. */
const countAttempt = async (key: string) => takePlace(await getDb(), key, LIMIT);

/**
 * Admits one password attempt on a link from an address, counted before the password is checked, or refuses it
 * with the seconds to wait. The address is counted first; when the link then refuses, the address gets its attempt
 * back (no password was checked).
 */
export async function beginSharePasswordAttempt(linkId: number, ip: string): Promise<SharePasswordGate> {
  const attempt = { linkKey: `share:${linkId}`, addressKey: `share-ip:${ip}`.slice(0, 300) };
  if (!(await countAttempt(attempt.addressKey))) {
    return { allowed: false, retryAfterSeconds: await secondsUntilOpen(attempt.addressKey, LIMIT.windowSeconds) };
  }
  if (!(await countAttempt(attempt.linkKey))) {
    await givePlacesBack([attempt.addressKey]);
    return { allowed: false, retryAfterSeconds: await secondsUntilOpen(attempt.linkKey, LIMIT.windowSeconds) };
  }
  return { allowed: true, attempt };
}

/** The password was right: neither the link nor the address is charged for it. */
export async function sharePasswordAttemptSucceeded(attempt: SharePasswordAttempt): Promise<void> {
  await givePlacesBack([attempt.linkKey, attempt.addressKey]);
}

/** A wrong password stays counted; now and then, share counters idle for a day are dropped to keep the table small. */
export async function sharePasswordAttemptFailed(): Promise<void> {
  if (Math.random() >= 0.02) return;
  const db = await getDb();
  await db
    .delete(throttleBuckets)
    .where(sql`${throttleBuckets.key} like 'share%' and ${throttleBuckets.windowStartedAt} < now() - interval '1 day'`);
}
