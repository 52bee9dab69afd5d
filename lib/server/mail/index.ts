import "server-only";
// The mail outbox: `enqueueMail` queues a message (inside the caller's transaction when given), and one worker per
// process delivers queued messages, retrying with backoff, so sending never blocks or fails a user's request.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Db, type Tx } from "../db/client";
import { auditLog, mailOutbox } from "../db/schema";
import { afterFailedDelivery } from "./backoff";
import { deliver } from "./transport";
import { redactTokens } from "./redact";

export type MailInput = {
  /** The account the message is about (shown in its audit trail). */
  userId?: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message belongs to, e.g. "signing_request" and its id. */
  entityType?: string;
  entityId?: number;
};

const POLL_INTERVAL_MS = 3_000;
const BATCH_SIZE = 10;
/** A claimed message is leased for this long; a worker that died mid-send leaves it to be retried after. */
const LEASE_MS = 2 * 60_000;

/** Queues a message and wakes the worker. Returns the outbox row's id. */
export async function enqueueMail(mail: MailInput, tx?: Tx | Db): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(mailOutbox)
    .values({
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html,
      entityType: mail.entityType ?? null,
      entityId: mail.entityId ?? null,
    })
    .returning({ id: mailOutbox.id });
  // Inside a transaction the row is visible only after the commit: wake the worker a moment later.
  kickMailWorker(tx ? 250 : 0);
  return row!.id;
}

type Claimed = typeof mailOutbox.$inferSelect;

/** Takes due messages for this worker: SKIP LOCKED lets several processes share one outbox. */
async function claimDue(db: Db): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, new Date())))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

async function auditDelivery(
  db: Db,
  mail: Claimed,
  action: "emailed" | "email_failed",
  details: Record<string, unknown>,
) {
  if (!mail.userId || !mail.entityType || mail.entityId === null) return;
  await db.insert(auditLog).values({
    userId: mail.userId,
    entityType: mail.entityType,
    entityId: mail.entityId,
    action,
    actor: "system",
    details: { to: mail.toAddress, subject: mail.subject, ...details },
  });
}

async function deliverOne(db: Db, mail: Claimed): Promise<void> {
  try {
    const via = await deliver({ to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html });
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        lastError: null,
        // Delivered elsewhere: the copy kept here no longer holds the links' tokens. Without SMTP the outbox is the
        // mailbox (developers and tests read it), so the message stays whole.
        ...(via === "smtp" ? { text: redactTokens(mail.text), html: redactTokens(mail.html) } : {}),
      })
      .where(eq(mailOutbox.id, mail.id));
    await auditDelivery(db, mail, "emailed", { via });
  } catch (error) {
    const next = afterFailedDelivery(mail.attempts, error);
    console.warn(`[mail] delivery of message ${mail.id} failed (attempt ${mail.attempts}): ${next.lastError}`);
    await db.update(mailOutbox).set(next).where(eq(mailOutbox.id, mail.id));
    if (next.status === "failed") await auditDelivery(db, mail, "email_failed", { error: next.lastError });
  }
}

/** Delivers every message that is due now; returns how many were tried. */
export async function deliverDueMail(): Promise<number> {
  const db = await getDb();
  let tried = 0;
  for (;;) {
    const batch = await claimDue(db);
    if (batch.length === 0) return tried;
    for (const mail of batch) await deliverOne(db, mail);
    tried += batch.length;
  }
}

type WorkerState = { timer?: NodeJS.Timeout; running: boolean; again: boolean };
const holder = globalThis as typeof globalThis & { __quotaproofMailWorker?: WorkerState };
const state = (holder.__quotaproofMailWorker ??= { running: false, again: false });

async function runWorker(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      await deliverDueMail();
    } while (state.again);
  } catch (error) {
    // The database may be briefly unavailable: the next poll tries again.
    console.error("[mail] outbox worker error:", (error as Error).message);
  } finally {
    state.running = false;
  }
}

/** Wakes the worker (after `delayMs`); never throws. */
export function kickMailWorker(delayMs = 0): void {
  setTimeout(() => void runWorker(), delayMs).unref?.();
}

/** Starts polling the outbox once per process (called from boot). */
export function startMailWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void runWorker(), POLL_INTERVAL_MS);
  state.timer.unref?.();
  kickMailWorker();
}

/** The local outbox is readable at /dev/outbox in development, or anywhere when DEV_OUTBOX=true. */
export function isDevOutboxEnabled(): boolean {
  const { NODE_ENV, DEV_OUTBOX } = env();
  return NODE_ENV === "development" || DEV_OUTBOX === "true";
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function listOutbox({ to, limit = 100 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
