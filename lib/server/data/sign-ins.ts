import "server-only";
// Where each successful sign-in came from (IP address and user agent), kept 30 days, so a manager signature made
// from the rep's own device or network can be told apart from one made by someone else.
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { browserFamily, networkOf } from "@/lib/client-network";
import { getDb, type Db, type Tx } from "../db/client";
import { knownDevices, signInEvents } from "../db/schema";
import { DEVICE_TOKEN_PATTERN, hashDeviceToken } from "./known-devices";

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
 * Why a manager's signature may not have been made by someone other than the rep: no User-Agent at all (a script
 * hides what it is), the network (same /24 or /64) of one of the rep's sign-ins in the last 30 days, or a browser
 * that signed in to the rep's account (its known-device cookie). A signature counts by itself only from another
 * network AND another device; the browser's name is not evidence (anyone can change it).
 */
export async function repDeviceReasons(
  db: Db | Tx,
  userId: number,
  from: { ip: string | null; userAgent: string | null; deviceToken: string | null },
): Promise<string[]> {
  const reasons: string[] = [];
  if (!browserFamily(from.userAgent)) reasons.push(NO_USER_AGENT_FLAG);
  const network = networkOf(from.ip);
  if (!network) reasons.push("Signed from an address whose network is unknown");
  else {
    const recent = await db
      .select({ ip: signInEvents.ip })
      .from(signInEvents)
      .where(
        and(eq(signInEvents.userId, userId), gte(signInEvents.createdAt, new Date(Date.now() - SIGN_IN_MEMORY_MS))),
      )
      .orderBy(desc(signInEvents.createdAt))
      .limit(COMPARED_SIGN_INS);
    if (recent.some((s) => networkOf(s.ip) === network)) reasons.push(repNetworkFlag(network));
  }
  if (from.deviceToken && DEVICE_TOKEN_PATTERN.test(from.deviceToken)) {
    const [device] = await db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashDeviceToken(from.deviceToken))))
      .limit(1);
    if (device) reasons.push(REP_DEVICE_FLAG);
  }
  return reasons;
}

export const NO_USER_AGENT_FLAG =
  "Signed without any browser identification (no User-Agent header): a person must check who signed";

export const REP_DEVICE_FLAG = "Signed in a browser that signed in to the rep's account";

const repNetworkFlag = (network: string) =>
  `Signed from the rep's network (${network}), where the rep signed in during the last 30 days`;
