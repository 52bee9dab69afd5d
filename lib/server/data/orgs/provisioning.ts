import "server-only";
// People an organisation's identity provider brings in (a single sign-on, a SCIM push) and takes out. The account
// stays the person's: provisioning finds or makes it and adds a membership; deprovisioning ends the membership and
// the account's sessions, never the account or its book.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { emailDomain, normalizedMailbox } from "@/lib/email-address";
import type { OrgRole } from "@/lib/validators/org";
import type { Tx } from "../../db/client";
import { orgMembers, users, workEmails } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { endAuthSessions } from "../auth-sessions";
import { addressTaken } from "../users";
import { assertSeatFree, verifiedDomains, writeOrgAudit, type OrgActor } from "./access";
import { atDomain } from "./vetting";

/** Who the identity provider says the person is. */
export type ProvisionedPerson = { email: string; fullName?: string | null };
/** How the person came in: the audit trail says which. */
export type ProvisionedVia = "sso" | "scim";

export type ProvisionResult = { userId: number; createdAccount: boolean; joined: boolean; role: OrgRole };

/**
 * 403 unless the address is at one of the organisation's verified domains: an identity provider speaks only for its
 * own organisation's mailboxes, never for a gmail.com address or another company's.
 */
export async function requireOrgAddress(tx: Tx, orgId: number, email: string): Promise<string> {
  const address = normalizedMailbox(email);
  const domain = emailDomain(address);
  const domains = await verifiedDomains(tx, orgId);
  if (!domain || !domains.some((d) => atDomain(domain, d))) {
    throw new ApiError(
      "forbidden",
      domains.length === 0
        ? "This organisation has no verified domain: verify one before people sign in through its identity provider"
        : `Only addresses at ${domains.join(", ")} can be provisioned by this organisation`,
    );
  }
  return address;
}

/** The account the address belongs to: its own address, or a work address it confirmed. */
async function accountFor(tx: Tx, address: string): Promise<typeof users.$inferSelect | null> {
  const [own] = await tx.select().from(users).where(addressTaken(address)).limit(1);
  if (own) return own;
  const [work] = await tx
    .select({ user: users })
    .from(workEmails)
    .innerJoin(users, eq(users.id, workEmails.userId))
    .where(and(eq(workEmails.normalized, address), isNotNull(workEmails.confirmedAt)))
    .limit(1);
  return work?.user ?? null;
}

/** A free username made from the address's local part ("jane.doe", else "jane.doe-4f2a"). */
async function freeUsername(tx: Tx, address: string): Promise<string> {
  const base =
    (address.split("@")[0] ?? "")
      .replace(/[^A-Za-z0-9_.-]/g, "")
      .slice(0, 24)
      .padEnd(3, "0") || "member";
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`);
    if (!taken) return candidate;
  }
  return `member-${randomBytes(6).toString("hex")}`;
}

/** A password nobody knows: the person sets their own through "Forgot password" when they want one. */
const unknownPassword = () => hash(randomBytes(32).toString("base64url"));

/**
 * Finds or makes the person's account (the first half of provisionMember): 403 for an address off the organisation's
 * verified domains. An existing account whose address was never confirmed was registered by whoever typed the address:
 * the identity provider now proves who reads that mailbox, so the account's password and sessions are reset (nobody
 * else keeps a way into it).
 */
export async function provisionAccount(
  tx: Tx,
  orgId: number,
  person: ProvisionedPerson,
): Promise<{ userId: number; createdAccount: boolean }> {
  const address = await requireOrgAddress(tx, orgId, person.email);
  let account: typeof users.$inferSelect | null | undefined = await accountFor(tx, address);
  let createdAccount = false;
  if (!account) {
    const fullName = person.fullName?.trim().slice(0, 100) || address.split("@")[0]!;
    [account] = await tx
      .insert(users)
      .values({
        email: address,
        username: await freeUsername(tx, address),
        fullName,
        passwordHash: await unknownPassword(),
        emailConfirmedAt: new Date(),
      })
      .returning();
    createdAccount = true;
  } else if (!account.emailConfirmedAt && normalizedMailbox(account.email) === address) {
    await tx
      .update(users)
      .set({ passwordHash: await unknownPassword(), emailConfirmedAt: new Date() })
      .where(eq(users.id, account.id));
    await endAuthSessions(account.id, { tx });
  }
  return { userId: account!.id, createdAccount };
}

/**
 * Makes an account a member with `role` (the second half of provisionMember; an existing member keeps theirs), within
 * the seats (402). The caller has checked the address the identity provider vouches for.
 */
export async function joinProvisioned(
  tx: Tx,
  orgId: number,
  account: { userId: number; createdAccount: boolean },
  options: { role: OrgRole; actor: OrgActor; via: ProvisionedVia },
): Promise<ProvisionResult> {
  const { userId, createdAccount } = account;
  const [member] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  if (member) return { userId, createdAccount, joined: false, role: member.role };
  await assertSeatFree(tx, orgId, { countInvitations: false });
  await tx.insert(orgMembers).values({ orgId, userId, role: options.role });
  await writeOrgAudit(tx, options.actor, {
    action: "member_provisioned",
    targetUserId: userId,
    details: { role: options.role, via: options.via, createdAccount },
  });
  return { userId, createdAccount, joined: true, role: options.role };
}

/**
 * Finds or makes the person's account and makes them a member with `role` (an existing member keeps theirs). Runs in
 * the caller's transaction. 403 for an address off the organisation's verified domains, 402 past its seats.
 */
export async function provisionMember(
  tx: Tx,
  orgId: number,
  person: ProvisionedPerson,
  options: { role: OrgRole; actor: OrgActor; via: ProvisionedVia },
): Promise<ProvisionResult> {
  return joinProvisioned(tx, orgId, await provisionAccount(tx, orgId, person), options);
}

/**
 * Ends the person's membership (their reporting lines go with it) and every session of the account: the
 * organisation's identity provider let them in, and it has let them go. The account and its book stay theirs.
 * 409 for the owner. Returns false when they were not a member.
 */
export async function deprovisionMember(
  tx: Tx,
  orgId: number,
  userId: number,
  options: { actor: OrgActor; via: ProvisionedVia },
): Promise<boolean> {
  const [member] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  if (!member) {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) throw notFound("User");
    return false;
  }
  if (member.role === "owner") throw new ApiError("conflict", "The owner cannot be deprovisioned");
  await tx.delete(orgMembers).where(eq(orgMembers.id, member.id));
  await tx
    .update(orgMembers)
    .set({ managerId: null, managerSetBy: null, managerSetAt: null })
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.managerId, userId), ne(orgMembers.userId, userId)));
  await endAuthSessions(userId, { tx });
  await writeOrgAudit(tx, options.actor, {
    action: "member_deprovisioned",
    targetUserId: userId,
    details: { role: member.role, via: options.via },
  });
  return true;
}
