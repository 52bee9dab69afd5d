// A signed-in request's session and account come from memory only while this process hears the database announce
// every change to them; a change written behind the app's back (plain SQL, as another process or an operator would)
// shows on the very next read, and a process that cannot hear keeps nothing.
import "./temp-database";
import { eq, sql } from "drizzle-orm";
import { getDb, openDatabase, watchQueries, type Database } from "@/lib/server/db/client";
import { authSessions, orgMembers, organizations, users } from "@/lib/server/db/schema";
import { createAuthSession, sessionSecretHash } from "@/lib/server/data/auth-sessions";
import { findSessionUser } from "@/lib/server/data/users";
import { ENTRY_TTL_MS, forgetAccount, keepSession, keptSession, readEpoch } from "@/lib/server/data/session-accounts";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";

jest.setTimeout(120_000);
jest.mock("next/cache", () => ({ unstable_cache: (load: (...args: unknown[]) => unknown) => load }));

const origin = { ip: "203.0.113.9", userAgent: "jest", place: "Test" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function demoUserId(): Promise<number> {
  await seedDemoAccount();
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  return row!.id;
}

/** The statements one call sends. */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = watchQueries((query) => statements.push(query));
  try {
    return { value: await call(), statements };
  } finally {
    stop();
  }
}

/** Reads until a read is served from memory (the listener heard its probe), within a few seconds. */
async function servedFromMemory(secret: string, userId: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await findSessionUser(secret, userId);
    const { statements } = await statementsOf(() => findSessionUser(secret, userId));
    if (statements.length === 0) return;
    await sleep(50);
  }
  throw new Error("the session was never served from memory");
}

test("once announcements are heard, a read sends no statement; every change behind the app's back shows at once", async () => {
  const userId = await demoUserId();
  const db = await getDb();
  const secret = await createAuthSession(userId, origin);
  await servedFromMemory(secret, userId);

  // The plan, written in SQL as an operator's script or another instance would.
  await db.update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, userId));
  expect((await findSessionUser(secret, userId))?.user.subscriptionTier).toBe("pro");
  await db.update(users).set({ subscriptionTier: "starter" }).where(eq(users.id, userId));
  await servedFromMemory(secret, userId);
  expect((await findSessionUser(secret, userId))?.user.subscriptionTier).toBe("starter");

  // Membership of an Enterprise organisation gives Pro; the organisation's plan changing takes it away.
  const [org] = await db.insert(organizations).values({ name: "Acme", tier: "enterprise" }).returning();
  await servedFromMemory(secret, userId);
  await db.insert(orgMembers).values({ orgId: org!.id, userId, role: "seller" });
  expect((await findSessionUser(secret, userId))?.user.subscriptionTier).toBe("pro");
  await servedFromMemory(secret, userId);
  await db.update(organizations).set({ tier: "team" }).where(eq(organizations.id, org!.id));
  expect((await findSessionUser(secret, userId))?.user.subscriptionTier).toBe("starter");

  // The portfolio version (the key of the rep's cached lists) moves with a write to the portfolio.
  await servedFromMemory(secret, userId);
  const before = (await findSessionUser(secret, userId))!.user.portfolioVersion;
  await db.execute(sql`UPDATE users SET portfolio_version = portfolio_version + 1 WHERE id = ${userId}`);
  expect((await findSessionUser(secret, userId))?.user.portfolioVersion).toBe(before + 1);

  // A session ended in SQL signs nobody in on the next read.
  await servedFromMemory(secret, userId);
  await db
    .update(authSessions)
    .set({ endedAt: new Date() })
    .where(eq(authSessions.secretHash, sessionSecretHash(secret)));
  expect(await findSessionUser(secret, userId)).toBeNull();
});

test("rows read before an announcement arrived are not kept, and a kept session serves for a short time only", async () => {
  const userId = await demoUserId();
  const secret = await createAuthSession(userId, origin);
  await servedFromMemory(secret, userId);
  const database = await openDatabase();
  const hash = sessionSecretHash(secret);
  const found = (await findSessionUser(secret, userId))!;
  const row = { user: found.user, sessionId: found.sessionId, lastSeenAt: new Date() };

  forgetAccount(userId);
  const epoch = readEpoch();
  forgetAccount(userId + 1000); // an announcement for anyone, while the read was under way
  keepSession(epoch, hash, row);
  expect(keptSession(database, hash, userId)).toBeUndefined();

  keepSession(readEpoch(), hash, row);
  expect(keptSession(database, hash, userId)?.sessionId).toBe(found.sessionId);
  await sleep(ENTRY_TTL_MS + 200);
  expect(keptSession(database, hash, userId)).toBeUndefined();
});

/** The open database, but its announcements reach this process only as `deliver` says. */
function database(real: Database, deliver: "never" | "until lost") {
  let lose = () => {};
  const fake: Database = {
    ...real,
    listen: async (channel, onMessage, onLost) => {
      if (deliver === "never") return async () => {};
      lose = onLost;
      return real.listen(channel, onMessage, onLost);
    },
  };
  return { fake, lose: () => lose() };
}

test("a database whose announcements do not arrive keeps nothing; a lost listener drops everything", async () => {
  const userId = await demoUserId();
  const secret = await createAuthSession(userId, origin);
  const real = await openDatabase();
  const hash = sessionSecretHash(secret);
  const found = (await findSessionUser(secret, userId))!;
  const row = { user: found.user, sessionId: found.sessionId, lastSeenAt: new Date() };

  // A pooler that swallows notifications: the probe is never heard, so nothing is ever kept.
  const deaf = database(real, "never");
  expect(keptSession(deaf.fake, hash, userId)).toBeUndefined();
  await sleep(5_500);
  keepSession(readEpoch(), hash, row);
  expect(keptSession(deaf.fake, hash, userId)).toBeUndefined();

  // A listener that hears, then loses its connection.
  const flaky = database(real, "until lost");
  keptSession(flaky.fake, hash, userId);
  for (let i = 0; i < 100; i++) {
    keepSession(readEpoch(), hash, row);
    if (keptSession(flaky.fake, hash, userId)) break;
    await sleep(50);
  }
  expect(keptSession(flaky.fake, hash, userId)?.sessionId).toBe(found.sessionId);
  flaky.lose();
  expect(keptSession(flaky.fake, hash, userId)).toBeUndefined();
  keepSession(readEpoch(), hash, row);
  expect(keptSession(flaky.fake, hash, userId)).toBeUndefined();
});
