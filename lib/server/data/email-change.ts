import "server-only";
// Changing the account's e-mail: the new address gets a single-use link (only its SHA-256 is stored, valid 24 hours)
// and the change happens only when it is opened, so nobody can move an account to an address they do not read.
// The old address is told. Only the account that asked can use the link, signed in: someone who took over a session
// and asked for a change to their own address cannot finish it once the owner has reset the password (which ends
// every session and withdraws the pending change). Confirming ends every session of the account.
import { and, eq, gt, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import type { EmailChangeInput } from "@/lib/validators/account";
import { getDb, type Db, type Tx } from "../db/client";
import { users } from "../db/schema";
import { ApiError, isUniqueViolation } from "../errors";
import { enqueueMail, retireMailedLink } from "../mail";
import { emailChangeConfirmMail, emailChangeNoticeMail } from "../mail/messages";
import { confirmPassword } from "./account";
import { writeAudit, type RequestMeta } from "./audit";
import type { AttemptOrigin } from "./password-check";
import { consumeAllowance } from "./usage";
import { addressTaken, EMAIL_TAKEN, revokeAllSessions, type PublicUser } from "./users";
import { hashLinkToken, isLinkToken, newLinkToken } from "../link-tokens";

export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;
const LINK_INVALID =
  "This confirmation link is not valid. It was already used, has expired, or was replaced by a newer one.";

/** 409 when another account has this address, or one reaching the same mailbox (Gmail's variants). */
async function assertEmailFree(db: Db | Tx, userId: number, email: string, field = true): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(addressTaken(email, userId));
  if (taken) throw new ApiError("conflict", EMAIL_TAKEN, field ? { newEmail: EMAIL_TAKEN } : undefined);
}

/** Checks the password, then e-mails a confirmation link to the new address (a newer request replaces an older one). */
export async function requestEmailChange(user: PublicUser, input: EmailChangeInput, meta: RequestMeta & AttemptOrigin) {
  await confirmPassword(user, input.password, meta, "password");
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) {
    const message = "This is already your e-mail address";
    throw new ApiError("validation_error", message, { newEmail: message });
  }
  await assertEmailFree(await getDb(), user.id, input.newEmail);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
  const link = `${env().APP_URL}/confirm-email/${token}`;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await consumeAllowance(tx, user.id, "account_mail");
    await tx
      .update(users)
      .set({
        pendingEmail: input.newEmail,
        emailChangeTokenHash: hashLinkToken(token),
        emailChangeExpiresAt: expiresAt,
      })
      .where(eq(users.id, user.id));
    await enqueueMail(
      await emailChangeConfirmMail({ fullName: user.fullName, newEmail: input.newEmail, link }),
      { userId: user.id, to: input.newEmail, link: { token, expiresAt }, about: { type: "user", id: user.id } },
      tx,
    );
    await enqueueMail(
      await emailChangeNoticeMail({ fullName: user.fullName, newEmail: input.newEmail }),
      { userId: user.id, to: user.email, about: { type: "user", id: user.id } },
      tx,
    );
    await writeAudit(
      tx,
      {
        userId: user.id,
        entityType: "user",
        entityId: user.id,
        action: "email_change_requested",
        details: { newEmail: input.newEmail },
      },
      meta,
    );
  });
  return { pendingEmail: input.newEmail, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses the link, signed in as the account that asked: the account takes the new address and every session ends.
 * Unknown, used or expired, or another account's: 404.
 */
export async function confirmEmailChange(userId: number, token: string, meta: RequestMeta): Promise<{ email: string }> {
  const db = await getDb();
  try {
    return await confirmInTransaction(db, userId, token, meta);
  } catch (error) {
    // Another account took the address (or a variant of its mailbox) at the same moment: the unique index says so.
    if (isUniqueViolation(error)) throw new ApiError("conflict", EMAIL_TAKEN);
    throw error;
  }
}

function confirmInTransaction(db: Db, userId: number, token: string, meta: RequestMeta): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, pendingEmail: users.pendingEmail })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.emailChangeTokenHash, hashLinkToken(token)),
          gt(users.emailChangeExpiresAt, new Date()),
        ),
      )
      .for("update");
    if (!row?.pendingEmail) throw new ApiError("not_found", LINK_INVALID);
    await assertEmailFree(tx, row.id, row.pendingEmail, false);
    await tx
      .update(users)
      .set({
        email: row.pendingEmail,
        // The old address stays one of the rep's own mailboxes (data/users.ts ownMailboxes).
        previousEmails: sql`array_append(${users.previousEmails}, ${row.email})`,
        pendingEmail: null,
        emailChangeTokenHash: null,
        emailChangeExpiresAt: null,
        // Opening the link proved the new address.
        emailConfirmedAt: new Date(),
        // The new address was checked against every other account's mailbox: it takes part in the unique index.
        legacySharedMailbox: false,
      })
      .where(eq(users.id, row.id));
    await retireMailedLink(tx, token);
    await revokeAllSessions(row.id, tx);
    await writeAudit(
      tx,
      {
        userId: row.id,
        entityType: "user",
        entityId: row.id,
        action: "email_changed",
        details: { from: row.email, to: row.pendingEmail },
      },
      meta,
    );
    return { email: row.pendingEmail };
  });
}

/** Withdraws a pending change (the link stops working). */
export async function cancelEmailChange(userId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null })
    .where(eq(users.id, userId));
}

/**
 * What the confirmation page shows for a link: the address it would confirm and whether it is the account of
 * `viewerId` (the signed-in visitor, if any) that asked; null when the link is dead.
 */
export async function viewEmailChange(
  token: string,
  viewerId: number | null,
): Promise<{ pendingEmail: string; ownAccount: boolean } | null> {
  if (!isLinkToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, pendingEmail: users.pendingEmail })
    .from(users)
    .where(and(eq(users.emailChangeTokenHash, hashLinkToken(token)), gt(users.emailChangeExpiresAt, new Date())));
  return row?.pendingEmail ? { pendingEmail: row.pendingEmail, ownAccount: row.id === viewerId } : null;
}
