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

export const SHARE_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** Wrong passwords per link, and per address, in a window. */
export const MAX_SHARE_PASSWORD_FAILURES = 10;

export type SharePasswordAttempt = { linkKey: string; addressKey: string };
export type SharePasswordGate =
  { allowed: true; attempt: SharePasswordAttempt } | { allowed: false; retryAfterSeconds: number };

const windowExpired = sql`${throttleBuckets.windowStartedAt} <= now() - make_interval(secs => ${SHARE_PASSWORD_WINDOW_SECONDS})`;

/** Counts one attempt under `key`; false (nothing written) once the window's limit is used. */
async function countAttempt(key: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(throttleBuckets)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        attempts: sql`case when ${windowExpired} then 1 else ${throttleBuckets.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${throttleBuckets.windowStartedAt} end`,
      },
      setWhere: sql`${windowExpired} or ${throttleBuckets.attempts} < ${MAX_SHARE_PASSWORD_FAILURES}`,
    })
    .returning({ attempts: throttleBuckets.attempts });
  return rows.length > 0;
}

/** Gives back an attempt that turned out right, or was never checked. */
async function giveBack(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(throttleBuckets)
    .set({ attempts: sql`greatest(${throttleBuckets.attempts} - 1, 0)` })
    .where(sql`${throttleBuckets.key} = ${key}`);
}

/** Seconds until a refusing counter's window ends (at least 1). */
async function secondsUntilOpen(key: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${throttleBuckets.windowStartedAt} + make_interval(secs => ${SHARE_PASSWORD_WINDOW_SECONDS}) - now())))::int`,
    })
    .from(throttleBuckets)
    .where(sql`${throttleBuckets.key} = ${key}`);
  return Math.max(1, Number(row?.seconds ?? 1));
}

/**
 * Admits one password attempt on a link from an address, counted before the password is checked, or refuses it
 * with the seconds to wait. The address is counted first; when the link then refuses, the address gets its attempt
 * back (no password was checked).
 */
export async function beginSharePasswordAttempt(linkId: number, ip: string): Promise<SharePasswordGate> {
  const attempt = { linkKey: `share:${linkId}`, addressKey: `share-ip:${ip}`.slice(0, 300) };
  if (!(await countAttempt(attempt.addressKey))) {
    return { allowed: false, retryAfterSeconds: await secondsUntilOpen(attempt.addressKey) };
  }
  if (!(await countAttempt(attempt.linkKey))) {
    await giveBack(attempt.addressKey);
    return { allowed: false, retryAfterSeconds: await secondsUntilOpen(attempt.linkKey) };
  }
  return { allowed: true, attempt };
}

/** The password was right: neither the link nor the address is charged for it. */
export async function sharePasswordAttemptSucceeded(attempt: SharePasswordAttempt): Promise<void> {
  await Promise.all([giveBack(attempt.linkKey), giveBack(attempt.addressKey)]);
}

/** A wrong password stays counted; now and then, share counters idle for a day are dropped to keep the table small. */
export async function sharePasswordAttemptFailed(): Promise<void> {
  if (Math.random() >= 0.02) return;
  const db = await getDb();
  await db
    .delete(throttleBuckets)
    .where(sql`${throttleBuckets.key} like 'share%' and ${throttleBuckets.windowStartedAt} < now() - interval '1 day'`);
}
