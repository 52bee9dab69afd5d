// Calling a route of the table: the path filled from its parameters, the body typed by the handler's schema and
// the answer by its output, with the errors of apiFetch. Query keys start with the filled path (then an optional
// query object), so invalidating a path's key refreshes every query under it.
import { apiFetch, queryKeyToUrl } from "@/lib/api-client";
import { routePath, type ApiRoute, type PathParams, type RouteInput, type RouteOutput } from "./define";

type ParamsOption<P extends string> = keyof PathParams<P> extends never
  ? { params?: never }
  : { params: PathParams<P> };
type BodyOption<R> = RouteInput<R> extends undefined ? { body?: never } : { body: RouteInput<R> };
type QueryValue = string | number | boolean | null | undefined;

export type CallOptions<R extends ApiRoute> = ParamsOption<R["path"]> &
  (R["method"] extends "GET" ? { body?: never; query?: Record<string, QueryValue> } : BodyOption<R>) & {
    signal?: AbortSignal;
  };

type NoOptionsNeeded<R extends ApiRoute> = keyof PathParams<R["path"]> extends never
  ? RouteInput<R> extends undefined
    ? true
    : R["method"] extends "GET"
      ? true
      : false
  : false;

/** Calls one JSON route of the table; resolves with its typed answer or throws an ApiRequestError. */
export function callApi<R extends ApiRoute & { response: "json" }>(
  route: R,
  ...[options]: NoOptionsNeeded<R> extends true ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<RouteOutput<R>> {
  const { params, body, query, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, QueryValue>;
    signal?: AbortSignal;
  };
  const path = routePath(route.path, params as PathParams<R["path"]>);
  return apiFetch<RouteOutput<R>>(query ? queryKeyToUrl([path, query]) : path, {
    method: route.method,
    body,
    signal,
  });
}

/**
 * The query key of a GET route: its filled path, then the query object when there is one. The default query
 * function of the app's QueryClient fetches exactly this key.
 */
export function routeKey<R extends ApiRoute>(
  route: R,
  ...[params, query]: keyof PathParams<R["path"]> extends never
    ? [params?: undefined, query?: Record<string, QueryValue>]
    : [params: PathParams<R["path"]>, query?: Record<string, QueryValue>]
): readonly [string] | readonly [string, Record<string, QueryValue>] {
  const path = routePath(route.path, params);
  return query ? ([path, query] as const) : ([path] as const);
}
