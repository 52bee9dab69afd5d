import "server-only";
// The frame of every SCIM route: the bearer token must be the organisation's in the path (any other, a missing or a
// malformed one: 401), the organisation on Enterprise (402), a throttle per token (429 with Retry-After); then the
// input (a GET's query, or a JSON body sent as application/scim+json or application/json, within the body limit)
// through the route's schema, and every error in SCIM's shape. No session cookie is read: the token is the caller.
import type { NextRequest } from "next/server";
import type { z, ZodType } from "zod";
import type { ApiRoute, HttpMethod, ParamNames } from "@/lib/api/define";
import { getDb } from "../db/client";
import { countOne, dropExpiredNowAndThen } from "../data/rate-limit-store";
import { SCIM_CALLS_PER_TOKEN } from "../data/rate-limits";
import { requireOrgPlan, type OrgActor, type Organization } from "../data/orgs/access";
import { findScimToken, hashScimToken, scimBaseUrl, SCIM_TOKEN_PATTERN } from "../data/orgs/scim-token";
import { withErrors } from "../http";
import { readJsonBody } from "../read-body";
import { ScimError, scimErrorResponse, scimUnauthorized, toScimError } from "./errors";

/** The largest SCIM body read: a group pushed with its members (at most 1,000 in one request) fits. */
export const SCIM_BODY_LIMIT = 256 * 1024;

/** Who calls: the organisation whose token it is, and the account its changes are made under. */
export type ScimCaller = {
  org: Organization;
  /** The audit trail's actor: the owner or admin who made the current token (null once their account is gone). */
  actor: OrgActor;
  /** The organisation's SCIM base URL (for `meta.location`). */
  baseUrl: string;
};

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The caller of a SCIM request to the organisation named in the path; 401 unless the token is that organisation's. */
async function authenticate(request: NextRequest, orgIdParam: string): Promise<ScimCaller> {
  const token = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token) throw scimUnauthorized("Send the organisation's SCIM token as Authorization: Bearer <token>");
  if (!SCIM_TOKEN_PATTERN.test(token)) throw scimUnauthorized("The SCIM token is not valid");
  const tokenHash = hashScimToken(token);
  const found = await findScimToken(tokenHash);
  // Another organisation's token is refused like an unknown one: the path's organisation is never confirmed to exist.
  if (!found || String(found.org.id) !== orgIdParam) throw scimUnauthorized("The SCIM token is not valid");
  const db = await getDb();
  const count = await countOne(db, SCIM_CALLS_PER_TOKEN, tokenHash.slice(0, 32));
  await dropExpiredNowAndThen(db);
  if (count.over) {
    throw new ScimError(429, "Too many SCIM requests with this token. Please slow down.", undefined, {
      "Retry-After": String(count.retryAfter),
    });
  }
  requireOrgPlan(found.org, "enterprise", "SCIM provisioning");
  return {
    org: found.org,
    actor: { orgId: found.org.id, userId: found.token.rotatedBy },
    baseUrl: scimBaseUrl(found.org.id),
  };
}

const JSON_TYPES = /^application\/(scim\+)?json\s*(;|$)/i;

/** The entry's input: a GET's query, or the JSON body (sent as SCIM or plain JSON), through its schema. */
async function readInput(entry: ApiRoute, request: NextRequest): Promise<unknown> {
  if (!entry.input) return undefined;
  if (request.method === "GET") return entry.input.parse(Object.fromEntries(request.nextUrl.searchParams));
  const type = request.headers.get("content-type");
  if (type && !JSON_TYPES.test(type)) {
    throw new ScimError(415, "Send the body as application/scim+json or application/json");
  }
  return entry.input.parse(await readJsonBody(request, SCIM_BODY_LIMIT));
}

/** The `[name]` segments of a SCIM route's path: `orgId` among them. */
type ScimParams<Path extends string> = { [K in ParamNames<Path>]: string } & { orgId: string };
type Input<R> =
  R extends ApiRoute<HttpMethod, string, infer I> ? ([I] extends [ZodType] ? z.output<I> : undefined) : never;

export type ScimHandler<R extends ApiRoute> = (
  request: NextRequest,
  ctx: { caller: ScimCaller; params: ScimParams<R["path"]>; input: Input<R> },
) => Promise<Response>;

/**
 * A SCIM route of the table: authenticated by the organisation's token, answered in SCIM's shapes. Built on
 * withErrors like every route (a browser's cross-site write is refused; derived state follows a write once the answer
 * is out); every error inside is answered in SCIM's shape here, so withErrors only ever sees a Response.
 */
export function scimRoute<R extends ApiRoute>(entry: R, handler: ScimHandler<R>) {
  return withErrors<ScimParams<R["path"]>>(async (request, context) => {
    try {
      const params = await context.params;
      const caller = await authenticate(request, params.orgId);
      const input = (await readInput(entry, request)) as Input<R>;
      return await handler(request, { caller, params, input });
    } catch (error) {
      return scimErrorResponse(toScimError(error));
    }
  });
}
