// The in-process caches' bounds: entries, total bytes, and values too big to keep.
import { CACHES } from "@/lib/server/cache";
import { namedLru } from "@/lib/server/process-cache";

const OWNED_LIST_CACHE = CACHES["owned-lists"].options;
const SHARED_RENDER_CACHE = CACHES["shared-renders"].options;

let names = 0;
const fresh = <V extends NonNullable<unknown>>(options: Parameters<typeof namedLru<V>>[1]) =>
  namedLru<V>(`test-${++names}`, options);

describe("namedLru", () => {
  it("is one cache per name in the process, and drops the least recently used entry past its size", () => {
    const cache = namedLru<number>("test-shared", { max: 2 });
    expect(namedLru<number>("test-shared", { max: 99 })).toBe(cache);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "b" is now the least recently used
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual([1, 3, 2]);
  });

  it("never answers an expired entry", () => {
    let now = 1_000;
    const cache = fresh<string>({ max: 10, ttl: 1_000, ttlResolution: 0, perf: { now: () => now } });
    cache.set("token", "claims");
    now += 999;
    expect(cache.get("token")).toBe("claims");
    now += 2;
    expect(cache.get("token")).toBeUndefined();
  });
});

describe("the shared files' cache", () => {
  const MB = 1024 * 1024;

  it("keeps at most 64 MB of files, the least recently used going first", () => {
    const cache = fresh<Uint8Array>(SHARED_RENDER_CACHE);
    cache.set("a", new Uint8Array(30 * MB));
    cache.set("b", new Uint8Array(30 * MB));
    cache.set("c", new Uint8Array(30 * MB)); // 90 MB: "a" goes
    expect(cache.has("a")).toBe(false);
    expect(cache.calculatedSize).toBe(60 * MB);
  });

  it("does not keep a file bigger than the whole budget, nor push others out for it", () => {
    const cache = fresh<Uint8Array>(SHARED_RENDER_CACHE);
    cache.set("b", new Uint8Array(4));
    cache.set("huge", new Uint8Array(64 * MB + 1));
    expect(cache.has("huge")).toBe(false);
    expect(cache.get("b")?.byteLength).toBe(4);
  });

  it("holds at most 500 files", () => {
    const cache = fresh<Uint8Array>(SHARED_RENDER_CACHE);
    for (let i = 0; i < 501; i++) cache.set(`file-${i}`, new Uint8Array(1));
    expect(cache.size).toBe(500);
    expect(cache.has("file-0")).toBe(false);
  });
});

describe("the owned lists' cache", () => {
  it("keeps a list up to 512 K characters, not a longer one, and at most 2,000 lists", () => {
    const cache = fresh<string>(OWNED_LIST_CACHE);
    cache.set("fits", "x".repeat(512 * 1024));
    cache.set("long", "x".repeat(512 * 1024 + 1));
    expect([cache.has("fits"), cache.has("long")]).toEqual([true, false]);
    for (let i = 0; i < 2_000; i++) cache.set(`list-${i}`, "[]");
    expect(cache.size).toBe(2_000);
    expect(cache.has("fits")).toBe(false);
  });
});
