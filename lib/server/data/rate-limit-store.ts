import "server-only";
// The store behind every throttle and allowance: rate-limiter-flexible's PostgreSQL limiter, run on the app's own
// database (the embedded PGlite or node-postgres) through drizzle, on the connection or transaction it is handed. The
// library writes its statements for node-postgres (`$1` placeholders, `{ rows, rowCount }` answers); the client below
// turns them into drizzle queries, so the same code counts on both drivers, inside a caller's transaction when there
// is one, and every statement shows in the app's query log. Each counter changes in one atomic upsert (the row locked
// until the transaction ends), so parallel requests are counted one by one. Nothing is kept in process memory and no
// timer runs: the table is the only truth, and limiters are made per call.
import { lt, sql, type SQL } from "drizzle-orm";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Db, Tx } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "../errors";

/** One limiter: `points` counted per key in a fixed window of `duration` seconds that starts with the first count. */
export type Limit = {
  /** Prefixes every key in the table, so limiters never share a counter. */
  name: string;
  points: number;
  duration: number;
  /** What a key is (for the reader of the list). */
  key: string;
};

type StoreStatement = { text: string; values?: unknown[] };

/** The library's statement as drizzle SQL: the text as written, each `$n` a bound parameter. */
function toSql({ text, values = [] }: StoreStatement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/** A client with node-postgres's `query` that runs on `db`; `expire` (a bigint) always comes back as a number. */
function storeClient(db: Db | Tx) {
  return {
    async query(statement: StoreStatement) {
      const result = (await db.execute(toSql(statement))) as unknown as {
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      const rows = result.rows.map((row) =>
        row.expire === undefined || row.expire === null ? row : { ...row, expire: Number(row.expire) },
      );
      return { rows, rowCount: rows.length || Number(result.affectedRows ?? result.rowCount ?? 0) };
    },
  };
}

/** The limiter for `limit` on `db` (a connection or a transaction). */
export function limiterOn(db: Db | Tx, limit: Limit): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: "client",
    tableName: "rate_limits",
    // The migrations make the table; the library must not try at run time.
    tableCreated: true,
    // Its clean-up timer would live in one process only: expired rows are dropped by dropExpiredNowAndThen.
    clearExpiredByTimeout: false,
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.duration,
  });
}

/** A key's count in its window: `over` once past the limit, `retryAfter` the seconds until the window ends (>= 1). */
export type Count = { points: number; over: boolean; retryAfter: number };

const countOf = (limit: Limit, res: RateLimiterRes): Count => ({
  points: res.consumedPoints,
  over: res.consumedPoints > limit.points,
  retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * Counts one under `key` and answers the count so far, this one included; past the limit the count stays (the
 * caller refuses, or undoes it with its transaction). `durationSeconds` sets the window of a key that has none running.
 */
export async function countOne(db: Db | Tx, limit: Limit, key: string, durationSeconds?: number): Promise<Count> {
  const options = durationSeconds === undefined ? {} : { customDuration: durationSeconds };
  try {
    return countOf(limit, await limiterOn(db, limit).consume(key, 1, options));
  } catch (rejection) {
    // The library rejects with the count itself when the key is past its limit, with an Error when the store failed.
    if (rejection instanceof RateLimiterRes) return countOf(limit, rejection);
    throw rejection;
  }
}

/** The key's count in the running window (null when none runs); writes nothing. */
export async function peekCount(db: Db | Tx, limit: Limit, key: string): Promise<Count | null> {
  const res = await limiterOn(db, limit).get(key);
  return res ? countOf(limit, res) : null;
}

/** Gives one back to `key` (the work it was counted for did not happen, or does not count). */
export async function giveBack(db: Db | Tx, limit: Limit, key: string): Promise<void> {
  await limiterOn(db, limit).reward(key, 1);
}

/** Drops the key's counter: it starts afresh. */
export async function forgetKey(db: Db | Tx, limit: Limit, key: string): Promise<void> {
  await limiterOn(db, limit).delete(key);
}

/** The 429 every throttle and allowance answers: the error code, the message and Retry-After in seconds. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new ApiError("too_many_requests", message, undefined, { "Retry-After": String(retryAfter) });

/** 429 with Retry-After when any of the counts is past its limit (the longest wait of those that are). */
export function refuseOverLimit(counts: Count[], message: string): void {
  const waits = counts.filter((count) => count.over).map((count) => count.retryAfter);
  if (waits.length > 0) throw tooManyRequests(message, Math.max(...waits));
}

const DAY_MS = 24 * 3_600_000;

/** Now and then (one call in fifty), counters whose window ended a day ago are dropped to keep the table small. */
export async function dropExpiredNowAndThen(db: Db | Tx): Promise<void> {
  if (Math.random() >= 0.02) return;
  await db.delete(rateLimits).where(lt(rateLimits.expire, Date.now() - DAY_MS));
}
