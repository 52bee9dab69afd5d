// Calling a route of the table by its key ("METHOD path", as the table writes it): the path filled from its
// parameters, the body typed by the handler's schema and the answer by its output, with the errors of apiFetch.
// Query keys start with the filled path (then an optional query object), so invalidating a path's key refreshes
// every query under it. The table comes in as types only: its schemas (and what they import, such as the password
// rules' dictionaries) stay on the server and in the forms that use them, never in every page's scripts.
import { apiFetch, queryKeyToUrl, toApiRequestError } from "@/lib/api-client";
import { fileNameFromContentDisposition, saveBlob } from "@/lib/file-download";
import { routePath, type PathParams, type RouteInput, type RouteOutput } from "./define";
import type { ApiRoutes, RouteKey } from "./routes";

type QueryValue = string | number | boolean | null | undefined;
type PathOf<K extends RouteKey> = ApiRoutes[K]["path"];
type ParamsOption<P extends string> = keyof PathParams<P> extends never
  ? { params?: never }
  : { params: PathParams<P> };
type BodyOption<R> = RouteInput<R> extends undefined ? { body?: never } : { body: RouteInput<R> };
type ParamsArgs<K extends RouteKey> = keyof PathParams<PathOf<K>> extends never
  ? [params?: undefined]
  : [params: PathParams<PathOf<K>>];

/** The keys of the routes that answer JSON (the others are downloads and redirects). */
export type JsonRouteKey = { [K in RouteKey]: ApiRoutes[K]["response"] extends "json" ? K : never }[RouteKey];

export type CallOptions<K extends RouteKey> = ParamsOption<PathOf<K>> &
  (ApiRoutes[K]["method"] extends "GET"
    ? { body?: never; query?: Record<string, QueryValue> }
    : BodyOption<ApiRoutes[K]>) & { signal?: AbortSignal };

type OptionsArgs<K extends RouteKey> = keyof PathParams<PathOf<K>> extends never
  ? RouteInput<ApiRoutes[K]> extends undefined
    ? [options?: CallOptions<K>]
    : ApiRoutes[K]["method"] extends "GET"
      ? [options?: CallOptions<K>]
      : [options: CallOptions<K>]
  : [options: CallOptions<K>];

type LooseOptions = {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

/** The method and the path template of a key. */
function splitKey(key: RouteKey): { method: string; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** The filled path, with the query string when there is one. */
function requestUrl(key: RouteKey, { params, query }: LooseOptions): string {
  const path = routePath(splitKey(key).path, params as PathParams<string> | undefined);
  return query ? queryKeyToUrl([path, query]) : path;
}

/** A route's path filled from its parameters: for links to downloads and files. */
export function routeUrl<K extends RouteKey>(key: K, ...[params]: ParamsArgs<K>): string {
  return routePath(splitKey(key).path, params as PathParams<string> | undefined);
}

/** Calls one JSON route of the table; resolves with its typed answer or throws an ApiRequestError. */
export function callApi<K extends JsonRouteKey>(
  key: K,
  ...[options]: OptionsArgs<K>
): Promise<RouteOutput<ApiRoutes[K]>> {
  const loose = (options ?? {}) as LooseOptions;
  return apiFetch<RouteOutput<ApiRoutes[K]>>(requestUrl(key, loose), {
    method: splitKey(key).method,
    body: loose.body,
    signal: loose.signal,
  });
}

type UploadOptions<K extends RouteKey> = ParamsOption<PathOf<K>> & { body: FormData; signal?: AbortSignal };

/** Sends a form with files (multipart) to a route of the table; resolves with its typed answer. */
export function callUpload<K extends JsonRouteKey>(
  key: K,
  options: UploadOptions<K>,
): Promise<RouteOutput<ApiRoutes[K]>> {
  const loose = options as LooseOptions;
  return apiFetch<RouteOutput<ApiRoutes[K]>>(requestUrl(key, loose), {
    method: splitKey(key).method,
    body: loose.body,
    signal: loose.signal,
  });
}

/**
 * Sends a route's request and hands back the answer itself, for a file (or an answer that is sometimes one);
 * a non-OK answer throws an ApiRequestError.
 */
export async function fetchRoute<K extends RouteKey>(key: K, ...[options]: OptionsArgs<K>): Promise<Response> {
  const loose = (options ?? {}) as LooseOptions;
  // JSON first (a route that sometimes answers a file reads it), anything else too.
  const headers = new Headers({ Accept: "application/json, */*;q=0.8" });
  const json = loose.body !== undefined;
  if (json) headers.set("Content-Type", "application/json");
  const response = await fetch(requestUrl(key, loose), {
    method: splitKey(key).method,
    credentials: "include",
    headers,
    body: json ? JSON.stringify(loose.body) : undefined,
    signal: loose.signal,
  });
  if (!response.ok) throw await toApiRequestError(response);
  return response;
}

/** Saves a file answer under the name the server gave it (else `fallbackName`); resolves with the name used. */
export async function saveFile(response: Response, fallbackName: string): Promise<string> {
  const fileName = fileNameFromContentDisposition(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/** Downloads a file route's answer and saves it; resolves with the file's name. */
export async function downloadFile<K extends RouteKey>(
  key: K,
  fallbackName: string,
  ...options: OptionsArgs<K>
): Promise<string> {
  return saveFile(await fetchRoute(key, ...options), fallbackName);
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
