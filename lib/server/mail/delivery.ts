import "server-only";
// Sending claimed messages: one attempt each, recorded on the row (sent, or queued again with backoff, or failed)
// and in the audit trail of what the message is about.
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { auditLog, mailOutbox } from "../db/schema";
import { afterFailedDelivery } from "./backoff";
import { claimMail, type ClaimedMail } from "./claim";
import { redactTokens } from "./redact";
import { deliver } from "./transport";

const BATCH_SIZE = 10;

async function auditDelivery(
  db: Db,
  mail: ClaimedMail,
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

async function deliverOne(db: Db, mail: ClaimedMail): Promise<void> {
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
    const batch = await claimMail(db, { limit: BATCH_SIZE });
    if (batch.length === 0) return tried;
    for (const mail of batch) await deliverOne(db, mail);
    tried += batch.length;
  }
}

/**
 * Delivers these messages if they are still waiting: a message another sender claimed, one already sent, or one
 * whose transaction never committed is left alone. Returns how many were tried.
 */
export async function deliverMessages(ids: readonly number[]): Promise<number> {
  const db = await getDb();
  const claimed = await claimMail(db, { ids, limit: ids.length });
  for (const mail of claimed) await deliverOne(db, mail);
  return claimed.length;
}
