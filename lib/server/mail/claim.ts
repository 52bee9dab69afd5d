import "server-only";
// Who may send a queued message: a sender first claims it, in one short transaction that locks the due rows
// (SKIP LOCKED, so concurrent senders split them) and leases them (next attempt pushed past the lease). A message
// claimed by one sender is therefore invisible to every other (the long-lived worker, a cron call, the delivery
// after a request) until its lease runs out, which only happens when its sender died mid-send.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** A claimed message is leased for this long; a sender that died mid-send leaves it to be retried after. */
export const LEASE_MS = 2 * 60_000;

export type ClaimedMail = typeof mailOutbox.$inferSelect;

export type ClaimOptions = {
  /** At most this many messages. */
  limit: number;
  /** Only these messages (those one request queued); any due message when absent. */
  ids?: readonly number[];
  now?: Date;
};

/** Claims due messages (oldest first) for this sender and counts the attempt. Returns what it may now send. */
export async function claimMail(db: Db, { limit, ids, now = new Date() }: ClaimOptions): Promise<ClaimedMail[]> {
  if (ids?.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "queued"),
          lte(mailOutbox.nextAttemptAt, now),
          ids ? inArray(mailOutbox.id, [...ids]) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}
