import "server-only";
// Failed sign-ins are counted per account and per IP over a sliding window, in the database.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { loginFailures } from "../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_WINDOW = 10;

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/** True when the account or the IP has used up its failed attempts for the window. */
export async function isLoginThrottled(email: string, ip: string): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keysFor(email, ip)), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((r) => r.n >= MAX_FAILURES_PER_WINDOW);
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  const db = await getDb();
  await db.insert(loginFailures).values(keysFor(email, ip).map((key) => ({ key })));
  // Keep the table small: drop what has left the window.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

/** A successful sign-in clears the account's count (the IP's count stays). */
export async function clearAccountFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
}
