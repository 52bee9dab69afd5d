import "server-only";
// The session row and the account a signed-in request reads, kept in this process's memory between requests for as
// long as this process is sure to hear of every change to them.
//
// Every signed-in call needs both: is the session still live, and the account's plan, role and portfolio version
// (the key of its cached lists). Reading them is one statement, and on a small machine that statement was most of
// what a call cost beyond the framework's own work (docs/performance.md, "The list without the per-request session
// read").
// Whatever changes those rows, in whichever process, fires a trigger that announces the account's id
// (lib/server/db/triggers.ts, ACCOUNT_CHANNEL). This module listens, and keeps rows only while it is sure it hears:
// - Nothing is kept until the listening connection is up and has heard a probe this process sent through the
//   ordinary connections. A connection pooler that does not pass notifications on never gets there: every request
//   then reads the rows, as it did before.
// - An announcement drops its account's entry. A lost connection drops every entry and keeps nothing until a new
//   connection has heard its own probe (started by the next request, not by a timer).
// - A read that started before any announcement arrived is not kept (an epoch counter), so rows read before a
//   change can never be stored after the change was announced.
// - A kept session serves for ENTRY_TTL_MS at most: a process that was paused (a serverless instance between
//   invocations) may hold announcements it has not read yet.
// - A call that wrote drops its caller's account as it answers (lib/server/http.ts), and touching a session drops
//   it too, so the caller's next call reads its own writes even before PostgreSQL's separate connection delivers
//   the announcement.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { processCache } from "../cache";
import type { Database } from "../db/client";
import { ACCOUNT_CHANNEL } from "../db/triggers";
import { processSingleton } from "../process-singleton";
import type { PublicUser } from "./users";

/** How long a kept session serves before its rows are read again. */
export const ENTRY_TTL_MS = 2_000;
/** How long to wait for the probe, and before trying to listen again after a failure. */
const PROBE_TIMEOUT_MS = 5_000;
const RETRY_AFTER_MS = 30_000;
/** An account signed in on more browsers than this keeps the most recent ones. */
const MAX_SESSIONS_PER_ACCOUNT = 20;

export type KeptSession = { user: PublicUser; sessionId: number; lastSeenAt: Date };
type Session = { sessionId: number; lastSeenAt: Date; keptAt: number };
/** What is kept of one account: its row, and the sessions read for it, by their secret's hash. */
export type KeptAccount = { user: PublicUser; sessions: Map<string, Session> };

const kept = processCache("session-accounts");

type Watch = {
  database: Database | null;
  /** Announcements reach this process: entries may be kept and served. */
  live: boolean;
  starting: boolean;
  /** Raised by every announcement and every loss; a read keeps its rows only if it has not moved meanwhile. */
  epoch: number;
  retryAt: number;
};

const watch = processSingleton("session-accounts-watch", (): Watch => ({
  database: null,
  live: false,
  starting: false,
  epoch: 0,
  retryAt: 0,
}));

function forgetAll(): void {
  watch.epoch++;
  kept.clear();
}

/** Drops what is kept of an account (a write of this process changed it). */
export function forgetAccount(userId: number): void {
  watch.epoch++;
  kept.delete(String(userId));
}

async function listenWithProbe(database: Database): Promise<void> {
  const probe = `probe:${randomBytes(12).toString("hex")}`;
  let heard!: () => void;
  const probeHeard = new Promise<void>((resolve) => (heard = resolve));
  const stop = await database.listen(
    ACCOUNT_CHANNEL,
    (payload) => {
      if (payload === probe) heard();
      else if (watch.database === database) forgetAccount(Number(payload));
    },
    () => {
      if (watch.database !== database) return;
      watch.live = false;
      watch.retryAt = Date.now() + PROBE_TIMEOUT_MS;
      forgetAll();
    },
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    await database.db.execute(sql`SELECT pg_notify(${ACCOUNT_CHANNEL}, ${probe})`);
    await Promise.race([
      probeHeard,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("no notification arrived")), PROBE_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (watch.database !== database) return void (await stop());
  forgetAll();
  watch.live = true;
}

function startWatching(database: Database): void {
  if (watch.database !== database) {
    // Another database handle (the old one was closed): nothing kept of the old one may serve.
    Object.assign(watch, { database, live: false, starting: false, retryAt: 0 });
    forgetAll();
  }
  if (watch.live || watch.starting || Date.now() < watch.retryAt) return;
  watch.starting = true;
  listenWithProbe(database)
    .catch((error: unknown) => {
      console.warn("[session-accounts] account changes cannot be heard; reading them per request:", String(error));
      if (watch.database === database) watch.retryAt = Date.now() + RETRY_AFTER_MS;
    })
    .finally(() => {
      if (watch.database === database) watch.starting = false;
    });
}

/** The kept session of this secret for this account, while it may serve; starts listening when not yet. */
export function keptSession(database: Database, secretHash: string, userId: number): KeptSession | undefined {
  startWatching(database);
  if (!watch.live) return undefined;
  const account = kept.get(String(userId));
  const session = account?.sessions.get(secretHash);
  if (!account || !session || performance.now() - session.keptAt > ENTRY_TTL_MS) return undefined;
  return { user: account.user, sessionId: session.sessionId, lastSeenAt: session.lastSeenAt };
}

/** Call before reading the rows; pass the answer to `keepSession`. */
export const readEpoch = (): number => watch.epoch;

/** Keeps rows read from the database, unless an announcement arrived since the read began (`epoch`). */
export function keepSession(epoch: number, secretHash: string, session: KeptSession): void {
  if (!watch.live || epoch !== watch.epoch) return;
  const key = String(session.user.id);
  const sessions = new Map<string, Session>();
  const now = performance.now();
  for (const [hash, other] of kept.get(key)?.sessions ?? []) {
    if (now - other.keptAt <= ENTRY_TTL_MS && sessions.size < MAX_SESSIONS_PER_ACCOUNT - 1) sessions.set(hash, other);
  }
  sessions.set(secretHash, { sessionId: session.sessionId, lastSeenAt: session.lastSeenAt, keptAt: now });
  kept.set(key, { user: session.user, sessions });
}
