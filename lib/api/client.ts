// Calling a route of the table by its key ("METHOD path", as the table writes it): the path filled from its
// parameters, the body typed by the handler's schema and the answer by its output, with the errors of apiFetch.
// Query keys start with the filled path (then an optional query object), so invalidating a path's key refreshes
// every query under it. The table comes in as types only: its schemas (and what they import, such as the password
// rules' dictionaries) stay on the server and in the forms that use them, never in every page's scripts.
import { apiFetch, queryKeyToUrl } from "@/lib/api-client";
import { routePath, type PathParams, type RouteInput, type RouteOutput } from "./define";
import type { ApiRoutes, RouteKey } from "./routes";

type QueryValue = string | number | boolean | null | undefined;
type PathOf<K extends RouteKey> = ApiRoutes[K]["path"];
type ParamsOption<P extends string> = keyof PathParams<P> extends never
  ? { params?: never }
  : { params: PathParams<P> };
type BodyOption<R> = RouteInput<R> extends undefined ? { body?: never } : { body: RouteInput<R> };

/** The keys of the routes that answer JSON (the others are downloads and redirects). */
export type JsonRouteKey = { [K in RouteKey]: ApiRoutes[K]["response"] extends "json" ? K : never }[RouteKey];

export type CallOptions<K extends RouteKey> = ParamsOption<PathOf<K>> &
  (ApiRoutes[K]["method"] extends "GET"
    ? { body?: never; query?: Record<string, QueryValue> }
    : BodyOption<ApiRoutes[K]>) & { signal?: AbortSignal };

type NoOptionsNeeded<K extends RouteKey> = keyof PathParams<PathOf<K>> extends never
  ? RouteInput<ApiRoutes[K]> extends undefined
    ? true
    : ApiRoutes[K]["method"] extends "GET"
      ? true
      : false
  : false;

/** The method and the path template of a key. */
function splitKey(key: RouteKey): { method: string; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** A route's path filled from its parameters, for links, uploads and downloads. */
export function routeUrl<K extends RouteKey>(
  key: K,
  ...[params]: keyof PathParams<PathOf<K>> extends never ? [params?: undefined] : [params: PathParams<PathOf<K>>]
): string {
  return routePath(splitKey(key).path, params as PathParams<string> | undefined);
}

/** Calls one JSON route of the table; resolves with its typed answer or throws an ApiRequestError. */
export function callApi<K extends JsonRouteKey>(
  key: K,
  ...[options]: NoOptionsNeeded<K> extends true ? [CallOptions<K>?] : [CallOptions<K>]
): Promise<RouteOutput<ApiRoutes[K]>> {
  const { params, body, query, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, QueryValue>;
    signal?: AbortSignal;
  };
  const { method, path: template } = splitKey(key);
  const path = routePath(template, params);
  return apiFetch<RouteOutput<ApiRoutes[K]>>(query ? queryKeyToUrl([path, query]) : path, { method, body, signal });
}

/**
 * The query key of a GET route: its filled path, then the query object when there is one. The default query
 * function of the app's QueryClient fetches exactly this key.
 */
export function routeKey<K extends RouteKey>(
  key: K,
  ...[params, query]: keyof PathParams<PathOf<K>> extends never
    ? [params?: undefined, query?: Record<string, QueryValue>]
    : [params: PathParams<PathOf<K>>, query?: Record<string, QueryValue>]
): readonly [string] | readonly [string, Record<string, QueryValue>] {
  const path = routePath(splitKey(key).path, params as PathParams<string> | undefined);
  return query ? ([path, query] as const) : ([path] as const);
}
