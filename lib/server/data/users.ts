import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PlanTier } from "@/lib/plans";
import type { RegisterInput } from "@/lib/validators/auth";
import { getDb, openDatabase, type Db, type Tx } from "../db/client";
import { accountMailbox, authSessions, users } from "../db/schema";
import { ApiError, isUniqueViolation } from "../errors";
import { sendAccountLink } from "./account-links";
import {
  endAuthSessions,
  liveCondition,
  SESSION_IDLE_SECONDS,
  sessionSecretHash,
  touchDue,
  touchSession,
} from "./auth-sessions";
import { effectiveTier } from "./orgs/access";
import { forgetAccount, keepSession, keptSession, readEpoch } from "./session-accounts";

export type UserRow = typeof users.$inferSelect;
/** A user without its secrets (password hash, e-mail change token) and the database's own bookkeeping. */
export type PublicUser = Omit<UserRow, "passwordHash" | "emailChangeTokenHash" | "legacySharedMailbox">;

/** The account as clients see it: never the hash. */
export function toPublicUser(row: UserRow): PublicUser {
  const { passwordHash: _hash, emailChangeTokenHash: _token, legacySharedMailbox: _legacy, ...rest } = row;
  return rest;
}

/**
 * Accounts other than `exceptUserId` whose address is `email` or reaches the same mailbox (Gmail's dot, +tag and
 * googlemail.com variants: users_mailbox_unique), as a `where` condition. Both halves are served by their unique
 * index (no LIMIT: with one, the planner may prefer to scan the table).
 */
export function addressTaken(email: string, exceptUserId?: number): SQL {
  const sameAddress = sql`(lower(${users.email}) = lower(${email}) or (not ${users.legacySharedMailbox} and ${accountMailbox(users.email)} = ${accountMailbox(email)}))`;
  return exceptUserId === undefined ? sameAddress : sql`${sameAddress} and ${users.id} <> ${exceptUserId}`;
}

export const EMAIL_TAKEN = "An account with this email already exists";

// A real argon2id hash of a random string, so unknown e-mails cost as much as wrong passwords.
const TIMING_DUMMY_HASH = hash(crypto.randomUUID());

/**
 * Every address that reaches the rep: the account's e-mail, one it is being moved to, and the ones it had before. A
 * rep must not be able to name any of them as a manager, a reference or the sender of an e-mail proof.
 */
export function ownMailboxes(user: Pick<UserRow, "email" | "pendingEmail" | "previousEmails">): string[] {
  return [user.email, ...(user.pendingEmail ? [user.pendingEmail] : []), ...user.previousEmails];
}

/**
 * Makes the account and, in the same transaction, mails the link that confirms its address. `confirmed` is for
 * accounts whose address the operator vouches for (the ADMIN_EMAIL account): no link, confirmed at once.
 */
export async function createUser(input: RegisterInput, options: { confirmed?: boolean } = {}): Promise<PublicUser> {
  const db = await getDb();
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(addressTaken(input.email));
  if (emailTaken) throw new ApiError("conflict", EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const [usernameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (usernameTaken) {
    throw new ApiError("conflict", "This username is already taken", { username: "This username is already taken" });
  }
  const passwordHash = await hash(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          fullName: input.fullName,
          passwordHash,
          emailConfirmedAt: options.confirmed ? new Date() : null,
        })
        .returning();
      if (!options.confirmed) await sendAccountLink(tx, row!, "verify-email", row!.email);
      return toPublicUser(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError("conflict", "An account with this email or username already exists");
    }
    throw error;
  }
}

/** The user for these credentials, or null; takes the same time whether or not the e-mail exists. */
export async function verifyCredentials(email: string, password: string): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!row) {
    await verify(await TIMING_DUMMY_HASH, password).catch(() => false);
    return null;
  }
  const ok = await verify(row.passwordHash, password).catch(() => false);
  return ok ? toPublicUser(row) : null;
}

// Prepared statements, one per database handle, planned once (they hold no data).
function preparedOn<S>(statements: WeakMap<Db, S>, db: Db, prepare: (db: Db) => S): S {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  return statement;
}

// The plan is the one the features follow: an Enterprise organisation's members get Pro (see effectiveTier).
const accountColumns = () => ({ ...getTableColumns(users), subscriptionTier: effectiveTier });

const prepareUserById = (db: Db) =>
  db
    .select(accountColumns())
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("user_by_id");
const userByIdStatements = new WeakMap<Db, ReturnType<typeof prepareUserById>>();

export async function findUserById(id: number): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await preparedOn(userByIdStatements, db, prepareUserById).execute({ id });
  return row ? toPublicUser(row) : null;
}

// A request's session and its account in one read: the live session row of the cookie's secret, for the account the
// cookie names, joined to that account.
const prepareSessionUser = (db: Db) =>
  db
    .select({ sessionId: authSessions.id, lastSeenAt: authSessions.lastSeenAt, account: accountColumns() })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.secretHash, sql.placeholder("secretHash")),
        eq(authSessions.userId, sql.placeholder("userId")),
        liveCondition(),
      ),
    )
    .prepare("session_user");
const sessionUserStatements = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/**
 * The account a cookie signs in (its session secret, and the account id it names) with the session's id, or null
 * once the session ended or went idle. Its last-seen time moves when a minute has passed. The rows come from memory
 * while this process hears every change to them (session-accounts.ts), from the database otherwise.
 */
export async function findSessionUser(
  secret: string,
  userId: number,
): Promise<{ user: PublicUser; sessionId: number } | null> {
  const database = await openDatabase();
  const secretHash = sessionSecretHash(secret);
  const kept = keptSession(database, secretHash, userId);
  if (kept && Date.now() - kept.lastSeenAt.getTime() < SESSION_IDLE_SECONDS * 1000) {
    // Most calls need no write: only a due move of the last-seen time waits for the database.
    if (touchDue(kept.lastSeenAt)) await moveLastSeen(database.db, userId, kept);
    return { user: kept.user, sessionId: kept.sessionId };
  }
  const epoch = readEpoch();
  const [row] = await preparedOn(sessionUserStatements, database.db, prepareSessionUser).execute({
    secretHash,
    userId,
  });
  if (!row) return null;
  const user = toPublicUser(row.account);
  if (!(await moveLastSeen(database.db, userId, row)))
    keepSession(epoch, secretHash, { user, sessionId: row.sessionId, lastSeenAt: row.lastSeenAt });
  return { user, sessionId: row.sessionId };
}

/**
 * Moves a session's last-seen time when it is due (touchSession); a kept entry holds the old time, so the account
 * is dropped from memory when the row moved. True when it did.
 */
async function moveLastSeen(db: Db, userId: number, session: { sessionId: number; lastSeenAt: Date }) {
  const moved = await touchSession(db, { id: session.sessionId, lastSeenAt: session.lastSeenAt });
  if (moved) forgetAccount(userId);
  return moved;
}

export async function findUserByEmail(email: string): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ? toPublicUser(row) : null;
}

export async function setUserRole(email: string, role: "user" | "admin"): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning();
  return row ? toPublicUser(row) : null;
}

/**
 * The operator's admin account (ADMIN_EMAIL / ADMIN_PASSWORD): made when missing. An existing account is promoted
 * only when ADMIN_PASSWORD is its password: whoever registered that address first must not become an admin by
 * an operator's setting alone. Otherwise nothing changes and null is answered (the caller says why).
 */
export async function ensureAdminAccount(email: string, password: string): Promise<PublicUser | null> {
  const existing = await findUserByEmail(email);
  if (existing) {
    const db = await getDb();
    if (existing.role !== "admin") {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, existing.id));
      const owns = row ? await verify(row.passwordHash, password).catch(() => false) : false;
      if (!owns) return null;
    }
    // The operator named this address: it counts as confirmed.
    if (!existing.emailConfirmedAt)
      await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, existing.id));
    return setUserRole(email, "admin");
  }
  const suffix = crypto.randomUUID().replaceAll("-", "").slice(0, 8);
  await createUser({ email, password, username: `admin_${suffix}`, fullName: "QuotaProof Admin" }, { confirmed: true });
  return (await setUserRole(email, "admin"))!;
}

/** Sets a plan by e-mail; pass the caller's transaction to change it together with other writes. */
export async function setSubscriptionTier(email: string, tier: PlanTier, tx?: Db | Tx): Promise<PublicUser | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: tier, subscriptionStatus: "active" })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning();
  return row ? toPublicUser(row) : null;
}

/**
 * Ends every session of the account (every auth_sessions row): each browser's cookie, and any copy of it, stops working
 * at once. Pass the caller's transaction to end them together with the change that calls for it.
 */
export async function revokeAllSessions(userId: number, tx?: Db | Tx): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`revokeAllSessions needs a user id, got ${userId}`);
  await endAuthSessions(userId, { tx });
}
