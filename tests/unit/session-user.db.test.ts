// A request's session and its account come from one read: the live session row of the cookie's secret, for the
// account the cookie names. An ended, idle or foreign session signs nobody in; the last-seen time moves at most once
// a minute.
import "./temp-database";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { authSessions, users } from "@/lib/server/db/schema";
import { createAuthSession, endAuthSession, SESSION_IDLE_SECONDS } from "@/lib/server/data/auth-sessions";
import { findSessionUser } from "@/lib/server/data/users";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";

jest.setTimeout(120_000);
jest.mock("next/cache", () => ({ unstable_cache: (load: (...args: unknown[]) => unknown) => load }));

const origin = { ip: "203.0.113.9", userAgent: "jest", place: "Test" };

async function demoUserId(): Promise<number> {
  await seedDemoAccount();
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  return row!.id;
}

test("a live session's account and id come back; an ended one, another account's id or a wrong secret, none", async () => {
  const userId = await demoUserId();
  const secret = await createAuthSession(userId, origin);

  const found = await findSessionUser(secret, userId);
  expect(found?.user.id).toBe(userId);
  expect(found?.user.email).toBe(DEMO_ACCOUNT.email);
  expect(found?.user).not.toHaveProperty("passwordHash");
  expect(found?.user.subscriptionTier).toBeDefined();
  const [row] = await (await getDb()).select().from(authSessions).where(eq(authSessions.id, found!.sessionId));
  expect(row?.userId).toBe(userId);

  expect(await findSessionUser(secret, userId + 1)).toBeNull();
  expect(await findSessionUser(`${secret}x`, userId)).toBeNull();

  await endAuthSession(userId, found!.sessionId);
  expect(await findSessionUser(secret, userId)).toBeNull();
});

test("an idle session signs nobody in, and a used one moves its last-seen time once a minute has passed", async () => {
  const userId = await demoUserId();
  const db = await getDb();
  const secret = await createAuthSession(userId, origin);
  const { sessionId } = (await findSessionUser(secret, userId))!;

  const lastSeen = async () =>
    (await db.select({ at: authSessions.lastSeenAt }).from(authSessions).where(eq(authSessions.id, sessionId)))[0]!.at;
  await db
    .update(authSessions)
    .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
    .where(eq(authSessions.id, sessionId));
  const before = await lastSeen();
  expect(await findSessionUser(secret, userId)).not.toBeNull();
  const moved = await lastSeen();
  expect(moved.getTime()).toBeGreaterThan(before.getTime() + 4 * 60_000);
  // Within the minute it stays where it is.
  expect(await findSessionUser(secret, userId)).not.toBeNull();
  expect((await lastSeen()).getTime()).toBe(moved.getTime());

  await db
    .update(authSessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS + 60})` })
    .where(eq(authSessions.id, sessionId));
  expect(await findSessionUser(secret, userId)).toBeNull();
});
