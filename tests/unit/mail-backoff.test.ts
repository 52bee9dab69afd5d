import { afterFailedDelivery, MAX_MAIL_ATTEMPTS, retryDelayMs } from "@/lib/server/mail/backoff";

describe("mail retry backoff", () => {
  const now = new Date("2025-01-01T00:00:00Z");

  it("waits longer after each failure, up to 30 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });

  it("queues the message again with the error until the last attempt, then marks it failed", () => {
    const first = afterFailedDelivery(1, new Error("connect ECONNREFUSED"), now);
    expect(first).toEqual({
      status: "queued",
      nextAttemptAt: new Date(now.getTime() + 30_000),
      lastError: "connect ECONNREFUSED",
    });
    expect(afterFailedDelivery(MAX_MAIL_ATTEMPTS - 1, "x", now).status).toBe("queued");
    const last = afterFailedDelivery(MAX_MAIL_ATTEMPTS, new Error("550 mailbox unavailable"), now);
    expect(last.status).toBe("failed");
    expect(last.lastError).toBe("550 mailbox unavailable");
    expect(MAX_MAIL_ATTEMPTS).toBe(5);
  });

  it("keeps a readable error even for an empty one", () => {
    expect(afterFailedDelivery(1, new Error(""), now).lastError).toBe("Unknown delivery error");
    expect(afterFailedDelivery(1, "x".repeat(5000), now).lastError).toHaveLength(1000);
  });
});
