import "server-only";
// Every cache the app keeps, in one list: what it holds, its key, its bound, and what makes an entry wrong and how
// that entry stops being served. Caches are made only through this module (processCache, loadedOnce) or name their
// entry here where the framework makes them (the data cache, the browser's query cache);
// tests/unit/cache-list.test.ts scans the source and fails on a cache made anywhere else, so the list cannot drift.
//
// One rule holds for every entry: a cache never depends on which database or process served a write. What changes
// its answer is part of its key (a version the database raises itself, with triggers, whoever writes), or the
// database announces the change itself (a trigger's NOTIFY, heard by every process, with nothing kept while this
// process is not sure it hears), or a short time limit. Never the chance that nothing changed.
import type { LRUCache } from "lru-cache";
import type { ProPrices } from "@/lib/billing-prices";
import { QUERY_STALE_TIME_MS } from "@/lib/query-freshness";
import type { TeamTotals } from "./data/orgs/team";
import type { KeptAccount } from "./data/session-accounts";
import { forgetOnce, namedLru, namedOnce } from "./process-cache";

type Described = {
  /** What one entry is found by. */
  key: string;
  /** How much is kept, and for how long. */
  bound: string;
  /** Which write makes an entry wrong, and how that entry stops being served. */
  invalidation: string;
  /** The file that makes or reads the cache (the list's test checks that it does). */
  where: string;
};

/**
 * Where a cache lives. "process": this process's memory (an `lru-cache`), lost on restart, never shared between
 * instances. "once": one value loaded on first use and kept for the process's life. "framework": Next.js's data
 * cache, shared by the instances that share the deployment's cache handler. "client": the browser's TanStack Query
 * cache.
 */
type CacheKind = "process" | "once" | "framework" | "client";

type ProcessEntry<V> = Described & { kind: "process"; options: LRUCache.Options<string, V, unknown> };

const inProcess = <V extends NonNullable<unknown>>(entry: Omit<ProcessEntry<V>, "kind">): ProcessEntry<V> => ({
  kind: "process",
  ...entry,
});

const PORTFOLIO_VERSION =
  "users.portfolio_version is in the key: database triggers (lib/server/db/triggers.ts) raise it with every write to what a portfolio shows, whoever writes, so a write makes a new key and the old entry is never asked for again; it ages out of the bound";

/** Owned lists are kept as JSON text; one over 512 K characters is not kept. */
const OWNED_LISTS = { max: 2_000, maxEntrySize: 512 * 1024 };

export const CACHES = {
  "session-claims": inProcess<{ id: number; sid: string }>({
    key: "the session cookie's value",
    bound: "10,000 cookies, each for 5 minutes at most and never past the session's expiry",
    invalidation:
      "none needed: one cookie value always decodes to the same account and session id; signing out or a revoked session ends the session's row, which session-accounts answers for",
    where: "lib/server/session.ts",
    options: { max: 10_000, ttl: 5 * 60_000 },
  }),
  "session-accounts": inProcess<KeptAccount>({
    key: "the account's id; within it, the hash of each session's secret",
    bound:
      "10,000 accounts, 20 sessions each; a session serves 2 seconds after its rows were read, then they are read again",
    invalidation:
      "database triggers (lib/server/db/triggers.ts) announce the account's id on any change to its row, its sessions, its memberships or its organisations' plans, whoever writes; the announcement drops the entry. Nothing is kept until this process has heard its own probe announcement, and everything is dropped when the listening connection is lost. A read that began before an announcement arrived is not kept; a call that wrote drops its caller's entry as it answers",
    where: "lib/server/data/session-accounts.ts",
    options: { max: 10_000, ttl: 60_000 },
  }),
  "owned-lists": inProcess<string>({
    key: "the owner, the list and its query, and the owner's portfolio version",
    bound: "2,000 lists, none over 512 K characters",
    invalidation: PORTFOLIO_VERSION,
    where: "lib/server/data/owned.ts",
    options: { ...OWNED_LISTS, sizeCalculation: (json) => Math.max(json.length, 1) },
  }),
  "owned-list-pages": inProcess<{ json: string; nextCursor: string | null }>({
    key: "the owner, the list, the page's cursor and size, and the owner's portfolio version",
    bound: "2,000 pages, none over 512 K characters",
    invalidation: PORTFOLIO_VERSION,
    where: "lib/server/data/owned.ts",
    options: { ...OWNED_LISTS, sizeCalculation: (page) => Math.max(page.json.length, 1) },
  }),
  "team-totals": inProcess<TeamTotals>({
    key: "the organisation, the viewer's scope, the filters and the team's fingerprint",
    bound: "1,000 totals",
    invalidation:
      "the team's fingerprint (its members' portfolio versions and the membership, read from the database on every request) is in the key: any change to what the totals count makes a new key",
    where: "lib/server/data/orgs/team.ts",
    options: { max: 1_000 },
  }),
  "shared-renders": inProcess<Uint8Array>({
    key: "the file's kind, the link, its sections and achievements, the owner's portfolio and credentials versions",
    bound: "500 files and 64 MB; a file bigger than the whole budget is served but not kept",
    invalidation: `${PORTFOLIO_VERSION}; users.credentials_version too, for the credential addresses a PDF prints`,
    where: "lib/server/export/shared-renders.ts",
    options: {
      max: 500,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (bytes) => Math.max(bytes.byteLength, 1),
    },
  }),
  "stripe-prices": inProcess<ProPrices>({
    key: "the configured Stripe price ids (read at run time, so a deployment configured differently asks its own)",
    bound: "4 entries, 5 minutes each",
    invalidation:
      "the time limit: a price changed in Stripe shows within 5 minutes; a different configured price is a new key. The pages that show prices render per request, so they never keep the build's",
    where: "lib/server/billing/prices.ts",
    options: { max: 4, ttl: 5 * 60_000 },
  }),
  "public-pages": inProcess<string>({
    key: "the page (landing or pricing) and the Pro Seller prices it shows",
    bound: "8 documents",
    invalidation:
      "none needed: a document is made from its page's code and the prices in its key alone; new prices are a new key, new code a new process",
    where: "lib/server/public-pages.ts",
    options: { max: 8 },
  }),
  templates: {
    kind: "once",
    key: "none: the whole catalogue as JSON text",
    bound: "one value per process",
    invalidation:
      "none needed: only the migrate step writes the catalogue, before the server starts, from the code the server runs",
    where: "lib/server/data/templates.ts",
  },
  "signing-key": {
    kind: "once",
    key: "none: the key new credentials are signed with",
    bound: "one key pair per process",
    invalidation:
      "none needed: the configured key is set at start (changing it means a restart); without one, the stored development key is never replaced",
    where: "lib/server/credentials/keys.ts",
  },
  "public-page-renderer": {
    kind: "once",
    key: "none: the landing and pricing pages' renderer (.workers/public-pages.mjs)",
    bound: "one module per process",
    invalidation: "none needed: the build writes it with the code the server runs",
    where: "lib/server/public-pages.ts",
  },
  "shared-portfolio": {
    kind: "framework",
    key: "the link's slug, the owner's portfolio and credentials versions, the link's sections and achievements",
    bound: "Next's data cache (unstable_cache): no time limit, stored by the deployment's cache handler",
    invalidation: `${PORTFOLIO_VERSION}. Changing a link's options or revoking it revalidates the tag sharedPortfolioTag(slug) at once`,
    where: "lib/server/shared-portfolio.ts",
  },
  "browser-queries": {
    kind: "client",
    key: "the query key (the API path and its parameters)",
    bound: `fresh for ${QUERY_STALE_TIME_MS / 1000} seconds, then fetched again when a page shows it or the window is focused; dropped 5 minutes after no page uses it`,
    invalidation:
      "a mutation invalidates the queries it changed; what someone else changed shows once the answer is stale",
    where: "lib/query-client.ts",
  },
} satisfies Record<string, Described & { kind: CacheKind }>;

export type CacheName = keyof typeof CACHES;
type EntryOf<K extends CacheName> = (typeof CACHES)[K];
export type ProcessCacheName = { [K in CacheName]: EntryOf<K> extends { kind: "process" } ? K : never }[CacheName];
export type OnceName = { [K in CacheName]: EntryOf<K> extends { kind: "once" } ? K : never }[CacheName];
type ValueOf<K extends ProcessCacheName> = EntryOf<K> extends ProcessEntry<infer V> ? V : never;

/** The in-process cache the list names `name`, with the list's bound. */
export function processCache<K extends ProcessCacheName>(name: K): LRUCache<string, ValueOf<K> & NonNullable<unknown>> {
  const { options } = CACHES[name] as unknown as ProcessEntry<ValueOf<K> & NonNullable<unknown>>;
  return namedLru(name, options);
}

/** The value the list names `name`, loaded once per process (a failed load is tried again next time). */
export function loadedOnce<T>(name: OnceName, load: () => Promise<T>): Promise<T> {
  return namedOnce(name, load);
}

/** Forgets a value loaded once: the next call loads it again. */
export function forgetLoaded(name: OnceName): void {
  forgetOnce(name);
}

/** The data-cache tag of what a shared link's page shows: revalidated when the link changes or is revoked. */
export const sharedPortfolioTag = (slug: string) => `shared-portfolio:${slug}`;
