import "server-only";
// The mail outbox: `enqueueMail` queues a message (inside the caller's transaction when given); a request that
// queued one delivers it right after its response (./after-response.ts). The worker of a long-lived server
// (./worker.ts) and the cron job deliver the rest and retry failures with backoff, so sending never blocks or fails
// a user's request.
import { desc, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Db, type Tx } from "../db/client";
import { mailOutbox } from "../db/schema";
import { deliverAfterResponse } from "./after-response";
import type { Mail } from "./render";
import { linkColumns, type MailedLink } from "./link-retirement";
import { kickMailWorker } from "./worker";

export { deliverDueMail } from "./delivery";
export { retireExpiredLinks, retireMailedLink } from "./link-retirement";
export { startMailWorker } from "./worker";
export type { Mail } from "./render";

/** Who a message goes to and what it belongs to; the message itself is a rendered `Mail`. */
export type MailEnvelope = {
  /** The account the message is about (shown in its audit trail). */
  userId?: number | null;
  to: string;
  /** What the message belongs to, e.g. `{ type: "signing_request", id }`. */
  about: { type: string; id?: number };
  /** The single-use link the message carries: its copy here loses it once it is used or expires. */
  link?: MailedLink;
};

/** Queues a message, to be sent right after the current response (or by the worker). Returns the outbox row's id. */
export async function enqueueMail(mail: Mail, envelope: MailEnvelope, tx?: Tx | Db): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(mailOutbox)
    .values({
      userId: envelope.userId ?? null,
      toAddress: envelope.to,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html,
      entityType: envelope.about.type,
      entityId: envelope.about.id ?? null,
      ...linkColumns(envelope.link),
      // The application's clock, like every later lease and retry time: a database clock a little ahead would
      // otherwise make the message not yet due when the delivery after the response looks for it.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  // Outside a request, a long-lived server's worker is woken instead; inside a transaction the row is visible only
  // after the commit, so a moment later.
  if (!deliverAfterResponse(row!.id)) kickMailWorker(tx ? 250 : 0);
  return row!.id;
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
