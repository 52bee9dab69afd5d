import "server-only";
// Per-user allowances on what a rep can make the server do for them (e-mail to other people, AI calls, imports):
// each kind is counted per hour and per day (the caps are in rate-limits.ts) in the database, so they hold across
// restarts and instances.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { countOne, tooManyRequests } from "./rate-limit-store";
import { allowanceLimits, USAGE_CAPS, type UsageKind } from "./rate-limits";

export { USAGE_CAPS, type UsageKind };

/**
 * Counts one use of `kind` for the user, or answers 429 with Retry-After (the seconds until the window that is full
 * ends) when the hourly or daily cap is reached. Both counts are taken in one transaction: a refusal takes neither.
 */
export async function consumeAllowance(db: Db | Tx, userId: number, kind: UsageKind): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`consumeAllowance needs a user id, got ${userId}`);
  const run = async (tx: Tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!owner) throw notFound("User");
    // The hour first, then the day: parallel requests of one user lock the counters in one order.
    for (const limit of allowanceLimits(kind)) {
      const count = await countOne(tx, limit, String(userId));
      if (count.over) throw tooManyRequests(USAGE_CAPS[kind].message, count.retryAfter);
    }
  };
  // Inside the caller's transaction this is a savepoint, so a refusal also undoes the caller's writes, and a caller
  // whose work fails afterwards (its transaction rolled back) is not charged.
  await db.transaction(run);
}

/** Like consumeAllowance, but answers false instead of refusing: for extras that fall back (the AI import pass). */
export async function tryConsumeAllowance(db: Db | Tx, userId: number, kind: UsageKind): Promise<boolean> {
  try {
    await consumeAllowance(db, userId, kind);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}
