// The one per-process registry. Some objects must exist once per server process, not once per copy of a module: the
// database handle (an embedded database allows one opener), the worker pools (their threads and their running
// count), timers that must not be started twice, in-process caches. A development server re-evaluates a module on
// every hot reload, and the framework may load one module into more than one bundle (a route, the instrumentation
// hook); a module-level variable would then exist twice. `globalThis` is the one object all of them share, so the
// registry lives there, under one key, and nothing else in the app writes to `globalThis`.
//
// No "server-only" here: the worker pools use it, and plain Node scripts (the benchmarks) load those.

type Registry = Map<string, unknown>;

const holder = globalThis as typeof globalThis & { __quotaproofProcessSingletons?: Registry };

function registry(): Registry {
  return (holder.__quotaproofProcessSingletons ??= new Map());
}

/** The object of this key in this process, made by `make` on first use and kept across hot reloads. */
export function processSingleton<T>(key: string, make: () => T): T {
  const objects = registry();
  if (!objects.has(key)) objects.set(key, make());
  return objects.get(key) as T;
}

/** Forgets the object of this key (one that failed or was closed), so the next use makes a new one. */
export function dropProcessSingleton(key: string): void {
  registry().delete(key);
}
