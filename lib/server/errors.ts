import "server-only";
// The API's error type; http.ts turns it into the one error shape every call answers with.
// The code decides the HTTP status, so two call sites can never disagree about it.
import { WorkerOverrunError } from "./worker-pool";

export const STATUS_BY_CODE = {
  bad_request: 400,
  wrong_password: 400,
  unauthorized: 401,
  plan_limit: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  validation_error: 422,
  too_many_requests: 429,
  internal_error: 500,
  ai_unavailable: 502,
  google_error: 502,
  /** A third-party service (an applicant tracking system) refused or failed a call made for the user. */
  provider_error: 502,
  /** A connected CRM failed or answered something unusable. */
  integration_error: 502,
  /** The CRM no longer accepts the stored grant: the user must connect again. */
  reconnect_required: 409,
  billing_error: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

/**
 * The answer to a worker job that overran (a WorkerOverrunError): past its time, try again later (503 with
 * Retry-After); out of memory or dead, the input asks too much (422). Any other error passes through unchanged.
 */
export function workerOverrunAnswer(error: unknown, messages: { tooSlow: string; tooBig: string }): unknown {
  if (!(error instanceof WorkerOverrunError)) return error;
  return error.kind === "time"
    ? new ApiError("unavailable", messages.tooSlow, undefined, { "Retry-After": "60" })
    : new ApiError("validation_error", messages.tooBig);
}

export const notFound = (what = "Item") => new ApiError("not_found", `${what} not found`);

/** True for a PostgreSQL unique violation, whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
