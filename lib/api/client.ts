// Calling a route of the table: the path filled from its parameters, the body typed by the handler's schema and
// the answer by its output, with the errors of apiFetch. Query keys start with the filled path (then an optional
// query object), so invalidating a path's key refreshes every query under it.
import { apiFetch, queryKeyToUrl, toApiRequestError } from "@/lib/api-client";
import { fileNameFromContentDisposition, saveBlob } from "@/lib/file-download";
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

type LooseOptions = {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

/** The filled path, with the query string when there is one. */
function routeUrl(route: ApiRoute, { params, query }: LooseOptions): string {
  const path = routePath(route.path, params as PathParams<string>);
  return query ? queryKeyToUrl([path, query]) : path;
}

/** Calls one JSON route of the table; resolves with its typed answer or throws an ApiRequestError. */
export function callApi<R extends ApiRoute & { response: "json" }>(
  route: R,
  ...[options]: NoOptionsNeeded<R> extends true ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<RouteOutput<R>> {
  const loose = (options ?? {}) as LooseOptions;
  return apiFetch<RouteOutput<R>>(routeUrl(route, loose), {
    method: route.method,
    body: loose.body,
    signal: loose.signal,
  });
}

type UploadOptions<R extends ApiRoute> = ParamsOption<R["path"]> & { body: FormData; signal?: AbortSignal };

/** Sends a form with files (multipart) to a route of the table; resolves with its typed answer. */
export function callUpload<R extends ApiRoute & { response: "json" }>(
  route: R,
  options: UploadOptions<R>,
): Promise<RouteOutput<R>> {
  const loose = options as LooseOptions;
  return apiFetch<RouteOutput<R>>(routeUrl(route, loose), {
    method: route.method,
    body: loose.body,
    signal: loose.signal,
  });
}

/**
 * Sends a route's request and hands back the answer itself, for a file (or an answer that is sometimes one);
 * a non-OK answer throws an ApiRequestError.
 */
export async function fetchRoute<R extends ApiRoute>(
  route: R,
  ...[options]: NoOptionsNeeded<R> extends true ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<Response> {
  const loose = (options ?? {}) as LooseOptions;
  const headers = new Headers();
  if (route.response === "json") headers.set("Accept", "application/json");
  const json = loose.body !== undefined;
  if (json) headers.set("Content-Type", "application/json");
  const response = await fetch(routeUrl(route, loose), {
    method: route.method,
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
export async function downloadFile<R extends ApiRoute>(
  route: R,
  fallbackName: string,
  ...options: NoOptionsNeeded<R> extends true ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<string> {
  return saveFile(await fetchRoute(route, ...options), fallbackName);
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
