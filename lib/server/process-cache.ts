import "server-only";
// The mechanism under the in-process caches of the cache list (cache.ts): one `lru-cache` per name, and one value
// loaded once per name, kept in the per-process registry so a dev hot reload reuses them. Only cache.ts calls these: a cache made
// anywhere else would be missing from the list (tests/unit/cache-list.test.ts fails on one).
import { LRUCache } from "lru-cache";
import { processSingleton } from "./process-singleton";

const caches = () =>
  processSingleton("process-caches", () => new Map<string, LRUCache<string, NonNullable<unknown>>>());
const loadedValues = () => processSingleton("loaded-once", () => new Map<string, Promise<unknown>>());

/** The cache of this name in this process, made with `options` on first use. */
export function namedLru<V extends NonNullable<unknown>>(
  name: string,
  options: LRUCache.Options<string, V, unknown>,
): LRUCache<string, V> {
  let cache = caches().get(name) as LRUCache<string, V> | undefined;
  if (!cache) {
    cache = new LRUCache<string, V>(options);
    caches().set(name, cache as unknown as LRUCache<string, NonNullable<unknown>>);
  }
  return cache;
}

/** The value of `load` under this name, loaded on first use; a failed load is tried again on the next call. */
export function namedOnce<T>(name: string, load: () => Promise<T>): Promise<T> {
  const loaded = loadedValues();
  let value = loaded.get(name) as Promise<T> | undefined;
  if (!value) {
    value = load();
    loaded.set(name, value);
    value.catch(() => {
      if (loaded.get(name) === value) loaded.delete(name);
    });
  }
  return value;
}

/** Forgets a value loaded once (the next call loads it again). */
export function forgetOnce(name: string): void {
  loadedValues().delete(name);
}
