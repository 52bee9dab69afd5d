import "server-only";
// Work addresses a rep adds to the account (as LinkedIn's work-email check does): each gets a link, and once it is
// used the address ties the rep to that employer's domain. Every address entered counts as the rep's own at once.
// Adding a mailbox another account confirmed answers exactly as any other address does (the call must not tell who
// owns which address): the row is made, but the mailbox gets a notice instead of a link, and it can never be
// confirmed here (the confirmation refuses a mailbox confirmed elsewhere).
import { and, asc, count, eq } from "drizzle-orm";
import { normalizedMailbox, isOwnMailbox } from "@/lib/email-address";
import { MAX_WORK_EMAILS, type WorkEmail, type WorkEmailInput } from "@/lib/validators/work-email";
import { getDb } from "../db/client";
import { users, workEmails } from "../db/schema";
import { isPersonalOrDisposableAddress } from "../email-domains";
import { ApiError, isUniqueViolation, notFound } from "../errors";
import type { Tx } from "../db/client";
import { enqueueMail } from "../mail";
import { mailboxTakenNoticeMail } from "../mail/messages";
import { sendAccountLink } from "./account-links";
import { writeAudit, type RequestMeta } from "./audit";
import { findOwnMailboxes, isMailboxConfirmedElsewhere } from "./mailboxes";
import { consumeAllowance } from "./usage";
import type { PublicUser } from "./users";

const FREE_MAIL = "Use the address your employer gave you: personal and disposable e-mail services cannot be added.";
const ALREADY_YOURS = "This address is already on your account.";
const TOO_MANY = `You can add up to ${MAX_WORK_EMAILS} work addresses. Remove one you no longer use first.`;

type Row = typeof workEmails.$inferSelect;
const toWorkEmail = (row: Row): WorkEmail => ({
  id: row.id,
  email: row.email,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listWorkEmails(userId: number): Promise<WorkEmail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(workEmails)
    .where(eq(workEmails.userId, userId))
    .orderBy(asc(workEmails.createdAt), asc(workEmails.id));
  return rows.map(toWorkEmail);
}

/**
 * Mails what a listed address gets: its confirmation link, or, when another account confirmed the mailbox, a notice
 * to its owner that someone tried to add it (no link). Answers whether it was the notice.
 */
async function mailWorkAddress(tx: Tx, user: PublicUser, row: Pick<Row, "id" | "email">): Promise<boolean> {
  if (!(await isMailboxConfirmedElsewhere(tx, user.id, row.email))) {
    await sendAccountLink(tx, user, "work-email", row.email);
    return false;
  }
  await enqueueMail(
    await mailboxTakenNoticeMail({ email: row.email }),
    { userId: user.id, to: row.email, about: { type: "work_email", id: row.id } },
    tx,
  );
  return true;
}

/** Adds a work address and mails its confirmation link (or, for a mailbox confirmed elsewhere, a notice). */
export async function addWorkEmail(user: PublicUser, input: WorkEmailInput, meta: RequestMeta): Promise<WorkEmail> {
  if (isPersonalOrDisposableAddress(input.email))
    throw new ApiError("validation_error", FREE_MAIL, { email: FREE_MAIL });
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // The account row's lock puts one user's parallel additions in a line, so the cap holds.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      if (isOwnMailbox(input.email, await findOwnMailboxes(tx, user.id)))
        throw new ApiError("conflict", ALREADY_YOURS, { email: ALREADY_YOURS });
      const [listed] = await tx.select({ n: count() }).from(workEmails).where(eq(workEmails.userId, user.id));
      if ((listed?.n ?? 0) >= MAX_WORK_EMAILS) throw new ApiError("conflict", TOO_MANY, { email: TOO_MANY });
      await consumeAllowance(tx, user.id, "confirmation_mail");
      const [row] = await tx
        .insert(workEmails)
        .values({ userId: user.id, email: input.email, normalized: normalizedMailbox(input.email) })
        .returning();
      const confirmedElsewhere = await mailWorkAddress(tx, user, row!);
      await writeAudit(
        tx,
        {
          userId: user.id,
          entityType: "user",
          entityId: user.id,
          action: "work_email_added",
          details: { email: input.email, ...(confirmedElsewhere ? { confirmedElsewhere } : {}) },
        },
        meta,
      );
      return toWorkEmail(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", ALREADY_YOURS, { email: ALREADY_YOURS });
    throw error;
  }
}

async function ownRow(userId: number, id: number): Promise<Row> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(workEmails)
    .where(and(eq(workEmails.id, id), eq(workEmails.userId, userId)));
  if (!row) throw notFound("Work e-mail address");
  return row;
}

/**
 * Mails a fresh link for an address still waiting for confirmation (the older link stops working); a mailbox another
 * account confirmed gets the notice again instead.
 */
export async function resendWorkEmailLink(user: PublicUser, id: number): Promise<WorkEmail> {
  const row = await ownRow(user.id, id);
  if (row.confirmedAt) throw new ApiError("conflict", "This address is already confirmed.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await consumeAllowance(tx, user.id, "confirmation_mail");
    await mailWorkAddress(tx, user, row);
  });
  return toWorkEmail(row);
}

/** Removes a work address; its links stop working with it (the confirmation finds no address). */
export async function deleteWorkEmail(userId: number, id: number, meta: RequestMeta): Promise<void> {
  const row = await ownRow(userId, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(workEmails).where(and(eq(workEmails.id, row.id), eq(workEmails.userId, userId)));
    await writeAudit(
      tx,
      { userId, entityType: "user", entityId: userId, action: "work_email_removed", details: { email: row.email } },
      meta,
    );
  });
}
