import "server-only";
// What each admin was last shown in the review queue, item by item: the version a decision is bound to when the
// client does not name one.
import { and, eq, sql } from "drizzle-orm";
import type { ReviewKind } from "@/lib/validators/review";
import type { Db, Tx } from "../db/client";
import { reviewViews } from "../db/schema";

export async function recordQueueView(
  db: Db | Tx,
  adminId: number,
  items: readonly { kind: ReviewKind; id: number; version: number }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(reviewViews)
    .values(items.map((item) => ({ adminId, kind: item.kind, itemId: item.id, version: item.version })))
    .onConflictDoUpdate({
      target: [reviewViews.adminId, reviewViews.kind, reviewViews.itemId],
      set: { version: sql`excluded.version`, seenAt: sql`now()` },
    });
}

/** The version of the item this admin was last shown, or undefined when the queue never showed it to them. */
export async function seenVersion(
  db: Db | Tx,
  adminId: number,
  kind: ReviewKind,
  itemId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: reviewViews.version })
    .from(reviewViews)
    .where(and(eq(reviewViews.adminId, adminId), eq(reviewViews.kind, kind), eq(reviewViews.itemId, itemId)));
  return row?.version;
}
