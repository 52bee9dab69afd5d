import "server-only";
// Confirming that a person reads an address: the sign-up address ("verify-email") and work addresses ("work-email")
// are confirmed through the same link page and the same call. Opening the page changes nothing; the click does.
import { and, eq } from "drizzle-orm";
import { normalizedMailbox } from "@/lib/email-address";
import { getDb } from "../db/client";
import { users, workEmails } from "../db/schema";
import { ApiError, isUniqueViolation } from "../errors";
import { findLiveLink, LINK_INVALID, sendAccountLink, useLink, type AccountLinkPurpose } from "./account-links";
import { writeAudit, type RequestMeta } from "./audit";
import { isMailboxConfirmedElsewhere } from "./mailboxes";
import { consumeAllowance } from "./usage";
import type { PublicUser } from "./users";

export const MAILBOX_TAKEN =
  "This mailbox has already been confirmed by another account. Each mailbox can belong to one account only.";

const CONFIRMATION_PURPOSES = ["verify-email", "work-email"] as const satisfies readonly AccountLinkPurpose[];

export type ConfirmationResult = { email: string; purpose: (typeof CONFIRMATION_PURPOSES)[number] };

/** Sends a fresh confirmation link for the account's own address (older links stop working). */
export async function resendEmailConfirmation(user: PublicUser, meta: RequestMeta): Promise<{ email: string }> {
  if (user.emailConfirmedAt) throw new ApiError("conflict", "Your e-mail address is already confirmed.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await consumeAllowance(tx, user.id, "confirmation_mail");
    await sendAccountLink(tx, user, "verify-email", user.email);
    await writeAudit(
      tx,
      { userId: user.id, entityType: "user", entityId: user.id, action: "email_confirmation_sent", details: {} },
      meta,
    );
  });
  return { email: user.email };
}

/** What the link page shows: the address and what it confirms, or null for a dead link. Changes nothing. */
export async function viewConfirmationLink(token: string): Promise<ConfirmationResult | null> {
  const row = await findLiveLink(await getDb(), token, CONFIRMATION_PURPOSES);
  return row ? { email: row.email, purpose: row.purpose as ConfirmationResult["purpose"] } : null;
}

/**
 * Uses a confirmation link: the account's address (or the work address) is confirmed. 404 for a dead link or an
 * address the account no longer has; 409 when another account confirmed the same mailbox meanwhile.
 */
export async function confirmMailbox(token: string, meta: RequestMeta): Promise<ConfirmationResult> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const link = await useLink(tx, token, CONFIRMATION_PURPOSES);
      const purpose = link.purpose as ConfirmationResult["purpose"];
      if (await isMailboxConfirmedElsewhere(tx, link.userId, link.email)) throw new ApiError("conflict", MAILBOX_TAKEN);
      const now = new Date();
      if (purpose === "verify-email") {
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, link.userId))
          .for("update");
        // A link sent before an e-mail change confirms an address the account no longer uses.
        if (!user || user.email.toLowerCase() !== link.email.toLowerCase())
          throw new ApiError("not_found", LINK_INVALID);
        await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, link.userId));
      } else {
        const updated = await tx
          .update(workEmails)
          .set({ confirmedAt: now })
          .where(and(eq(workEmails.userId, link.userId), eq(workEmails.normalized, normalizedMailbox(link.email))))
          .returning({ id: workEmails.id });
        if (updated.length === 0) throw new ApiError("not_found", LINK_INVALID); // the address was removed since
      }
      await writeAudit(
        tx,
        {
          userId: link.userId,
          entityType: "user",
          entityId: link.userId,
          action: purpose === "verify-email" ? "email_confirmed" : "work_email_confirmed",
          details: { email: link.email },
        },
        meta,
      );
      return { email: link.email, purpose };
    });
  } catch (error) {
    // Two accounts confirming one mailbox at the same moment: the second meets the unique index.
    if (isUniqueViolation(error)) throw new ApiError("conflict", MAILBOX_TAKEN);
    throw error;
  }
}
