import { LruCache } from "@/lib/server/lru";

describe("LruCache", () => {
  it("drops the least recently used entry past its size", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "b" is now the least recently used
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("never answers an expired entry, and forgets a deleted one", () => {
    const cache = new LruCache<string>(10);
    cache.set("token", "claims", 1_000);
    expect(cache.get("token", Date.now() + 999)).toBe("claims");
    expect(cache.get("token", Date.now() + 1_001)).toBeUndefined();
    cache.set("row", "user");
    cache.delete("row");
    expect(cache.get("row")).toBeUndefined();
  });

  it("keeps its values within a byte budget when given one", () => {
    const cache = new LruCache<Uint8Array>(100, { maxBytes: 10, sizeOf: (v) => v.byteLength });
    cache.set("a", new Uint8Array(4));
    cache.set("b", new Uint8Array(4));
    cache.set("c", new Uint8Array(4)); // 12 bytes: "a" goes
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set("huge", new Uint8Array(11)); // bigger than the budget: not kept, nothing pushed out
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("b")?.byteLength).toBe(4);
    cache.delete("b");
    expect(cache.bytes).toBe(4);
  });
});
