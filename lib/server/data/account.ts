import "server-only";
// The account itself, for the settings page: changing the password, exporting everything the rep stored, and
// deleting the account. Password checks here are sign-in attempts: they are throttled and counted like a login.
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { PasswordChangeInput } from "@/lib/validators/account";
import { getDb, type Db } from "../db/client";
import { PORTFOLIO_CONTENT_TABLES } from "../db/portfolio-tables";
import { shareLinks, signingRequests, storedFiles, upgradeRequests, users } from "../db/schema";
import { ApiError } from "../errors";
import { discardStoredBytes } from "../storage";
import { newPasswordIssue, passwordUserInputs } from "@/lib/validators/password";
import { endAuthSessions } from "./auth-sessions";
import { checkPassword, throttledError, type AttemptOrigin } from "./password-check";
import type { PublicUser } from "./users";
import { requireUserId } from "./user-scope";

/** The account's own password, checked as a sign-in would be: 429 while throttled, 400 on the field when wrong. */
export async function confirmPassword(
  user: PublicUser,
  password: string,
  from: AttemptOrigin,
  field: string,
): Promise<void> {
  const check = await checkPassword(user.email, password, from);
  if (!check.ok && check.reason === "throttled") throw throttledError(check);
  if (!check.ok) {
    throw new ApiError("wrong_password", "Your current password is incorrect", {
      [field]: "Your current password is incorrect",
    });
  }
}

/**
 * New password (strong enough, judged with the account's own names and address as words to avoid); every other
 * session of the account ends, and the browser that changed it stays signed in.
 */
export async function changePassword(
  user: PublicUser,
  input: PasswordChangeInput,
  from: AttemptOrigin,
  currentSessionId: number,
): Promise<void> {
  const weakness = newPasswordIssue(input.newPassword, passwordUserInputs(user));
  if (weakness) throw new ApiError("validation_error", weakness, { newPassword: weakness });
  await confirmPassword(user, input.currentPassword, from, "currentPassword");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hash(input.newPassword) })
      .where(eq(users.id, user.id));
    await endAuthSessions(user.id, { except: currentSessionId, tx });
  });
}

/**
 * Deletes the account: every row it owns goes with it (foreign keys cascade), so its share links answer 404 at
 * once; then the stored files' bytes are removed.
 */
export async function deleteAccount(user: PublicUser, password: string, from: AttemptOrigin): Promise<void> {
  await confirmPassword(user, password, from, "password");
  const db = await getDb();
  const files = await db.transaction(async (tx) => {
    const owned = await tx.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return owned;
  });
  await discardStoredBytes(files);
}

type ContentTables = typeof PORTFOLIO_CONTENT_TABLES;
type PortfolioContentRows = { [K in keyof ContentTables]: ContentTables[K]["$inferSelect"][] };

/** Every content row of one user, section by section. */
async function portfolioContentOf(db: Db, userId: number): Promise<PortfolioContentRows> {
  const owner = requireUserId(userId);
  const sections = await Promise.all(
    Object.entries(PORTFOLIO_CONTENT_TABLES).map(async ([section, table]) => {
      const rows: unknown[] = await db.select().from(table).where(eq(table.userId, owner));
      return [section, rows] as const;
    }),
  );
  return Object.fromEntries(sections) as PortfolioContentRows;
}

/** Everything the rep stored, as JSON: the portfolio, share links, signature requests, upgrade requests, files. */
export async function exportAccount(user: PublicUser) {
  const db = await getDb();
  const [content, linkRows, signingRows, upgradeRows, fileRows] = await Promise.all([
    portfolioContentOf(db, user.id),
    db.select().from(shareLinks).where(eq(shareLinks.userId, user.id)),
    db.select().from(signingRequests).where(eq(signingRequests.userId, user.id)),
    db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, user.id)),
    db.select().from(storedFiles).where(eq(storedFiles.userId, user.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    ...content,
    // Secrets and other people's data stay out: confirmation token hashes, the signer's IP address and browser.
    references: content.references.map(({ confirmTokenHash: _hash, ...reference }) => reference),
    aboutMe: content.aboutMe[0] ?? null,
    shareLinks: linkRows,
    signingRequests: signingRows.map(
      ({ tokenHash: _token, signerIp: _ip, signerUserAgent: _agent, ...request }) => request,
    ),
    upgradeRequests: upgradeRows,
    files: fileRows.map(({ storageKey: _key, ...file }) => file),
  };
}
