import "server-only";
// A forgotten password: a single-use link valid one hour goes to the account's address. Asking answers the same
// whether or not an account uses the address, and is counted per address and per IP address before anything is
// looked up, so the limit itself reveals nothing either. Using the link sets the password, confirms the address
// (the link proved it), withdraws a pending e-mail change (one asked for from a session someone took over must not
// outlive the reset) and ends every session.
import { hash } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import { normalizedMailbox } from "@/lib/email-address";
import type { PasswordResetInput } from "@/lib/validators/password-reset";
import { getDb } from "../db/client";
import { accountTokens, users } from "../db/schema";
import { ApiError } from "../errors";
import { hashLinkToken, newLinkToken } from "../link-tokens";
import { findLiveLink, LINK_INVALID, sendAccountLink, useLink } from "./account-links";
import { writeAudit, type RequestMeta } from "./audit";
import { isMailboxConfirmedElsewhere } from "./mailboxes";
import { countOne, refuseOverLimit } from "./rate-limit-store";
import { RESET_PER_ADDRESS, RESET_PER_MAILBOX } from "./rate-limits";
import { revokeAllSessions } from "./users";

const TOO_MANY = "Too many password resets were requested. Please try again later.";

/** Mails a reset link when an account uses `email`; the caller answers 202 either way. 429 past the limits. */
export async function requestPasswordReset(email: string, ip: string, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  const byMailbox = await countOne(db, RESET_PER_MAILBOX, normalizedMailbox(email));
  const byAddress = await countOne(db, RESET_PER_ADDRESS, ip);
  refuseOverLimit([byMailbox, byAddress], TOO_MANY);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for("update");
    if (!user) {
      // Roughly the work of making a link, so the answer takes about as long.
      hashLinkToken(newLinkToken());
      return;
    }
    await sendAccountLink(tx, user, "password-reset", user.email);
    await writeAudit(
      tx,
      { userId: user.id, entityType: "user", entityId: user.id, action: "password_reset_requested", details: {} },
      meta,
    );
  });
}

/** Sets the new password through a live link: 404 for an unknown, used, replaced or expired one. */
export async function resetPassword(input: PasswordResetInput, meta: RequestMeta): Promise<void> {
  const passwordHash = await hash(input.newPassword);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const link = await useLink(tx, input.token, ["password-reset"]);
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        confirmedAt: users.emailConfirmedAt,
        pendingEmail: users.pendingEmail,
      })
      .from(users)
      .where(eq(users.id, link.userId))
      .for("update");
    // A link sent before an e-mail change no longer belongs to the account's address.
    if (!user || user.email.toLowerCase() !== link.email.toLowerCase()) throw new ApiError("not_found", LINK_INVALID);
    const confirms = !user.confirmedAt && !(await isMailboxConfirmedElsewhere(tx, user.id, user.email));
    await tx
      .update(users)
      .set({
        passwordHash,
        ...(confirms ? { emailConfirmedAt: new Date() } : {}),
        pendingEmail: null,
        emailChangeTokenHash: null,
        emailChangeExpiresAt: null,
      })
      .where(eq(users.id, user.id));
    // Any other reset link of the account stops working too.
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, "password-reset"),
          isNull(accountTokens.usedAt),
        ),
      );
    await writeAudit(
      tx,
      {
        userId: user.id,
        entityType: "user",
        entityId: user.id,
        action: "password_reset",
        details: user.pendingEmail ? { emailChangeWithdrawn: user.pendingEmail } : {},
      },
      meta,
    );
    return user.id;
  });
  await revokeAllSessions(userId);
}

/** Whether the reset page may show its form: the link is live. Changes nothing. */
export async function isPasswordResetLinkLive(token: string): Promise<boolean> {
  return (await findLiveLink(await getDb(), token, ["password-reset"])) !== null;
}
