import "server-only";
// A password checked the way a sign-in checks it: counted before the check (sign-in-throttle.ts), so the same limits
// hold for signing in, deleting the account and changing the password.
import type { PublicUser } from "./users";
import { verifyCredentials } from "./users";
import { knownDeviceFor } from "./known-devices";
import { ApiError } from "../errors";
import { attemptKeys, beginPasswordAttempt, passwordAttemptFailed, passwordAttemptSucceeded } from "./sign-in-throttle";

/** Where an attempt comes from: the caller's address and the browser's known-device cookie, if any. */
export type AttemptOrigin = { ip: string; deviceToken: string | null };

export type PasswordCheck =
  | { ok: true; user: PublicUser }
  | { ok: false; reason: "credentials" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; scope: "account" | "source" };

export async function checkPassword(email: string, password: string, from: AttemptOrigin): Promise<PasswordCheck> {
  const device = await knownDeviceFor(email, from.deviceToken);
  const gate = await beginPasswordAttempt(attemptKeys(email, from.ip, device));
  if (!gate.allowed)
    return { ok: false, reason: "throttled", retryAfterSeconds: gate.retryAfterSeconds, scope: gate.scope };
  const user = await verifyCredentials(email, password);
  if (!user) {
    await passwordAttemptFailed();
    return { ok: false, reason: "credentials" };
  }
  await passwordAttemptSucceeded(gate.attempt);
  return { ok: true, user };
}

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** 429 with Retry-After for a refused attempt. */
export function throttledError(check: { retryAfterSeconds: number; scope: "account" | "source" }): ApiError {
  const where = check.scope === "account" ? "for this account" : "from your network";
  return new ApiError(
    "too_many_requests",
    `Too many failed sign-in attempts ${where}. Please wait ${waitText(check.retryAfterSeconds)} and try again.`,
    undefined,
    { "Retry-After": String(check.retryAfterSeconds) },
  );
}
