import "server-only";
// Sign-in sessions: one row per sign-in, found by the SHA-256 of the random secret the session cookie carries. A
// cookie counts only while its row is live, so ending a row signs that one browser out wherever the cookie went.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";
import { columnsOf } from "../db/columns";
import { authSessions } from "../db/schema";
import { notFound } from "../errors";
import { forgetAccount } from "./session-accounts";

/** How long a session lasts without being used (the cookie's own lifetime). */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
/** `lastSeenAt` moves at most this often: one write a minute per active session, not one per request. */
const TOUCH_INTERVAL_MS = 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** What the database holds of a cookie's session secret. */
export const sessionSecretHash = sha256;

export type LiveSession = { id: number; userId: number };
export type SessionOrigin = { ip: string | null; userAgent: string | null; place: string };

/** A session row that still signs its browser in: not ended, used within the idle lifetime. */
export const liveCondition = () =>
  and(
    isNull(authSessions.endedAt),
    gt(authSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
  );

/** Opens a session for the user; the secret goes into the cookie, only its hash into the database. */
export async function createAuthSession(userId: number, origin: SessionOrigin): Promise<string> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`createAuthSession needs a user id, got ${userId}`);
  const secret = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(authSessions).values({
    userId,
    secretHash: sha256(secret),
    ip: origin.ip?.slice(0, 64) ?? null,
    userAgent: origin.userAgent?.slice(0, 1000) ?? null,
    place: origin.place.slice(0, 120),
  });
  // The account's sessions that ended a day ago or went idle are of no use to anyone: each sign-in tidies them up.
  await db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        or(
          lt(authSessions.endedAt, sql`now() - interval '1 day'`),
          lt(authSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
        ),
      ),
    );
  return secret;
}

/** Whether a session last seen at `lastSeenAt` is due a move of that time (a minute has passed). */
export const touchDue = (lastSeenAt: Date) => Date.now() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;

/** Moves a live session's last-seen time when a minute has passed since the last move; true when it did. */
export async function touchSession(db: Db, session: { id: number; lastSeenAt: Date }): Promise<boolean> {
  if (!touchDue(session.lastSeenAt)) return false;
  await db
    .update(authSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(authSessions.id, session.id));
  return true;
}

/** The live session of a cookie's secret, or null; its last-seen time moves when a minute has passed. */
export async function findLiveSession(secret: string): Promise<LiveSession | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: authSessions.id, userId: authSessions.userId, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .where(and(eq(authSessions.secretHash, sha256(secret)), liveCondition()));
  if (!row) return null;
  await touchSession(db, row);
  return { id: row.id, userId: row.userId };
}

/** The account's live sessions, most recently used first. */
export async function listAuthSessions(userId: number) {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`listAuthSessions needs a user id, got ${userId}`);
  const db = await getDb();
  return db
    .select(columnsOf(authSessions, ["id", "userAgent", "ip", "place", "createdAt", "lastSeenAt"]))
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), liveCondition()))
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.id))
    .limit(200);
}

/** Ends one of the account's live sessions; another account's, or one already ended, is not found (404). */
export async function endAuthSession(userId: number, sessionId: number): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`endAuthSession needs a user id, got ${userId}`);
  const db = await getDb();
  const ended = await db
    .update(authSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.endedAt)))
    .returning({ id: authSessions.id });
  if (ended.length === 0) throw notFound("Session");
  // This process forgets it at once; others when the database's announcement arrives.
  forgetAccount(userId);
}

/**
 * Ends every live session of the account, or every one but `except` (the browser that asked); pass the caller's
 * transaction to end them together with the change that calls for it.
 */
export async function endAuthSessions(userId: number, options: { except?: number; tx?: Db | Tx } = {}): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`endAuthSessions needs a user id, got ${userId}`);
  const db = options.tx ?? (await getDb());
  await db
    .update(authSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.endedAt),
        options.except === undefined ? undefined : ne(authSessions.id, options.except),
      ),
    );
  // Within the caller's transaction, the announcement (sent at its commit) does it.
  if (!options.tx) forgetAccount(userId);
}
