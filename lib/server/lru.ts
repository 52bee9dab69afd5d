import "server-only";
// A small in-process least-recently-used cache with an optional time to live per entry. Every cache here is keyed
// so that a stale entry can never be asked for again (a version, a token), or it expires quickly: losing one
// costs a database read, never a wrong answer.

/** A bound on the cache's total size as well as its entry count (rendered files: a few large values). */
export type SizeBound<V> = { maxBytes: number; sizeOf: (value: V) => number };

export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly sizeBound?: SizeBound<V>,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY): void {
    this.delete(key);
    const bytes = this.sizeBound?.sizeOf(value) ?? 0;
    // A value bigger than the whole budget is not kept (it would only push everything else out).
    if (this.sizeBound && bytes > this.sizeBound.maxBytes) return;
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs, bytes });
    this.totalBytes += bytes;
    while (
      this.entries.size > this.maxEntries ||
      (this.sizeBound !== undefined && this.totalBytes > this.sizeBound.maxBytes)
    ) {
      this.delete(this.entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** The total size of the values, for a cache with a size bound (0 otherwise). */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per process and name, kept across dev hot reloads like the database handle. */
export function processCache<V>(name: string, maxEntries: number, sizeBound?: SizeBound<V>): LruCache<V> {
  const holder = globalThis as typeof globalThis & { __quotaproofCaches?: Map<string, LruCache<unknown>> };
  const caches = (holder.__quotaproofCaches ??= new Map());
  let cache = caches.get(name) as LruCache<V> | undefined;
  if (!cache) {
    cache = new LruCache<V>(maxEntries, sizeBound);
    caches.set(name, cache);
  }
  return cache;
}
