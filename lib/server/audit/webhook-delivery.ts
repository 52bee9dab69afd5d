import "server-only";
// Delivering new audit events to each organisation's webhook: in seq order, up to 100 events a message, signed the
// Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature). At least once: a batch counts as
// delivered only when the receiver answers 2xx, and until then it is fixed (`pendingThroughSeq`), so every retry
// sends the same message under the same webhook-id and each event keeps its id ("<orgId>-<seq>") for the receiver's
// dedup. A failure waits in the row (attempts, last error, next attempt: 30 s doubling to an hour), never in a sleep.
// A sender leases the row while it sends, so the job, the run after a request and the long-lived server's timer
// never send one batch at once. Runs from the `audit-webhooks` job and right after writing requests.
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { env } from "@/lib/env";
import { getDb, type Db } from "../db/client";
import { orgAuditHeads, orgAuditWebhooks, organizations } from "../db/schema";
import { ApiError } from "../errors";
import { checkOutboundUrl } from "../outbound-url";
import { sealers } from "../sealed-tokens";
import { chainPage, type ChainRow } from "./rows";

/** Events per message. */
export const WEBHOOK_BATCH = 100;
/** How long a sender holds a webhook while it sends (well past the request's own time limit). */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
const MAX_RETRY_DELAY_MS = 3_600_000;
/** Messages one organisation is sent per run (the next run goes on). */
const BATCHES_PER_RUN = 20;
const MAX_ERROR_LENGTH = 500;

/** The wait after the n-th failed attempt in a row: the base (30 s), doubled each time, at most an hour. */
export function webhookRetryDelayMs(attempt: number): number {
  const base = env().AUDIT_WEBHOOK_RETRY_BASE_SECONDS * 1000;
  return Math.min(base * 2 ** (Math.max(1, attempt) - 1), MAX_RETRY_DELAY_MS);
}

type Claimed = typeof orgAuditWebhooks.$inferSelect;

/** Due: events wait (or a batch is fixed), the next attempt's time has come, and no sender holds it. */
const dueNow = (now: Date) =>
  and(
    lte(orgAuditWebhooks.nextAttemptAt, now),
    or(isNull(orgAuditWebhooks.leaseUntil), lte(orgAuditWebhooks.leaseUntil, now)),
    or(
      isNotNull(orgAuditWebhooks.pendingThroughSeq),
      sql`exists (select 1 from ${orgAuditHeads} h where h.org_id = ${orgAuditWebhooks.orgId}
        and h.last_seq > ${orgAuditWebhooks.lastDeliveredSeq})`,
    ),
  );

async function claim(db: Db, orgId: number, now: Date): Promise<Claimed | null> {
  const [row] = await db
    .update(orgAuditWebhooks)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(orgAuditWebhooks.orgId, orgId), dueNow(now)))
    .returning();
  return row ?? null;
}

/** The message of a batch: the same bytes on every attempt (its time is the last event's, not the send's). */
export function webhookMessage(orgId: number, events: ChainRow[]): { id: string; body: string } {
  const first = events[0]!.seq;
  const last = events.at(-1)!;
  const body = JSON.stringify({
    type: "audit.events",
    timestamp: last.createdAt,
    data: {
      orgId,
      events: events.map(({ seq, prevHash, hash, actorId, action, targetUserId, details, createdAt }) => ({
        id: `${orgId}-${seq}`,
        seq,
        prevHash,
        hash,
        orgId,
        actorId,
        action,
        targetUserId,
        details,
        createdAt,
      })),
    },
  });
  return { id: `audit-${orgId}-${first}-${last.seq}`, body };
}

/** Sends one message; throws with what went wrong (never the secret). */
async function send(url: string, secret: string, message: { id: string; body: string }): Promise<void> {
  // Checked again at each send: the name may point elsewhere now than when the webhook was saved.
  const target = await checkOutboundUrl(url, "url");
  const now = new Date();
  const response = await fetch(target, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(message.id, now, message.body),
    },
    body: message.body,
    // A receiver answers where it is; following a redirect would send the trail somewhere nobody checked.
    redirect: "error",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299) throw new Error(`The webhook answered ${response.status}`);
}

/** What went wrong, in words for the status (a network failure names its cause: "fetch failed (ECONNREFUSED)"). */
const errorText = (error: unknown) => {
  if (error instanceof ApiError) return `The address can no longer be used: ${error.message}`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const why = cause?.code ?? cause?.message;
  const message = error instanceof Error ? `${error.message}${why ? ` (${String(why)})` : ""}` : String(error);
  return (message || "Unknown delivery error").slice(0, MAX_ERROR_LENGTH);
};

/** Sends the organisation's waiting batches in order, until none is due or one fails. Answers messages sent and failed. */
async function deliverOrg(db: Db, orgId: number): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  for (let i = 0; i < BATCHES_PER_RUN; i++) {
    const now = new Date();
    const hook = await claim(db, orgId, now);
    if (!hook) break;
    const release = (set: Partial<Claimed>) =>
      db
        .update(orgAuditWebhooks)
        .set({ ...set, leaseUntil: null })
        .where(eq(orgAuditWebhooks.orgId, orgId));
    const events = await chainPage(db, orgId, {
      afterSeq: hook.lastDeliveredSeq,
      throughSeq: hook.pendingThroughSeq ?? undefined,
      limit: WEBHOOK_BATCH,
    });
    if (events.length === 0) {
      // A fixed batch whose events retention removed meanwhile is done; otherwise nothing is there to send.
      if (hook.pendingThroughSeq !== null) {
        await release({ lastDeliveredSeq: hook.pendingThroughSeq, pendingThroughSeq: null, attempts: 0 });
        continue;
      }
      await release({});
      break;
    }
    const throughSeq = hook.pendingThroughSeq ?? events.at(-1)!.seq;
    if (hook.pendingThroughSeq === null) {
      // Fixed before the first attempt: a retry (even after this sender died) sends exactly this batch.
      await db.update(orgAuditWebhooks).set({ pendingThroughSeq: throughSeq }).where(eq(orgAuditWebhooks.orgId, orgId));
    }
    const secret = sealers.auditWebhooks.open(hook.secretSealed);
    try {
      if (!secret) throw new Error("The signing secret cannot be read (AUTH_SECRET changed): save the webhook again");
      await send(hook.url, secret, webhookMessage(orgId, events));
    } catch (error) {
      const attempts = hook.attempts + 1;
      const failedAt = new Date();
      await release({
        attempts,
        lastAttemptAt: failedAt,
        lastError: errorText(error),
        nextAttemptAt: new Date(failedAt.getTime() + webhookRetryDelayMs(attempts)),
      });
      console.warn(`[audit webhook] organisation ${orgId}: delivery failed (attempt ${attempts}): ${errorText(error)}`);
      return { delivered, failed: 1 };
    }
    const doneAt = new Date();
    await release({
      lastDeliveredSeq: throughSeq,
      lastDeliveredAt: doneAt,
      pendingThroughSeq: null,
      attempts: 0,
      lastAttemptAt: doneAt,
      lastError: null,
      nextAttemptAt: doneAt,
    });
    delivered += 1;
  }
  return { delivered, failed: 0 };
}

/**
 * Delivers what is due to the webhooks of Enterprise organisations, at most `limit` organisations, the longest
 * waiting first. A receiver that fails is left for its next attempt; the others go on.
 */
export async function deliverDueAuditWebhooks({ limit }: { limit: number }) {
  const db = await getDb();
  const now = new Date();
  const due = await db
    .select({ orgId: orgAuditWebhooks.orgId })
    .from(orgAuditWebhooks)
    .innerJoin(organizations, eq(organizations.id, orgAuditWebhooks.orgId))
    .where(and(eq(organizations.tier, "enterprise"), dueNow(now)))
    .orderBy(asc(orgAuditWebhooks.nextAttemptAt))
    .limit(Number.isFinite(limit) ? limit : 1_000_000);
  let delivered = 0;
  let failed = 0;
  for (const { orgId } of due) {
    try {
      const result = await deliverOrg(db, orgId);
      delivered += result.delivered;
      failed += result.failed;
    } catch (error) {
      failed += 1;
      console.error(`[audit webhook] organisation ${orgId}: delivery run failed:`, (error as Error).message);
    }
  }
  return { delivered, failed };
}
