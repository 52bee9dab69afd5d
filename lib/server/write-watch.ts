import "server-only";
// The test server's write watch: which tables each labelled request wrote to. A test sends a label in the
// `x-quotaproof-watch` header; the custom server runs the request under it (an AsyncLocalStorage, which Next's
// after() keeps for the work it defers), and every statement the database client sends is checked here for
// insert, update and delete. On only where the local outbox is (a server that answers on this machine alone), so a
// real deployment never collects anything. The same statements on PGlite and PostgreSQL: the client's own log.
import { watchQueries } from "./db/client";
import { isDevOutboxEnabled } from "./mail";
import { processSingleton } from "./process-singleton";

export type WatchedWrite = { table: string; op: "insert" | "update" | "delete" };

// The custom server (a plain script outside the bundles) puts the request's label store on globalThis: read here.
const server = globalThis as typeof globalThis & { __quotaproofRequestLabel?: { getStore(): unknown } };
const watch = processSingleton("write-watch", (): { byLabel?: Map<string, WatchedWrite[]> } => ({}));

/** The most labels kept (the oldest go first): a long test run cannot grow the map without bound. */
const MAX_LABELS = 5_000;

// `insert into t`, `delete from t`, `update t set` (never the `for update` of a locking read, nor the
// `do update set` of an insert's conflict clause: that insert is already counted).
const WRITE = /\b(insert\s+into|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?|\bupdate\s+"?([a-z_][a-z0-9_]*)"?\s+set\b/gi;

/** The tables a statement writes to. */
export function writesIn(statement: string): WatchedWrite[] {
  const found: WatchedWrite[] = [];
  for (const match of statement.matchAll(WRITE)) {
    const before = statement.slice(0, match.index).trimEnd().toLowerCase();
    if (match[3] && (before.endsWith(" do") || before.endsWith(" for"))) continue;
    if (match[3]) found.push({ table: match[3], op: "update" });
    else found.push({ table: match[2]!, op: match[1]!.toLowerCase().startsWith("insert") ? "insert" : "delete" });
  }
  return found;
}

/** Starts watching (once per process); false where the watch is off. */
export function startWriteWatch(): boolean {
  if (!isDevOutboxEnabled()) return false;
  if (watch.byLabel) return true;
  const byLabel = new Map<string, WatchedWrite[]>();
  watch.byLabel = byLabel;
  watchQueries((statement) => {
    const label = server.__quotaproofRequestLabel?.getStore();
    if (typeof label !== "string") return;
    const writes = writesIn(statement);
    if (!writes.length) return;
    if (!byLabel.has(label) && byLabel.size >= MAX_LABELS) byLabel.delete(byLabel.keys().next().value!);
    byLabel.set(label, [...(byLabel.get(label) ?? []), ...writes]);
  });
  return true;
}

/** The writes of the requests sent with `label` so far. */
export function writesOf(label: string): WatchedWrite[] {
  return watch.byLabel?.get(label) ?? [];
}
