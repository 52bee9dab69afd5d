import "server-only";
// Browsers that signed in to an account before. The browser keeps a long-lived random cookie; the account keeps the
// cookie's SHA-256. Such a browser is throttled on buckets of its own (see sign-in-throttle.ts), so strangers
// guessing from the owner's address cannot lock the owner out.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { knownDevices, users } from "../db/schema";

export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashDeviceToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newDeviceToken = () => randomBytes(32).toString("base64url");

/** The device's hash when this browser signed in to the account of this e-mail before, else null. */
export async function knownDeviceFor(email: string, token: string | null): Promise<string | null> {
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashDeviceToken(token);
  const db = await getDb();
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(knownDevices.tokenHash, tokenHash)))
    .limit(1);
  return row ? tokenHash : null;
}

/** Remembers this browser for the account (or notes that it was used again). */
export async function rememberDevice(userId: number, token: string): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`rememberDevice needs a user id, got ${userId}`);
  const db = await getDb();
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashDeviceToken(token) })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.tokenHash],
      set: { lastUsedAt: sql`now()` },
    });
}
