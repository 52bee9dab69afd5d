// A group of route table entries written once each: the key "METHOD path" is the entry's method and path, so an
// entry says only what its key cannot (its input, its answer, how it answers).
import type { ZodType } from "zod";
import { out, route, type ApiRoute, type HttpMethod, type Output, type ResponseKind } from "../define";

/** What an entry adds to its key. */
export type EntrySpec = {
  input?: ZodType;
  partial?: boolean;
  output: Output<unknown>;
  response?: ResponseKind;
};

type Key = `${HttpMethod} /${string}`;

type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<K> = K extends `${string} ${infer P}` ? P : never;

/** The entry the spec `S` under the key `K` becomes: what `route` makes of the same fields. */
type EntryOf<K, S> = ApiRoute<
  MethodOf<K>,
  PathOf<K>,
  S extends { input: infer I extends ZodType } ? I : undefined,
  S extends { output: Output<infer O> } ? O : never,
  S extends { response: infer R extends ResponseKind } ? R : "json",
  S extends { partial: true } ? true : false
>;

/** The entries of `specs`, each with the method and path its key names. */
export function routeTable<const T extends Record<Key, EntrySpec>>(
  specs: T,
): { readonly [K in keyof T]: EntryOf<K, T[K]> } {
  const entries = Object.entries(specs).map(([key, spec]) => {
    const [method, path] = key.split(" ") as [HttpMethod, string];
    return [key, route({ method, path, ...spec })];
  });
  return Object.fromEntries(entries) as { readonly [K in keyof T]: EntryOf<K, T[K]> };
}

/** The specs of a collection's five entries, each under the key its method and path make. */
type CollectionSpecs<P extends string, I extends ZodType, O> = Record<`GET ${P}`, { output: Output<O[]> }> &
  Record<`POST ${P}`, { input: I; output: Output<O> }> &
  Record<`GET ${P}/[id]`, { output: Output<O> }> &
  Record<`PUT ${P}/[id]`, { input: I; partial: true; output: Output<O> }> &
  Record<`DELETE ${P}/[id]`, { output: Output<{ success: true }> }>;

/**
 * The five entries of a collection the user keeps rows in, as the server's collection and item handlers answer
 * them: the list, an addition, one row, an update that merges its fields over the row, a removal. Spread into a
 * table beside the collection's other entries.
 */
export function collectionEntries<const P extends `/${string}`, I extends ZodType, O>(
  path: P,
  input: I,
  output: Output<O>,
): CollectionSpecs<P, I, O> {
  return {
    [`GET ${path}`]: { output: out<O[]>() },
    [`POST ${path}`]: { input, output },
    [`GET ${path}/[id]`]: { output },
    [`PUT ${path}/[id]`]: { input, partial: true, output },
    [`DELETE ${path}/[id]`]: { output: out<{ success: true }>() },
  } as CollectionSpecs<P, I, O>;
}
