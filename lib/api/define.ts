// The shape of one entry of the route table: the method and path of one handler, the zod schema it parses its
// body (or query) with, and the type of what it answers. Client-safe: server code appears only as types.
import type { z, ZodType } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How the handler answers: JSON (the default, what `callApi` reads), a file or image to download or show, a
 * redirect the browser follows (OAuth hand-offs), or SCIM (RFC 7644: application/scim+json with its own error shape,
 * called by an organisation's identity provider with a bearer token, never by the app's pages).
 */
export type ResponseKind = "json" | "file" | "redirect" | "scim";

declare const outputType: unique symbol;

/** A type carried by the table alone: no value exists at run time. */
export type Output<T> = { readonly [outputType]?: T };

/** The answer's type, for handlers that build it without a zod schema. */
export const out = <T>(): Output<T> => ({});

/** A date travels as an ISO string, everything else as it is. */
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends readonly (infer U)[]
      ? readonly Json<U>[]
      : T extends object
        ? { [K in keyof T]: Json<T[K]> }
        : T;

/** What an async server function resolves with, as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Returns<F extends (...args: any[]) => unknown> = Json<Awaited<ReturnType<F>>>;

/** The names of a path's `[name]` segments. */
export type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The path's `[name]` segments as an object: `/api/orgs/[id]/members/[userId]` takes `{ id, userId }`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

export type ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends ZodType | undefined = ZodType | undefined,
  O = unknown,
  K extends ResponseKind = ResponseKind,
  Pa extends boolean = boolean,
> = {
  readonly method: M;
  readonly path: P;
  /** The schema the handler parses the JSON body with (the query string for a GET). */
  readonly input?: I;
  /** A PUT that merges its body over the stored row: any subset of the fields may be sent. */
  readonly partial?: Pa;
  readonly output: Output<O>;
  readonly response: K;
};

export type RouteOutput<R> = R extends ApiRoute<HttpMethod, string, ZodType | undefined, infer O> ? O : never;

/** The body (or query) a route takes, as the caller writes it (before the schema's defaults and transforms). */
export type RouteInput<R> =
  R extends ApiRoute<HttpMethod, string, infer I>
    ? I extends ZodType
      ? R extends { partial?: true }
        ? Partial<z.input<I>>
        : z.input<I>
      : undefined
    : never;

/** One table entry; `response` defaults to JSON. */
export function route<
  const M extends HttpMethod,
  const P extends string,
  O,
  I extends ZodType | undefined = undefined,
  const K extends ResponseKind = "json",
  const Pa extends boolean = false,
>(entry: {
  method: M;
  path: P;
  input?: I;
  partial?: Pa;
  output: Output<O>;
  response?: K;
}): ApiRoute<M, P, I, O, K, Pa> {
  return { ...entry, response: entry.response ?? ("json" as K) };
}

/** The path with its `[name]` segments filled in (each value URI-encoded). */
export function routePath<P extends string>(path: P, params?: PathParams<P>): string {
  return path.replace(/\[([^\]]+)\]/g, (_segment, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
