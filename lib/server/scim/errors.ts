import "server-only";
// SCIM's own error shape (RFC 7644 §3.12), a documented departure from the app's `{ error: { code, message } }`:
// identity providers read `schemas`, `status` (a string) and `scimType`. The SCIM type decides the status (one map);
// the app's ApiErrors keep theirs, so a seat limit is 402 and an address off the verified domains 403 here too.
import { ZodError } from "zod";
import { ScimFilterError } from "@/lib/scim/filter";
import { ScimPatchError } from "@/lib/scim/patch";
import { ERROR_SCHEMA, SCIM_CONTENT_TYPE, type ScimType } from "@/lib/scim/urns";
import { ApiError } from "../errors";

/**
 * The status of each SCIM type. `mutability` is a 409 here (RFC 7644 lists it under 400): it is only answered for a
 * change the organisation's state forbids (the owner's membership), which is a conflict, not a malformed request.
 */
const STATUS_BY_TYPE: Record<ScimType, number> = {
  uniqueness: 409,
  mutability: 409,
  invalidFilter: 400,
  invalidValue: 400,
  invalidSyntax: 400,
  noTarget: 400,
};

export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const scimError = (scimType: ScimType, message: string) =>
  new ScimError(STATUS_BY_TYPE[scimType], message, scimType);

/** 401 with the challenge a bearer-token client expects. */
export const scimUnauthorized = (message: string) =>
  new ScimError(401, message, undefined, { "WWW-Authenticate": "Bearer" });

export const scimNotFound = (what: "User" | "Group" | "Resource", id: string) =>
  new ScimError(404, `${what} ${id} not found`);

/** The first problem of a zod error, with where it is: "userName: userName is required". */
function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  const where = issue.path.map(String).join(".");
  return where && !issue.message.startsWith(where) ? `${where}: ${issue.message}` : issue.message;
}

/** Any error as a SCIM error: the user's mistakes as 4xx, the rest as a logged 500 with nothing inside. */
export function toScimError(error: unknown): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof ScimPatchError) return scimError(error.scimType, error.message);
  if (error instanceof ScimFilterError) return scimError("invalidFilter", error.message);
  if (error instanceof ZodError) return scimError("invalidValue", zodMessage(error));
  if (error instanceof ApiError) {
    if (error.code === "bad_request") return scimError("invalidSyntax", error.message);
    if (error.code === "validation_error") return scimError("invalidValue", error.message);
    return new ScimError(error.status, error.message, undefined, error.headers);
  }
  console.error("[scim] unexpected error:", error);
  return new ScimError(500, "Something went wrong on our side. Please try again.");
}

/** A SCIM answer: application/scim+json. */
export function scimJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": SCIM_CONTENT_TYPE, "cache-control": "no-store", ...init.headers },
  });
}

export function scimErrorResponse(error: ScimError): Response {
  const body = {
    schemas: [ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.message,
  };
  return scimJson(body, { status: error.status, headers: error.headers });
}
