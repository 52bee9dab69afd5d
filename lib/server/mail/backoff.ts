import "server-only";
// When a failed delivery is tried again, and when the outbox gives up on a message (pure, unit-tested).

/** Deliveries tried before a message is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 30 * 60_000;

/** The wait after the n-th failed attempt (1-based): 30 s, 1 min, 2 min, 4 min..., at most 30 minutes. */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(BASE_DELAY_MS * 2 ** (n - 1), MAX_DELAY_MS);
}

export type FailedDelivery =
  | { status: "queued"; nextAttemptAt: Date; lastError: string }
  | { status: "failed"; nextAttemptAt: Date; lastError: string };

const MAX_ERROR_LENGTH = 1000;

/** What a message becomes after its `attempt`-th delivery failed with `error`. */
export function afterFailedDelivery(attempt: number, error: unknown, now: Date = new Date()): FailedDelivery {
  const message = error instanceof Error ? error.message : String(error);
  const lastError = (message || "Unknown delivery error").slice(0, MAX_ERROR_LENGTH);
  if (attempt >= MAX_MAIL_ATTEMPTS) return { status: "failed", nextAttemptAt: now, lastError };
  return { status: "queued", nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt)), lastError };
}
