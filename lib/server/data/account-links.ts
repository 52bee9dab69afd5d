import "server-only";
// Single-use links mailed to an address to prove that its owner reads it: confirming the sign-up address, confirming
// a work address, resetting a password. Only the token's SHA-256 is stored; a link works once, expires, and a newer
// link for the same thing makes the older ones unusable. A used link leaves the outbox's copy of its message too.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { env } from "@/lib/env";
import type { Db, Tx } from "../db/client";
import { accountTokens } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail, retireMailedLink } from "../mail";
import type { AccountLinkPurpose } from "../mail/emails/account";
import { accountLinkMail } from "../mail/messages";
import { hashLinkToken, isLinkToken, newLinkToken } from "../link-tokens";

export type { AccountLinkPurpose };

const HOUR_MS = 3_600_000;
export const ACCOUNT_LINK_TTL_MS: Record<AccountLinkPurpose, number> = {
  "verify-email": 48 * HOUR_MS,
  "work-email": 48 * HOUR_MS,
  "password-reset": HOUR_MS,
};

/** Both confirmations open the same page (and the same call); a reset has a page of its own. */
const PAGE: Record<AccountLinkPurpose, string> = {
  "verify-email": "verify-email",
  "work-email": "verify-email",
  "password-reset": "reset-password",
};

export const LINK_INVALID = "This link is not valid. It was already used, has expired, or was replaced by a newer one.";

export type AccountLinkRow = typeof accountTokens.$inferSelect;

/**
 * Makes a link for `purpose` to `email` and queues its mail in the caller's transaction. Older unused links of the
 * account for the same purpose (and, for a work address, the same address) stop working.
 */
export async function sendAccountLink(
  tx: Tx,
  user: { id: number; fullName: string },
  purpose: AccountLinkPurpose,
  email: string,
): Promise<{ expiresAt: Date }> {
  if (!Number.isInteger(user.id) || user.id <= 0) throw new Error(`sendAccountLink needs a user id, got ${user.id}`);
  const older = [eq(accountTokens.userId, user.id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)];
  if (purpose === "work-email") older.push(eq(accountTokens.email, email));
  await tx.delete(accountTokens).where(and(...older));
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + ACCOUNT_LINK_TTL_MS[purpose]);
  await tx
    .insert(accountTokens)
    .values({ userId: user.id, purpose, email, tokenHash: hashLinkToken(token), expiresAt });
  const link = `${env().APP_URL}/${PAGE[purpose]}/${token}`;
  await enqueueMail(
    await accountLinkMail({ fullName: user.fullName, purpose, email, link }),
    { userId: user.id, to: email, link: { token, expiresAt }, about: { type: "account_token", id: user.id } },
    tx,
  );
  return { expiresAt };
}

/** The live link (unused, unexpired) for this token among `purposes`, or null; locked when `lock` is set. */
export async function findLiveLink(
  db: Db | Tx,
  token: string,
  purposes: readonly AccountLinkPurpose[],
  lock = false,
): Promise<AccountLinkRow | null> {
  if (!isLinkToken(token)) return null;
  const query = db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Takes the link (404 when it is dead) and marks it used, in the caller's transaction. */
export async function useLink(tx: Tx, token: string, purposes: readonly AccountLinkPurpose[]): Promise<AccountLinkRow> {
  const row = await findLiveLink(tx, token, purposes, true);
  if (!row) throw new ApiError("not_found", LINK_INVALID);
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, row.id));
  await retireMailedLink(tx, token);
  return row;
}
