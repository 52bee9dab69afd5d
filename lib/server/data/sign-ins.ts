import "server-only";
// Where each successful sign-in came from (IP address and user agent), kept 30 days, so a manager signature made
// from the rep's own device or network can be told apart from one made by someone else.
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { browserFamily, networkOf } from "@/lib/client-network";
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

/** How many recent sign-ins the network rule compares a signer with (the newest first). */
const COMPARED_SIGN_INS = 500;

/**
 * Why a manager's signature might have been made by the rep, or null when nothing suggests it: no User-Agent at all
 * (a script hides which browser it is), or the rep's network (same /24 or /64) with the same browser family as one
 * of the rep's sign-ins in the last 30 days. A NAT or office network shares addresses, so only the combination counts.
 */
export async function repDeviceReason(
  db: Db | Tx,
  userId: number,
  from: { ip: string | null; userAgent: string | null },
): Promise<string | null> {
  const family = browserFamily(from.userAgent);
  if (!family) return NO_USER_AGENT_FLAG;
  const network = networkOf(from.ip);
  if (!network) return null;
  const recent = await db
    .select({ ip: signInEvents.ip, userAgent: signInEvents.userAgent })
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, userId), gte(signInEvents.createdAt, new Date(Date.now() - SIGN_IN_MEMORY_MS))))
    .orderBy(desc(signInEvents.createdAt))
    .limit(COMPARED_SIGN_INS);
  const match = recent.some((s) => networkOf(s.ip) === network && browserFamily(s.userAgent) === family);
  return match ? repNetworkFlag(network) : null;
}

export const NO_USER_AGENT_FLAG =
  "Signed without any browser identification (no User-Agent header): a person must check who signed";

const repNetworkFlag = (network: string) =>
  `Signed from the rep's network (${network}) with the same browser family as one of the rep's sign-ins in the last 30 days`;
