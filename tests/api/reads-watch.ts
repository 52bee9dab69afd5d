// The pieces of the reads-never-write test: the routes from the file tree, the allowlist and the server's record.
// A request sent with the header `x-quotaproof-watch: <label>` is watched by the test server (it runs on the local
// outbox's switch): GET /dev/writes?label=<label> answers the tables its statements inserted into, updated or
// deleted from, including what it deferred with after().
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./helpers";

export type Write = { table: string; op: "insert" | "update" | "delete" };

/**
 * What a read may write: a visit's own record (a share page's view count and event, a PDF download, a talent card's
 * view, an export of the team report or the audit trail, and their audit entries, which move the organisation's
 * chain head; the review queue's record of which version each admin was shown, which a decision made without naming
 * one is bound to), a session's last-seen time (at most once a minute, checked apart) and rate-limit counters.
 */
const ALLOWED: readonly Write[] = [
  { table: "share_links", op: "update" },
  { table: "share_link_events", op: "insert" },
  { table: "talent_views", op: "insert" },
  { table: "org_audit", op: "insert" },
  { table: "org_audit_heads", op: "insert" },
  { table: "org_audit_heads", op: "update" },
  { table: "review_views", op: "insert" },
  { table: "auth_sessions", op: "update" },
  // Throttles and allowances (the credentials archive's downloads are metered): the rate limiter's counters.
  { table: "rate_limits", op: "insert" },
  { table: "rate_limits", op: "update" },
  { table: "rate_limits", op: "delete" },
];

export const allowedWrite = (write: Write): boolean =>
  ALLOWED.some((allowed) => allowed.table === write.table && allowed.op === write.op);

const APP = path.resolve("app");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** A file's route: the folders under app/, without route groups ("(app)"). */
const routeOf = (file: string): string =>
  "/" +
  path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((part) => part && !/^\(.*\)$/.test(part))
    .join("/");

const exportsGet = (file: string): boolean =>
  /export\s+(const|async\s+function|function)\s+GET\b|export\s*\{[^}]*\bGET\b/.test(fs.readFileSync(file, "utf8"));

/** Every route under app/api whose route.ts answers GET. */
export function getRoutes(): string[] {
  return files(path.join(APP, "api"))
    .filter((file) => path.basename(file) === "route.ts" && exportsGet(file))
    .map(routeOf)
    .sort();
}

/** Every page, and every file route outside app/api that answers GET (did.json, credentials, share files). */
export function pageRoutes(): string[] {
  const found = files(APP).flatMap((file) => {
    const name = path.basename(file);
    if (file.startsWith(path.join(APP, "api") + path.sep)) return [];
    if (name === "page.tsx") return [routeOf(file)];
    if (name === "opengraph-image.tsx") return [`${routeOf(file)}/opengraph-image`];
    if (name === "route.ts" && exportsGet(file)) return [routeOf(file)];
    return [];
  });
  return [...new Set(found)].sort();
}

/** The writes the test server saw for one label. */
export async function readWrites(api: APIRequestContext, label: string): Promise<Write[]> {
  const response = await api.get(`/dev/writes?label=${encodeURIComponent(label)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { writes: Write[] }).writes;
}
