import "server-only";
// A mailed single-use link lives in the recipient's mailbox and in the outbox's copy of the message. Without SMTP the
// copy is the mailbox (developers and the tests read it), so it keeps the link while the link works; once the link
// is used or expires the copy keeps no token, so nobody who reads the database later (a backup, an operator) holds
// one. A message records its link by the token's SHA-256, the same hash the link's own row keeps, and its expiry.
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";
import { mailOutbox } from "../db/schema";
import { hashLinkToken } from "../link-tokens";
import { LINK_GONE, redactTokens } from "./redact";

const EXPIRED_BATCH = 200;

/** The link a message carries, as enqueueMail receives it. */
export type MailedLink = { token: string; expiresAt: Date };

/** The outbox columns that remember a message's link. */
export function linkColumns(link: MailedLink | undefined) {
  return link ? { linkHash: hashLinkToken(link.token), linkExpiresAt: link.expiresAt } : {};
}

async function redactCopies(db: Db | Tx, rows: { id: number; text: string; html: string }[]): Promise<void> {
  for (const row of rows) {
    await db
      .update(mailOutbox)
      .set({
        text: redactTokens(row.text, LINK_GONE),
        html: redactTokens(row.html, LINK_GONE),
        linkHash: null,
        linkExpiresAt: null,
      })
      .where(eq(mailOutbox.id, row.id));
  }
}

/**
 * The link with this token has just been used: the copies of the messages that carried it lose it, in the caller's
 * transaction (a use that rolls back leaves them whole). Returns how many copies changed.
 */
export async function retireMailedLink(tx: Tx, token: string): Promise<number> {
  const rows = await tx
    .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.linkHash, hashLinkToken(token)));
  await redactCopies(tx, rows);
  return rows.length;
}

/** The copies whose link expired by `now` lose it (a background job). Returns how many changed. */
export async function retireExpiredLinks(now = new Date()): Promise<number> {
  const db = await getDb();
  let retired = 0;
  for (;;) {
    const rows = await db
      .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.linkHash), lte(mailOutbox.linkExpiresAt, now)))
      .orderBy(asc(mailOutbox.linkExpiresAt))
      .limit(EXPIRED_BATCH);
    if (rows.length === 0) return retired;
    await redactCopies(db, rows);
    retired += rows.length;
  }
}
