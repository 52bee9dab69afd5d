// Client-side fetch helpers: one error type for every API call, the one way a form shows the API's field errors,
// and the default TanStack Query fetcher.
import type { QueryFunction } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

/** A non-OK answer from our API, carrying the `{ error: { code, message, fields? } }` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * Puts the API's field messages (`error.fields`) under the form's own fields: every form does it through here.
 * With `fields`, only those names are placed (a part of one counts: "metrics.year" belongs to "metrics"), the
 * rest being left to the caller's toast. Returns the names placed, e.g. to show the step or tab holding them.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields?: readonly string[],
): string[] {
  if (!(error instanceof ApiRequestError) || !error.fields) return [];
  const placed: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    if (fields && !fields.some((field) => name === field || name.startsWith(`${field}.`))) continue;
    form.setError(name as Path<T>, { type: "server", message });
    placed.push(name);
  }
  return placed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") fields[key] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

const MAX_MESSAGE_LENGTH = 300;

/** Builds the error for a non-OK response: the body's own message, or else "status: body text". */
export async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => "");
  const error = (parseJson(text) as ErrorBody | undefined)?.error;
  if (error && typeof error.message === "string" && error.message) {
    return new ApiRequestError(
      response.status,
      error.message,
      typeof error.code === "string" ? error.code : undefined,
      stringFields(error.fields),
    );
  }
  // An HTML page (a proxy's or the framework's error page) is no message for a person: use the status text.
  const isHtml = (response.headers.get("Content-Type") ?? "").includes("text/html") || /^\s*</.test(text);
  const detail = isHtml ? response.statusText : text.trim().slice(0, MAX_MESSAGE_LENGTH);
  return new ApiRequestError(
    response.status,
    `${response.status}: ${detail || response.statusText || "Request failed"}`,
  );
}

export type ApiFetchInit = Omit<RequestInit, "body"> & {
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/** Calls our API with the session cookie; resolves with the parsed JSON or throws an ApiRequestError. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
  }
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  const response = await fetch(path, { ...rest, headers, body: requestBody, credentials: "include" });
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The key's first element is the path; an optional object second element becomes the query string. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (typeof path !== "string") throw new Error("The first element of a query key must be the API path");
  if (!params || typeof params !== "object") return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as QueryParams)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A TanStack Query fetcher; with `on401: "returnNull"` a signed-out answer resolves to null. */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiFetch<T>(queryKeyToUrl(queryKey), { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}
