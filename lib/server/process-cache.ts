import "server-only";
// In-process caches, each an `lru-cache` bounded in entries (and in size where its values are large). Every cache
// here is keyed so that a stale entry can never be asked for again (a version, a token), or it expires quickly:
// losing one costs a database read or a render, never a wrong answer, so nothing depends on which process serves a
// request.
import { LRUCache } from "lru-cache";
import { processSingleton } from "./process-singleton";

type Caches = Map<string, LRUCache<string, NonNullable<unknown>>>;

/** The cache of this name in this process, made with `options` on first use and kept across dev hot reloads. */
export function processCache<V extends NonNullable<unknown>>(
  name: string,
  options: LRUCache.Options<string, V, unknown>,
): LRUCache<string, V> {
  const caches = processSingleton<Caches>("process-caches", () => new Map());
  let cache = caches.get(name) as LRUCache<string, V> | undefined;
  if (!cache) {
    cache = new LRUCache<string, V>(options);
    caches.set(name, cache as unknown as LRUCache<string, NonNullable<unknown>>);
  }
  return cache;
}
