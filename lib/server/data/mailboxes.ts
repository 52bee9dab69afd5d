import "server-only";
// The mailboxes a person has shown they read: the account's own address once its link was used, and the work
// addresses they confirmed the same way. Verification rules ask two questions of them: "is this address the rep's
// own?" (every address the account has confirmed or merely entered counts) and "which addresses did the rep
// confirm?" (only those can tie a rep to an employer's domain).
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
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

/**
 * True when another account has confirmed the mailbox `email` reaches, as its own address or as a work address: a
 * confirmed mailbox belongs to one person.
 */
export async function isMailboxConfirmedElsewhere(db: Db | Tx, userId: number, email: string): Promise<boolean> {
  const mailbox = normalizedMailbox(email);
  const [work] = await db
    .select({ id: workEmails.id })
    .from(workEmails)
    .where(and(eq(workEmails.normalized, mailbox), isNotNull(workEmails.confirmedAt), ne(workEmails.userId, userId)))
    .limit(1);
  if (work) return true;
  // Account addresses are not stored normalised: read the confirmed ones at the mailbox's domain and compare here.
  const domain = emailDomain(mailbox);
  if (!domain) return false;
  const domains = domain === "gmail.com" ? ["gmail.com", "googlemail.com"] : [domain];
  const accounts = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isNotNull(users.emailConfirmedAt),
        ne(users.id, userId),
        sql`lower(split_part(${users.email}, '@', 2)) in ${domains}`,
      ),
    );
  return accounts.some((account) => normalizedMailbox(account.email) === mailbox);
}

export const OWNER_NOT_CONFIRMED_MESSAGE =
  "This person has not confirmed their e-mail address yet, so their figures cannot be verified until they do.";

/**
 * requireConfirmedEmail for an account known by id, read in the caller's transaction: 403 when its owner asks
 * (`actor: "owner"`), 409 when someone else acts on the owner's item (an admin, a manager, a reference).
 */
export async function requireConfirmedAccount(
  db: Db | Tx,
  userId: number,
  actor: "owner" | "other" = "owner",
): Promise<void> {
  const [row] = await db.select({ confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound("User");
  if (row.confirmedAt) return;
  if (actor === "owner") throw new ApiError("forbidden", EMAIL_NOT_CONFIRMED_MESSAGE);
  throw new ApiError("conflict", OWNER_NOT_CONFIRMED_MESSAGE);
}
