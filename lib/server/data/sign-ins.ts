import "server-only";
// Where each successful sign-in came from (IP address and user agent), kept 30 days, so a manager signature made
// from the rep's own device can be told apart from one made by someone else.
import { and, eq, gte, lt } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";
import { signInEvents } from "../db/schema";

export const SIGN_IN_MEMORY_MS = 30 * 24 * 3_600_000;

export async function recordSignIn(
  userId: number,
  from: { ip: string | null; userAgent: string | null },
): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`recordSignIn needs a user id, got ${userId}`);
  const db = await getDb();
  await db.insert(signInEvents).values({
    userId,
    ip: from.ip?.slice(0, 64) ?? null,
    userAgent: from.userAgent?.slice(0, 1000) ?? null,
  });
  await db.delete(signInEvents).where(lt(signInEvents.createdAt, new Date(Date.now() - SIGN_IN_MEMORY_MS)));
}

/** True when the rep signed in from this exact IP address and user agent within the last 30 days. */
export async function isRepDevice(
  db: Db | Tx,
  userId: number,
  from: { ip: string | null; userAgent: string | null },
): Promise<boolean> {
  if (!from.ip || !from.userAgent) return false;
  const [hit] = await db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.userId, userId),
        eq(signInEvents.ip, from.ip.slice(0, 64)),
        eq(signInEvents.userAgent, from.userAgent.slice(0, 1000)),
        gte(signInEvents.createdAt, new Date(Date.now() - SIGN_IN_MEMORY_MS)),
      ),
    )
    .limit(1);
  return hit !== undefined;
}
