import "server-only";
// The route-handler frame: one error shape, JSON parsing with limits (lib/server/read-body.ts), the session guard,
// and after a request that may have written, the credentials brought in line once the response is out.
import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type z, type ZodType } from "zod";
import type { ApiRoute, HttpMethod, ParamNames, ResponseKind } from "@/lib/api/define";
import { fieldMessages } from "@/lib/form-state";
import { planFeatureMessage, type PlanFeature } from "@/lib/plans";
import { syncCredentialsAfterResponse } from "./credentials/after-response";
import { ApiError, notFound } from "./errors";
import { readJsonBody } from "./read-body";
import { clientIp, isCrossSiteWrite } from "./request-origin";
import { requireRole } from "./roles";
import { getSession } from "./session";
import { checkOrgAccess, orgMember, type OrgAccess, type OrgCaller } from "./data/orgs/access";
import { requireConfirmedEmail } from "./data/mailboxes";
import { forgetAccount } from "./data/session-accounts";
import type { PublicUser } from "./data/users";

export { ApiError, clientIp, notFound };

/** A 200 answer whose JSON is already text (a cached list, constant data). */
export function jsonText(json: string): Response {
  return new Response(json, { headers: { "content-type": "application/json" } });
}

export function errorResponse(error: ApiError): NextResponse {
  const body = {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
  return NextResponse.json(body, { status: error.status, headers: error.headers });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationError(error);
  console.error("[api] unexpected error:", error);
  return new ApiError("internal_error", "Something went wrong on our side. Please try again.");
}

export function validationError(error: ZodError): ApiError {
  const fields = fieldMessages(error);
  const first = error.issues[0]?.message ?? "Invalid input";
  return new ApiError("validation_error", first, fields);
}

export function parseInput<S extends ZodType>(schema: S, data: unknown): S["_output"] {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query parameters through a schema: a bad value is the caller's mistake in the address, 400 with the fields. */
export function parseQuery<S extends ZodType>(schema: S, data: unknown): S["_output"] {
  const result = schema.safeParse(data);
  if (!result.success) {
    const { message, fields } = validationError(result.error);
    throw new ApiError("bad_request", message, fields);
  }
  return result.data;
}

/** Reads a JSON object body through the one body reader: 413 past the limit (64 KB unless the route names its own). */
export const readJson = readJsonBody;

/** Calls may still carry a `userId` (older clients send one); it can only ever name the caller (403 otherwise). */
export function assertOwnUserId(user: PublicUser, userId: unknown): void {
  if (userId === undefined || userId === null || userId === "") return;
  if (String(userId) !== String(user.id)) {
    throw new ApiError("forbidden", "You can only access your own portfolio");
  }
}

/** A positive integer route id, or 404 (an id that cannot exist is simply not found). */
export function parseId(raw: string, what = "Item"): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(what);
  return Number(raw);
}

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: NextRequest, context: RouteContext<P>) => Promise<Response>;
type UserHandler<P> = (
  request: NextRequest,
  ctx: { user: PublicUser; params: P; /** This browser's session (auth_sessions.id). */ sessionId: number },
) => Promise<Response>;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type ErrorsOptions = {
  /**
   * The one kind of write another site's page sends on purpose: an identity provider's SAML response, posted by the
   * browser from the provider's page to the ACS. What proves that request is its signed assertion, not its origin.
   */
  crossSite?: "identity provider post";
};

/**
 * Wraps a public handler so every error answers in the one error shape, and cross-site writes are refused (403)
 * unless the options name the one exception. After a request that may have written, the credentials of every rep
 * whose portfolio changed are brought in line once the response is out (reads never sign).
 */
export function withErrors<P = Record<string, never>>(handler: Handler<P>, options: ErrorsOptions = {}): Handler<P> {
  return async (request, context) => {
    try {
      if (!options.crossSite && isCrossSiteWrite(request)) {
        throw new ApiError("forbidden", "Cross-site requests are not allowed");
      }
      return await handler(request, context);
    } catch (error) {
      return errorResponse(toApiError(error));
    } finally {
      if (!READ_METHODS.has(request.method)) syncCredentialsAfterResponse();
    }
  };
}

export type UserOptions = {
  /** The site role the call needs (403 otherwise). Organisation roles are checked per organisation, not here. */
  role?: PublicUser["role"];
  /** A capability of the plan the call needs: 402 with the plan's pitch when the user's plan lacks it. */
  feature?: PlanFeature;
};

/** 402 (`plan_limit`) with the plan's pitch when the user's plan lacks the feature. */
export function requirePlanFeature(user: Pick<PublicUser, "subscriptionTier">, feature: PlanFeature): void {
  const locked = planFeatureMessage(user.subscriptionTier, feature);
  if (locked) throw new ApiError("plan_limit", locked);
}

/**
 * Wraps a handler that needs a signed-in user: 401 otherwise, 403 without the role the options name, 402 when the
 * plan lacks the feature they name. After a call that may have written, the caller's kept account is dropped.
 */
export function withUser<P = Record<string, never>>(handler: UserHandler<P>, options: UserOptions = {}): Handler<P> {
  return withErrors<P>(async (request, context) => {
    const session = await getSession();
    if (!session) throw new ApiError("unauthorized", "Please sign in to continue");
    const { user, sessionId } = session;
    if (options.role) requireRole(user, options.role);
    if (options.feature) requirePlanFeature(user, options.feature);
    try {
      return await handler(request, { user, sessionId, params: await context.params });
    } finally {
      // The caller's next call reads its own account afresh, whatever this one changed.
      if (!READ_METHODS.has(request.method)) forgetAccount(user.id);
    }
  });
}

/** The `[name]` segments of a route's path, as its handler gets them. */
export type RouteParams<Path extends string> = { [K in ParamNames<Path>]: string };

/** What the wrapper parsed with the entry's input schema (the body, or the query of a GET); nothing without one. */
export type EntryInput<R> =
  R extends ApiRoute<HttpMethod, string, infer I> ? ([I] extends [ZodType] ? z.output<I> : undefined) : never;

/**
 * A value whose JSON is `O`: a date where the answer has its ISO string, objects field by field (a mapped type keeps
 * an array an array).
 */
type JsonSource<O> = O extends string ? string | Date : O extends object ? { [K in keyof O]: JsonSource<O[K]> } : O;

/**
 * What a handler of a table entry gives back: for a JSON route, a value whose JSON is the entry's output (answered
 * 200), or a Response of its own (another status, a file, a redirect).
 */
export type EntryAnswer<R> =
  R extends ApiRoute<HttpMethod, string, ZodType | undefined, infer O, infer K>
    ? K extends Extract<ResponseKind, "json">
      ? Response | JsonSource<O>
      : Response
    : never;

/** The limit on a table entry's JSON body (64 KB unless the route names its own). */
export type BodyOptions = { bodyLimit?: number };

/** The entry's input: the JSON body (413 past the limit), or the query of a GET, through its schema (422). */
async function readEntryInput(entry: ApiRoute, request: NextRequest, options: BodyOptions): Promise<unknown> {
  if (!entry.input) return undefined;
  const data =
    request.method === "GET"
      ? Object.fromEntries(request.nextUrl.searchParams)
      : await readJson(request, options.bodyLimit);
  return parseInput(entry.input, data);
}

/** The answer of a call that has nothing else to say. */
export const SUCCESS = { success: true } as const;

const toResponse = (answer: unknown): Response => (answer instanceof Response ? answer : NextResponse.json(answer));

type UserContext = { user: PublicUser; sessionId: number };

/**
 * A handler tied to its route-table entry: it gets the path's parameters, the input parsed with the entry's schema
 * and the caller; what it answers is typed against the entry's output.
 */
export type EntryHandler<R extends ApiRoute, C> = (
  request: NextRequest,
  ctx: C & { params: RouteParams<R["path"]>; input: EntryInput<R> },
) => Promise<EntryAnswer<R>>;

/**
 * `withUser` for a route of the table: after the session (401) and the options' role and plan checks, the body (or
 * a GET's query) is parsed with the entry's input schema, and a plain answer is sent as JSON.
 */
export function userRoute<R extends ApiRoute>(
  entry: R,
  handler: EntryHandler<R, UserContext>,
  options: UserOptions & BodyOptions = {},
): Handler<RouteParams<R["path"]>> {
  return withUser<RouteParams<R["path"]>>(async (request, ctx) => {
    const input = (await readEntryInput(entry, request, options)) as EntryInput<R>;
    return toResponse(await handler(request, { ...ctx, input }));
  }, options);
}

/** An organisation route's parameters: its path's, `id` among them. */
type OrgRouteParams<R extends ApiRoute> = RouteParams<R["path"]> & { id: string };

/**
 * `withOrg` for a route of the table: membership (404), roles (403), plan (402) and a confirmed address (403) as the
 * options name them, then the input as above.
 */
export function orgRoute<R extends ApiRoute>(
  entry: R,
  handler: EntryHandler<R, UserContext & { org: OrgCaller }>,
  options: OrgOptions & BodyOptions = {},
): Handler<OrgRouteParams<R>> {
  return withOrg<OrgRouteParams<R>>(async (request, ctx) => {
    const input = (await readEntryInput(entry, request, options)) as EntryInput<R>;
    return toResponse(await handler(request, { ...ctx, input }));
  }, options);
}

type OrgHandler<P> = (
  request: NextRequest,
  ctx: { user: PublicUser; params: P; sessionId: number; org: OrgCaller },
) => Promise<Response>;

/** What the call needs: roles (403 otherwise), a plan (402 otherwise), a confirmed address (403 otherwise). */
export type OrgOptions = OrgAccess;

/**
 * Wraps a handler of `/api/orgs/{id}/...`: 401 signed out, 404 for an organisation the caller is not a member of
 * (or that does not exist), then 403 without one of the roles, 402 without the plan and 403 without the confirmed
 * address the options name. The handler gets the membership, its organisation and the caller's account.
 */
export function withOrg<P extends { id: string }>(handler: OrgHandler<P>, options: OrgOptions = {}): Handler<P> {
  return withUser<P>(async (request, ctx) => {
    const membership = await orgMember(ctx.user.id, parseId(ctx.params.id, "Organisation"));
    checkOrgAccess(membership, options);
    if (options.confirmedEmail) requireConfirmedEmail(ctx.user);
    return handler(request, { ...ctx, org: { ...membership, user: ctx.user } });
  });
}

/** Who makes the request and from where, for the audit trail (a page passes `{ headers: await headers() }`). */
export function requestMeta(
  request: Pick<Request, "headers">,
  actor: string,
): { actor: string; ip: string | null; userAgent: string | null } {
  return { actor, ip: clientIp(request), userAgent: request.headers.get("user-agent") };
}
