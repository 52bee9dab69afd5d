import "server-only";
// The API's error type; http.ts turns it into the one error shape of conventions.md.

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "plan_limit"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "validation_error"
  | "too_many_requests"
  | "unavailable"
  | "ai_unavailable"
  | "google_error"
  | "internal_error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Item") => new ApiError(404, "not_found", `${what} not found`);

/** True for a PostgreSQL unique violation, whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
