import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PlanTier } from "@/lib/plans";
import type { RegisterInput } from "@/lib/validators/auth";
import { getDb, openDatabase, type Db, type Tx } from "../db/client";
import { accountMailbox, users } from "../db/schema";
import { ApiError, isUniqueViolation } from "../errors";
import { processCache } from "../process-cache";
import { sendAccountLink } from "./account-links";
import { endAuthSessions } from "./auth-sessions";
import { effectiveTier } from "./orgs/access";
import { processSingleton } from "../process-singleton";

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

/**
 * Account rows by id, kept in memory where the database announces every change to them (the embedded database:
 * see `watchUsers`), so a request costs no account query there. On PostgreSQL other servers may write, and every
 * request reads the row.
 */
const userRows = processCache<PublicUser>("users", { max: 5_000 });
const watch = processSingleton(
  "user-watches",
  (): {
    __quotaproofUserWatches?: WeakMap<object, Promise<void>>;
    __quotaproofUserGeneration?: number;
  } => ({}),
);

/** True when account rows may be kept: the open database announces their changes, and we listen. */
async function userCacheReady(): Promise<boolean> {
  const database = await openDatabase();
  if (!database.watchUsers) return false;
  const watches = (watch.__quotaproofUserWatches ??= new WeakMap());
  let listening = watches.get(database);
  if (!listening) {
    userRows.clear(); // rows of a database opened earlier
    listening = database.watchUsers((userId) => {
      // A read that started before this change must not store what it read (see findUserById).
      watch.__quotaproofUserGeneration = (watch.__quotaproofUserGeneration ?? 0) + 1;
      userRows.delete(String(userId));
    });
    watches.set(database, listening);
  }
  await listening;
  return true;
}

// Every signed-in request looks its account up: one prepared statement per database, planned once.
const userByIdStatements = new WeakMap<Db, ReturnType<typeof prepareUserById>>();
// The plan is the one the features follow: an Enterprise organisation's members get Pro (see effectiveTier).
const prepareUserById = (db: Db) =>
  db
    .select({ ...getTableColumns(users), subscriptionTier: effectiveTier })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("user_by_id");
function userByIdStatement(db: Db) {
  let statement = userByIdStatements.get(db);
  if (!statement) userByIdStatements.set(db, (statement = prepareUserById(db)));
  return statement;
}

export async function findUserById(id: number): Promise<PublicUser | null> {
  const cached = (await userCacheReady()) ? userRows.get(String(id)) : undefined;
  if (cached) return cached;
  const generation = watch.__quotaproofUserGeneration ?? 0;
  const [row] = await userByIdStatement(await getDb()).execute({ id });
  if (!row) return null;
  const user = toPublicUser(row);
  if ((await userCacheReady()) && generation === (watch.__quotaproofUserGeneration ?? 0))
    userRows.set(String(id), user);
  return user;
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
