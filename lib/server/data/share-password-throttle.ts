import "server-only";
// Wrong share-page passwords, counted per link and per IP over a sliding window (sign-ins have limits of their own:
// sign-in-throttle.ts). A visitor's typos on one portfolio never affect anyone's sign-in.
import { and, count, gte, inArray, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { loginFailures } from "../db/schema";

export const SHARE_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const MAX_SHARE_PASSWORD_FAILURES = 10;

const shareKeysFor = (linkId: number, ip: string) => [`share:${linkId}`, `share-ip:${ip}`];

/** True when the link or the IP has used up its wrong passwords for the window. */
export async function isSharePasswordThrottled(linkId: number, ip: string): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - SHARE_PASSWORD_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, shareKeysFor(linkId, ip)), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((r) => r.n >= MAX_SHARE_PASSWORD_FAILURES);
}

export async function recordSharePasswordFailure(linkId: number, ip: string): Promise<void> {
  const db = await getDb();
  await db.insert(loginFailures).values(shareKeysFor(linkId, ip).map((key) => ({ key })));
  // Keep the table small: drop what has left the window.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - SHARE_PASSWORD_WINDOW_MS)));
}
