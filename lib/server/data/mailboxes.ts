import "server-only";
// The mailboxes a person has shown they read: the account's own address once its link was used, and the work
// addresses they confirmed the same way. Verification rules ask two questions of them: "is this address the rep's
// own?" (every address the account has confirmed or merely entered counts) and "which addresses did the rep
// confirm?" (only those can tie a rep to an employer's domain).
import { and, eq, isNotNull } from "drizzle-orm";
import { emailDomain, normalizedMailbox } from "@/lib/email-address";
import type { Db, Tx } from "../db/client";
import { users, workEmails } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { ownMailboxes } from "./users";

export type ConfirmedMailbox = { email: string; domain: string; confirmedAt: Date };

/** Every address that reaches the rep: the account's (current, pending, earlier) and every work address entered. */
export async function findOwnMailboxes(db: Db | Tx, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ email: users.email, pendingEmail: users.pendingEmail, previousEmails: users.previousEmails })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound("User");
  const work = await db.select({ email: workEmails.email }).from(workEmails).where(eq(workEmails.userId, userId));
  return [...ownMailboxes(row), ...work.map((w) => w.email)];
}

/** The addresses the rep confirmed through a mailed link: the account's own (when confirmed) and work addresses. */
export async function findConfirmedMailboxes(db: Db | Tx, userId: number): Promise<ConfirmedMailbox[]> {
  const [row] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound("User");
  const work = await db
    .select({ email: workEmails.email, confirmedAt: workEmails.confirmedAt })
    .from(workEmails)
    .where(and(eq(workEmails.userId, userId), isNotNull(workEmails.confirmedAt)));
  const all = [...(row.confirmedAt ? [{ email: row.email, confirmedAt: row.confirmedAt }] : []), ...work];
  return all.flatMap(({ email, confirmedAt }) => {
    const domain = emailDomain(email);
    return domain && confirmedAt ? [{ email: normalizedMailbox(email), domain, confirmedAt }] : [];
  });
}

export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your e-mail address first: use the link we sent you (you can send it again from your dashboard).";

/** Refuses (403) anything that needs a confirmed account: signature, reference and invitation requests, verification. */
export function requireConfirmedEmail(user: { emailConfirmedAt: Date | null }): void {
  if (!user.emailConfirmedAt) throw new ApiError("forbidden", EMAIL_NOT_CONFIRMED_MESSAGE);
}
