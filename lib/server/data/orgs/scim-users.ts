import "server-only";
// SCIM Users written by an organisation's identity provider. Creating one finds or makes the person's account (their
// own, never the organisation's) and makes them a member with the default role, within the seats (402) and only at a
// verified domain (403); a userName already pushed is 409 (uniqueness). `active: false` ends the membership and every
// session of the account at once, `active: true` brings them back (within the seats, with the role their groups give);
// deleting ends the membership and forgets the identity. The account and its book are never deleted, and the owner is
// never deprovisioned (409, mutability). Each write is one transaction.
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { managerIdOf, normalizeOps, patchUser } from "@/lib/scim/patch";
import { ENTERPRISE_USER_SCHEMA } from "@/lib/scim/urns";
import { scimUserSchema, type ScimPatchInput, type ScimUserInput } from "@/lib/validators/scim";
import { getDb, type Tx } from "../../db/client";
import { orgMembers, scimGroupMembers, scimUsers } from "../../db/schema";
import { isUniqueViolation } from "../../errors";
import type { ScimCaller } from "../../scim/frame";
import { scimError, scimNotFound } from "../../scim/errors";
import { deprovisionMember, joinProvisioned, provisionAccount, requireOrgAddress } from "./provisioning";
import { findInDirectory, groupsOf, userResource, type DirectoryRow } from "./scim-directory";
import { roleFromTheirGroups, setManagerFromProvider } from "./scim-roles";
import { DEFAULT_GROUP_ROLE } from "@/lib/scim/group-roles";

/** What the service keeps of a pushed User. `active`/`manager` undefined: the request did not say. */
type UserFields = {
  userName: string;
  externalId: string | null;
  email: string;
  givenName: string | null;
  familyName: string | null;
  middleName: string | null;
  displayName: string | null;
  active: boolean | undefined;
  manager: string | null | undefined;
};

const emailSchema = z.string().email();

/** The user's work address: the primary e-mail, else the work one, else the first, else a userName that is one. */
function chooseEmail(input: ScimUserInput): string {
  const emails = (input.emails ?? []).filter((e) => e.value);
  const chosen =
    emails.find((e) => e.primary === true)?.value ??
    emails.find((e) => e.type?.toLowerCase() === "work")?.value ??
    emails[0]?.value ??
    input.userName;
  const address = chosen?.trim() ?? "";
  if (!emailSchema.safeParse(address).success) {
    throw scimError("invalidValue", "The user needs an e-mail address: in emails, or as a userName that is one");
  }
  return address.toLowerCase();
}

function userFields(input: ScimUserInput): UserFields {
  const extension = input[ENTERPRISE_USER_SCHEMA];
  return {
    userName: input.userName,
    externalId: input.externalId ?? null,
    email: chooseEmail(input),
    givenName: input.name?.givenName ?? null,
    familyName: input.name?.familyName ?? null,
    middleName: input.name?.middleName ?? null,
    displayName: input.displayName ?? input.name?.formatted ?? null,
    active: input.active ?? undefined,
    manager: extension ? managerIdOf(extension.manager) : undefined,
  };
}

const fullNameOf = (f: UserFields) => f.displayName ?? ([f.givenName, f.familyName].filter(Boolean).join(" ") || null);

/** 409 (uniqueness) when another of the organisation's pushed identities has the userName. */
async function requireFreeUserName(tx: Tx, orgId: number, userName: string, exceptUserId: number | null) {
  const [taken] = await tx
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(
      and(
        eq(scimUsers.orgId, orgId),
        sql`lower(${scimUsers.userName}) = lower(${userName})`,
        exceptUserId === null ? undefined : ne(scimUsers.userId, exceptUserId),
      ),
    );
  if (taken) throw scimError("uniqueness", `A user with the userName ${userName} is already provisioned`);
}

/** The identity's columns from the fields. */
const identityValues = (f: UserFields, active: boolean) => ({
  userName: f.userName,
  externalId: f.externalId,
  email: f.email,
  givenName: f.givenName,
  familyName: f.familyName,
  middleName: f.middleName,
  displayName: f.displayName,
  active,
});

/** A unique violation of the identity's indexes (two requests at once) as the uniqueness error. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw scimError("uniqueness", "The user is already provisioned");
    throw error;
  }
}

/** The User as the provider reads it after a write. */
export async function readUser(caller: ScimCaller, userId: number) {
  const db = await getDb();
  const row = await findInDirectory(db, caller.org.id, userId);
  if (!row) throw scimNotFound("User", String(userId));
  const groups = await groupsOf(db, caller.org.id, [userId], caller.baseUrl);
  return userResource(row, groups.get(userId), caller.baseUrl);
}

/** POST /Users: the new (or matched) person's id. */
export async function createScimUser(caller: ScimCaller, input: ScimUserInput): Promise<number> {
  const orgId = caller.org.id;
  const fields = userFields(input);
  const db = await getDb();
  return uniquely(() =>
    db.transaction(async (tx) => {
      await requireFreeUserName(tx, orgId, fields.userName, null);
      const person = { email: fields.email, fullName: fullNameOf(fields) };
      const account = await provisionAccount(tx, orgId, person);
      const [linked] = await tx
        .select({ userName: scimUsers.userName })
        .from(scimUsers)
        .where(and(eq(scimUsers.orgId, orgId), eq(scimUsers.userId, account.userId)));
      if (linked) throw scimError("uniqueness", `This person is already provisioned as ${linked.userName}`);
      const active = fields.active ?? true;
      if (active) {
        await joinProvisioned(tx, orgId, account, { role: DEFAULT_GROUP_ROLE, actor: caller.actor, via: "scim" });
      }
      await tx.insert(scimUsers).values({ orgId, userId: account.userId, ...identityValues(fields, active) });
      if (active && fields.manager !== undefined) {
        await setManagerFromProvider(tx, orgId, account.userId, fields.manager, caller.actor);
      }
      return account.userId;
    }),
  );
}

/** The person as the write found them, locked for the transaction; 404 outside the directory. */
async function lockedRow(tx: Tx, caller: ScimCaller, userId: number): Promise<DirectoryRow> {
  const orgId = caller.org.id;
  await tx
    .select({ id: orgMembers.id })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .for("update");
  await tx
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(and(eq(scimUsers.orgId, orgId), eq(scimUsers.userId, userId)))
    .for("update");
  const row = await findInDirectory(tx, orgId, userId);
  if (!row) throw scimNotFound("User", String(userId));
  return row;
}

/** Writes the fields over the person: the identity, then membership (active), then the reporting line. */
async function applyFields(tx: Tx, caller: ScimCaller, row: DirectoryRow, fields: UserFields): Promise<void> {
  const orgId = caller.org.id;
  const userId = row.user.id;
  const wasActive = row.member !== null;
  const active = fields.active ?? wasActive;
  if (!active && row.member?.role === "owner") {
    throw scimError("mutability", "The organisation's owner cannot be deactivated or removed through SCIM");
  }
  await requireFreeUserName(tx, orgId, fields.userName, userId);
  const currentEmail = (row.scim?.email ?? row.user.email).toLowerCase();
  if (fields.email !== currentEmail) await requireOrgAddress(tx, orgId, fields.email);
  const values = identityValues(fields, active);
  if (row.scim) await tx.update(scimUsers).set(values).where(eq(scimUsers.id, row.scim.id));
  else await tx.insert(scimUsers).values({ orgId, userId, ...values });
  if (wasActive && !active) {
    await deprovisionMember(tx, orgId, userId, { actor: caller.actor, via: "scim" });
  } else if (!wasActive && active) {
    await requireOrgAddress(tx, orgId, fields.email);
    const role = await roleFromTheirGroups(tx, orgId, userId);
    await joinProvisioned(tx, orgId, { userId, createdAccount: false }, { role, actor: caller.actor, via: "scim" });
  }
  if (active && fields.manager !== undefined) {
    await setManagerFromProvider(tx, orgId, userId, fields.manager, caller.actor);
  }
}

/** PUT /Users/{id}: the pushed attributes replaced (a manager only when the enterprise extension is sent). */
export async function replaceScimUser(caller: ScimCaller, userId: number, input: ScimUserInput): Promise<void> {
  const fields = userFields(input);
  const db = await getDb();
  await uniquely(() =>
    db.transaction(async (tx) => applyFields(tx, caller, await lockedRow(tx, caller, userId), fields)),
  );
}

/** PATCH /Users/{id}: the operations applied to the User as the provider reads it, then written like a PUT. */
export async function patchScimUser(caller: ScimCaller, userId: number, body: ScimPatchInput): Promise<void> {
  const ops = normalizeOps(body.Operations);
  const db = await getDb();
  await uniquely(() =>
    db.transaction(async (tx) => {
      const row = await lockedRow(tx, caller, userId);
      const before = userResource(row, undefined, caller.baseUrl);
      const after = patchUser(before, ops);
      const fields = userFields(scimUserSchema.parse(after));
      const managerBefore = managerIdOf((before[ENTERPRISE_USER_SCHEMA] as { manager?: unknown })?.manager) ?? null;
      const managerAfter = managerIdOf((after[ENTERPRISE_USER_SCHEMA] as { manager?: unknown })?.manager) ?? null;
      // Only a manager the operations changed is written (a line set in the app stays unless the provider moves it).
      await applyFields(tx, caller, row, {
        ...fields,
        manager: managerAfter === managerBefore ? undefined : managerAfter,
      });
    }),
  );
}

/** DELETE /Users/{id}: the membership ends, the identity and its group memberships are forgotten. */
export async function deleteScimUser(caller: ScimCaller, userId: number): Promise<void> {
  const orgId = caller.org.id;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, caller, userId);
    if (row.member?.role === "owner") {
      throw scimError("mutability", "The organisation's owner cannot be deactivated or removed through SCIM");
    }
    if (row.member) await deprovisionMember(tx, orgId, userId, { actor: caller.actor, via: "scim" });
    await tx.delete(scimUsers).where(and(eq(scimUsers.orgId, orgId), eq(scimUsers.userId, userId)));
    await tx
      .delete(scimGroupMembers)
      .where(and(eq(scimGroupMembers.orgId, orgId), eq(scimGroupMembers.userId, userId)));
  });
}
