import "server-only";
// Requests counted per key (an address, a mailbox) over a fixed window in `throttle_buckets`, for calls anyone may
// make without an account: one atomic statement counts the request and answers the count so far in the window, so
// parallel requests cannot slip past the limit, and the count holds across restarts and instances.
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { throttleBuckets } from "../db/schema";
import { ApiError } from "../errors";

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
      set: {
        attempts: sql`case when ${expired} then 1 else ${throttleBuckets.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${throttleBuckets.windowStartedAt} end`,
      },
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
