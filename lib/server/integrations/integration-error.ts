import "server-only";
// An integration's refusal or failure as the API answers it: a clear message and a status that says what to do
// (connect again, wait, ask an admin), never a 500. Log lines carry the status and the provider's error code, never a token.
import { ApiError } from "../errors";

/** The provider no longer accepts the refresh token (revoked, expired, app uninstalled): connect again. */
export class GrantRefused extends Error {}

/** The provider failed or answered something unusable; `message` is for the log. */
export class IntegrationFailure extends Error {}

export const reconnectMessage = (name: string) =>
  `${name} no longer accepts this connection (it was revoked or has expired). Please connect ${name} again.`;

export function reconnectRequired(name: string): ApiError {
  return new ApiError("reconnect_required", reconnectMessage(name));
}

export function unavailable(name: string): ApiError {
  return new ApiError("integration_error", `${name} is not responding right now. Please try again in a few minutes.`);
}

/** Seconds from a Retry-After header (seconds or an HTTP date), within 1 s to 1 day; 60 when it says nothing usable. */
export function retryAfterSeconds(header: string | null): number {
  if (header) {
    const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
    if (Number.isFinite(seconds)) return Math.min(Math.max(Math.ceil(seconds), 1), 86_400);
  }
  return 60;
}

/**
 * The ApiError for a non-OK answer of the provider's data API (after a refused token was refreshed once): 401
 * connect again, 403 missing permission, 429 (or Salesforce's request limit) wait as told, anything else 502.
 */
export function providerRefusal(name: string, status: number, retryAfter: string | null, bodyText: string): ApiError {
  const limitReached = status === 429 || /REQUEST_LIMIT_EXCEEDED/.test(bodyText);
  if (limitReached) {
    const seconds = retryAfterSeconds(retryAfter);
    return new ApiError(
      "too_many_requests",
      `${name} is limiting requests from QuotaProof right now. Please try again in ${seconds} seconds.`,
      undefined,
      { "Retry-After": String(seconds) },
    );
  }
  if (status === 401) return reconnectRequired(name);
  if (status === 403) {
    return new ApiError(
      "forbidden",
      `${name} refused to share your deals with QuotaProof. Ask your ${name} administrator to give your user API access and read access to deals, then try again.`,
    );
  }
  return unavailable(name);
}
