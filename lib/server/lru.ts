import "server-only";
// A small in-process least-recently-used cache with an optional time to live per entry. Every cache here is keyed
// so that a stale entry can never be asked for again (a version, a token), or it expires quickly: losing one
// costs a database read, never a wrong answer.

export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per process and name, kept across dev hot reloads like the database handle. */
export function processCache<V>(name: string, maxEntries: number): LruCache<V> {
  const holder = globalThis as typeof globalThis & { __quotaproofCaches?: Map<string, LruCache<unknown>> };
  const caches = (holder.__quotaproofCaches ??= new Map());
  let cache = caches.get(name) as LruCache<V> | undefined;
  if (!cache) {
    cache = new LruCache<V>(maxEntries);
    caches.set(name, cache);
  }
  return cache;
}
