import "server-only";
// Requests counted per key (an address, a mailbox) over a fixed window in `throttle_buckets`, for calls anyone may
// make without an account: one atomic statement counts the request and answers the count so far in the window, so
// parallel requests cannot slip past the limit, and the count holds across restarts and instances.
import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";
import { throttleBuckets } from "../db/schema";
import { ApiError } from "../errors";

/** The upsert's update: one more in the current window, or the first of a new one once it has passed. */
export const countInto = (expired: SQL) => ({
  attempts: sql`case when ${expired} then 1 else ${throttleBuckets.attempts} + 1 end`,
  windowStartedAt: sql`case when ${expired} then now() else ${throttleBuckets.windowStartedAt} end`,
});

export type WindowCount = { attempts: number; retryAfter: number };

/** Counts one request under `key`; answers the requests in the current window (this one too) and its seconds left. */
export async function countInWindow(key: string, windowSeconds: number): Promise<WindowCount> {
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0) throw new Error(`a window of ${windowSeconds} s`);
  const db = await getDb();
  const window = sql.raw(String(windowSeconds));
  const expired = sql`${throttleBuckets.windowStartedAt} < now() - make_interval(secs => ${window})`;
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: countInto(expired),
    })
    .returning({
      attempts: throttleBuckets.attempts,
      retryAfter: sql<number>`greatest(1, ceil(${window} - extract(epoch from now() - ${throttleBuckets.windowStartedAt})))::int`,
    });
  return { attempts: row!.attempts, retryAfter: Number(row!.retryAfter) };
}

/** 429 with Retry-After when any of the counts is past its limit (the longest wait of those that are). */
export function refuseOverLimit(counts: { count: WindowCount; limit: number }[], message: string): void {
  const over = counts.filter(({ count, limit }) => count.attempts > limit).map(({ count }) => count.retryAfter);
  if (over.length > 0) {
    throw new ApiError("too_many_requests", message, undefined, { "Retry-After": String(Math.max(...over)) });
  }
}

const windowExpired = (windowSeconds: number) =>
  sql`${throttleBuckets.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;

/**
 * Takes one place under `key` when its window has one left, in one atomic statement (the bucket's row locked), so
 * parallel callers are admitted one by one and none past the limit; false (nothing written) once the limit is used.
 */
export async function takePlace(
  db: Db | Tx,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<boolean> {
  const expired = windowExpired(windowSeconds);
  const rows = await db
    .insert(throttleBuckets)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: countInto(expired),
      setWhere: sql`${expired} or ${throttleBuckets.attempts} < ${limit}`,
    })
    .returning({ attempts: throttleBuckets.attempts });
  return rows.length > 0;
}

/** Gives places back (the work they were taken for did not happen, or did not count). */
export async function givePlacesBack(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await getDb();
  await db
    .update(throttleBuckets)
    .set({ attempts: sql`greatest(${throttleBuckets.attempts} - 1, 0)` })
    .where(inArray(throttleBuckets.key, keys));
}

/** Seconds until `key`'s window ends (at least 1). */
export async function secondsUntilOpen(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${throttleBuckets.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(throttleBuckets)
    .where(sql`${throttleBuckets.key} = ${key}`);
  return Math.max(1, Number(row?.seconds ?? 1));
}
