import "server-only";
// Failed sign-ins are counted per account and per IP over a sliding window, in the database; share-page passwords
// the same way, in counters of their own.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { loginFailures } from "../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_WINDOW = 10;

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];
/** A share page's password is counted apart from sign-ins: a visitor's typos must not lock an office out. */
const shareKeysFor = (linkId: number, ip: string) => [`share:${linkId}`, `share-ip:${ip}`];

async function isThrottled(keys: string[]): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((r) => r.n >= MAX_FAILURES_PER_WINDOW);
}

async function recordFailure(keys: string[]): Promise<void> {
  const db = await getDb();
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  // Keep the table small: drop what has left the window.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

/** True when the account or the IP has used up its failed attempts for the window. */
export const isLoginThrottled = (email: string, ip: string) => isThrottled(keysFor(email, ip));
export const recordLoginFailure = (email: string, ip: string) => recordFailure(keysFor(email, ip));

/** The same limits for a share page's password, per link and per IP. */
export const isSharePasswordThrottled = (linkId: number, ip: string) => isThrottled(shareKeysFor(linkId, ip));
export const recordSharePasswordFailure = (linkId: number, ip: string) => recordFailure(shareKeysFor(linkId, ip));

/** A successful sign-in clears the account's count (the IP's count stays). */
export async function clearAccountFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
}
