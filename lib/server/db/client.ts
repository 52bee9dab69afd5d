import "server-only";
// Opens the database once per process: PGlite in a local folder by default, PostgreSQL when
// DATABASE_URL is set. The open promise is a process singleton so dev hot reloads reuse it.
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { processSingleton } from "../process-singleton";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Notifications on a channel (NOTIFY, from any process's committed transactions) until the returned function is
 * called. `onLost` is called once if delivery stops (the listening connection failed or ended): messages may have
 * been missed from then on.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  listen: Listen;
  close: () => Promise<void>;
};

/** The rows of a raw SQL query (both drivers answer `{ rows }`; the shared database type leaves it untyped). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Once per process: the database is opened once per process (above), and its logger must reach the listeners
// whichever copy of this module registered them.
const queryListeners = processSingleton("query-listeners", () => new Set<(query: string) => void>());

/** Calls `listener` with every SQL statement this process sends until the returned function is called. */
export function watchQueries(listener: (query: string) => void): () => void {
  queryListeners.add(listener);
  return () => queryListeners.delete(listener);
}

const logger = {
  logQuery(query: string) {
    for (const listener of queryListeners) listener(query);
  },
};

async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir));
    const db = drizzle(client, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      // One connection in one process: a notification reaches its listeners as the transaction that sent it commits,
      // before the writer's own query answers. It is never lost while the database is open.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { Client, Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  // Each listener has a connection of its own, outside the pool: a pooled connection goes back to the pool (and its
  // LISTEN with it) after every query.
  const listen: Listen = async (channel, onMessage, onLost) => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      listeners.delete(stop);
      onLost();
    };
    const stop = async () => {
      lose();
      await client.end().catch(() => undefined);
    };
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client.on("error", (error) => {
      console.error("[db] listening connection failed:", error.message);
      void stop();
    });
    client.on("end", lose);
    listeners.add(stop);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await stop();
      throw error;
    }
    return stop;
  };
  return {
    db,
    kind: "postgres",
    listen,
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const holder = processSingleton("database", (): { __quotaproofDb?: Promise<Database> } => ({}));

export function openDatabase(): Promise<Database> {
  if (!holder.__quotaproofDb) {
    const { DATABASE_URL, PGLITE_DIR } = env();
    holder.__quotaproofDb = DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(PGLITE_DIR);
    holder.__quotaproofDb.catch(() => {
      holder.__quotaproofDb = undefined;
    });
  }
  return holder.__quotaproofDb;
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const open = holder.__quotaproofDb;
  holder.__quotaproofDb = undefined;
  if (open) await (await open).close();
}

/** Resolves when the database answers a trivial query within the time limit. */
export async function pingDatabase(timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
