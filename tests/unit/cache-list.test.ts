// The cache list (lib/server/cache.ts) is the only way a cache is made: this scans the app's source for every way
// one could be made (an LRU, a value loaded once, the framework's data cache, a page's revalidation, the browser's
// query cache, a module-level holder filled at run time) and fails on one the list does not name, or on an entry
// that does not say what makes it wrong and how that stops it being served.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CACHES, type CacheName } from "@/lib/server/cache";

const ROOT = path.join(__dirname, "..", "..");
const SOURCE_ROOTS = ["lib", "app", "components", "proxy.ts"];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return /\.tsx?$/.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(`${entry}/${name}`));
}

const FILES = new Map(
  SOURCE_ROOTS.flatMap(sourceFiles).map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const),
);
const MECHANISM = "lib/server/process-cache.ts";
const LIST = "lib/server/cache.ts";
const ENTRIES = Object.entries(CACHES) as [CacheName, (typeof CACHES)[CacheName]][];

/** The files whose text matches `pattern`, minus the allowed ones. */
const filesMatching = (pattern: RegExp, allowed: readonly string[] = []) =>
  [...FILES].filter(([file, text]) => pattern.test(text) && !allowed.includes(file)).map(([file]) => file);

const whereOf = (kind: string) => ENTRIES.filter(([, entry]) => entry.kind === kind).map(([, entry]) => entry.where);

/**
 * Module-level values kept for the process's life that are not caches of data something can change: handles,
 * workers, timers, state of a running job, files of the bundle, memos of pure functions of an object. Each says why.
 */
const NOT_CACHES: Record<string, string> = {
  __quotaproofDb: "the database connection",
  __quotaproofCredentialSync: "the state of the running credentials job",
  __quotaproofAdminDigest: "the admin digest's timer",
  __quotaproofPdfFonts: "whether the bundled fonts are registered with the PDF renderer",
  __quotaproofSharedRenders: "renders under way, so concurrent visitors share one; removed when it finishes",
  __quotaproofBillingSweep: "a timer",
  __quotaproofCredentialsSweep: "a timer",
  __quotaproofMailRenderer: "the e-mail render worker",
  __quotaproofSmtp: "the SMTP connection for the configured address",
  __quotaproofMailWorker: "the mail sending loop",
  __quotaproofSweep: "a timer",
  __quotaproofStorage: "the storage client",
  __quotaproofWorkQueues: "the queues of work under way",
  __quotaproofWorkerPools: "the worker threads",
  __quotaproofProcessSingletons: "the per-process registry itself",
  __quotaproofSigningKeyRecorded: "which configured key this process already recorded, so it is not written again",
  __quotaproofRequestLabel: "the custom server's label of the request under way (the test server's write watch)",
  fontsPromise: "the bundled font files, read from disk once",
  "lib/server/billing/client.ts:cached": "the Stripe client for the configured key",
  userByIdStatements: "a prepared statement per database handle: no data",
  "lib/server/data/users.ts:sessionUserStatements": "a prepared statement per database handle: no data",
  factsOf: "a memo of a pure function of a parsed line, gone with the line",
  stylesOf: "a memo of a pure function of parsed lines, gone with them",
  "lib/validators/password.ts:factory": "the password strength checker, built once",
  "lib/initials.ts:segmenter": "the grapheme segmenter, made on first need: no data",
  "lib/server/credentials/ob-schema.ts:compiled":
    "the Open Badges JSON Schema's validator, compiled on first need: no data",
  "lib/env.ts:cached": "the parsed environment, set at start",
};

/** Names of module-level holders: `globalThis` properties and top-level `let`s or empty collections. */
function holdersIn(file: string, text: string): string[] {
  const global = [...text.matchAll(/\b(__quotaproof\w+)\??:/g)].map((m) => m[1]!);
  const topLevel = [
    ...text.matchAll(
      /^(?:export )?(?:const|let) (\w+)(?:: [^=\n]+)? = new (?:Map|WeakMap|Set|LRUCache)\b[^(\n]*\(\)/gm,
    ),
    ...text.matchAll(/^let (\w+)(?::[^=\n]+)?(?: = (?:null|undefined))?;/gm),
  ].map((m) => m[1]!);
  return [...new Set([...global, ...topLevel])].map((name) =>
    NOT_CACHES[name] !== undefined ? name : `${file}:${name}`,
  );
}

describe("the cache list", () => {
  it("names what each cache holds, its key, its bound and its invalidation", () => {
    expect(ENTRIES.length).toBeGreaterThan(0);
    for (const [name, entry] of ENTRIES) {
      for (const field of ["key", "bound", "invalidation"] as const)
        expect({ name, field, words: entry[field].trim().split(/\s+/).length >= 2 }).toEqual({
          name,
          field,
          words: true,
        });
      expect({ name, exists: FILES.has(entry.where) }).toEqual({ name, exists: true });
    }
  });

  it("is the only way an in-process cache is made", () => {
    expect(filesMatching(/new LRUCache\b|from "lru-cache"/, [MECHANISM, LIST])).toEqual([]);
    // The list itself only imports the type.
    expect(FILES.get(LIST)).toMatch(/import type \{ LRUCache \} from "lru-cache"/);
    expect(filesMatching(/process-cache"|namedLru\(|namedOnce\(/, [MECHANISM, LIST])).toEqual([]);
  });

  it("names every in-process cache and value loaded once where it is made, and nothing else", () => {
    const used = [...FILES].flatMap(([file, text]) =>
      [...text.matchAll(/\b(?:processCache|loadedOnce)\("([^"]+)"/g)].map((m) => `${m[1]} in ${file}`),
    );
    const listed = ENTRIES.filter(([, entry]) => entry.kind === "process" || entry.kind === "once").map(
      ([name, entry]) => `${name} in ${entry.where}`,
    );
    expect([...new Set(used)].sort()).toEqual(listed.sort());
  });

  it("names every use of the framework's data cache and the browser's query cache", () => {
    const framework = /\bunstable_cache\(|["']use cache["']|\bcacheTag\(|\bcacheLife\(/;
    expect(filesMatching(framework).sort()).toEqual([...new Set(whereOf("framework"))].sort());
    // The server's first data of a page fills a query client of its own per request, only to hand it to the browser.
    const perRequest = ["lib/server/page-data.ts"];
    expect(filesMatching(/new QueryClient\(/, perRequest).sort()).toEqual(whereOf("client").sort());
    // A single query may ask for no cache at all (staleTime 0); any other staleTime is the list's.
    expect(filesMatching(/staleTime:(?!\s*0\b)/, [...whereOf("client"), ...perRequest])).toEqual([]);
  });

  it("has no page kept by time (a page's `revalidate`): a page renders per request or from the list's caches", () => {
    expect(filesMatching(/^export const (revalidate =|dynamic = "force-static")/m)).toEqual([]);
  });

  it("finds no module-level holder filled at run time that is neither in the list nor a known non-cache", () => {
    const unknown = [...FILES]
      .filter(([file]) => file !== MECHANISM)
      .flatMap(([file, text]) => holdersIn(file, text))
      .filter((name) => NOT_CACHES[name] === undefined);
    expect(unknown).toEqual([]);
  });

  it("fails on a cache made outside the list (the scan itself works)", () => {
    const stray = `const seen = new Map<string, string>();\nlet current: Promise<string> | null = null;\n`;
    expect(holdersIn("lib/server/stray.ts", stray)).toEqual([
      "lib/server/stray.ts:seen",
      "lib/server/stray.ts:current",
    ]);
  });
});
