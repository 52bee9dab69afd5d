import "server-only";
// The organisation's SCIM Users as an identity provider reads them: every member, and every identity the provider
// pushed (a deactivated one too), each by its account's id. A member the provider never pushed shows with their
// account's address as userName, so a provider looking them up by address finds them instead of making a second
// person; nothing is written until the provider writes. Reading never writes.
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ScimCriteria, UserFilterAttr } from "@/lib/scim/filter";
import { pageOf, type ScimResource } from "@/lib/scim/resources";
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from "@/lib/scim/urns";
import type { Db, Tx } from "../../db/client";
import { orgMembers, scimGroupMembers, scimGroups, scimUsers, users } from "../../db/schema";
import { criteriaSql, numericId } from "../../scim/criteria-sql";

/** One person of the directory: the account, the membership (null when deactivated), what the provider pushed. */
export type DirectoryRow = {
  user: { id: number; email: string; fullName: string };
  member: { role: (typeof orgMembers.$inferSelect)["role"]; managerId: number | null; joinedAt: Date } | null;
  managerName: string | null;
  scim: typeof scimUsers.$inferSelect | null;
};

const manager = alias(users, "scim_manager");

/** The ids of the organisation's directory: its members and the identities its provider pushed. */
export const directoryIds = (db: Db | Tx, orgId: number) =>
  db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, orgId))
    .union(db.select({ userId: scimUsers.userId }).from(scimUsers).where(eq(scimUsers.orgId, orgId)));

/** The directory's rows joined for one organisation (the joins are scoped to it: another's rows never join). */
function directoryQuery(db: Db | Tx, orgId: number) {
  return db
    .select({
      user: { id: users.id, email: users.email, fullName: users.fullName },
      memberId: orgMembers.id,
      role: orgMembers.role,
      managerId: orgMembers.managerId,
      joinedAt: orgMembers.joinedAt,
      managerName: manager.fullName,
      scim: scimUsers,
    })
    .from(users)
    .leftJoin(orgMembers, and(eq(orgMembers.userId, users.id), eq(orgMembers.orgId, orgId)))
    .leftJoin(scimUsers, and(eq(scimUsers.userId, users.id), eq(scimUsers.orgId, orgId)))
    .leftJoin(manager, eq(manager.id, orgMembers.managerId));
}

type QueryRow = Awaited<ReturnType<typeof directoryQuery>>[number];

/** A row of the query as the directory's row: no membership when the left join found none. */
function tidy({ memberId, role, managerId, joinedAt, ...rest }: QueryRow): DirectoryRow {
  return { ...rest, member: memberId !== null && role && joinedAt ? { role, managerId, joinedAt } : null };
}

const lowerEq = (column: SQL, value: string) => sql`lower(${column}) = lower(${value})`;

/** What `attr eq value` means on the directory's query. */
function userComparison(attr: UserFilterAttr, value: string | boolean): SQL {
  const text = String(value);
  switch (attr) {
    case "id":
    case "manager": {
      const id = numericId(text);
      if (id === null) return sql`false`;
      return attr === "id" ? eq(users.id, id) : eq(orgMembers.managerId, id);
    }
    case "userName":
      return lowerEq(sql`coalesce(${scimUsers.userName}, ${users.email})`, text);
    case "email":
      return lowerEq(sql`coalesce(${scimUsers.email}, ${users.email})`, text);
    case "displayName":
      return lowerEq(sql`coalesce(${scimUsers.displayName}, ${users.fullName})`, text);
    case "externalId":
      return eq(scimUsers.externalId, text);
    case "active":
      return value === true ? isNotNull(orgMembers.id) : isNull(orgMembers.id);
  }
}

/** The filter's rows of the organisation's directory (exported with the count for the index test). */
const directoryWhere = (db: Db | Tx, orgId: number, criteria: ScimCriteria<UserFilterAttr> | null) =>
  and(inArray(users.id, directoryIds(db, orgId)), criteria ? criteriaSql(criteria, userComparison) : undefined);

/** One page of the directory's rows, oldest account first (the same order every time). */
export const directoryPageQuery = (
  db: Db | Tx,
  orgId: number,
  criteria: ScimCriteria<UserFilterAttr> | null,
  page: { offset: number; limit: number },
) =>
  directoryQuery(db, orgId)
    .where(directoryWhere(db, orgId, criteria))
    .orderBy(asc(users.id))
    .offset(page.offset)
    .limit(page.limit);

/** How many of the directory's rows the filter keeps. */
export const directoryCountQuery = (db: Db | Tx, orgId: number, criteria: ScimCriteria<UserFilterAttr> | null) =>
  db
    .select({ n: count() })
    .from(users)
    .leftJoin(orgMembers, and(eq(orgMembers.userId, users.id), eq(orgMembers.orgId, orgId)))
    .leftJoin(scimUsers, and(eq(scimUsers.userId, users.id), eq(scimUsers.orgId, orgId)))
    .where(directoryWhere(db, orgId, criteria));

/** One page of the directory and how many match. */
export async function listDirectory(
  db: Db | Tx,
  orgId: number,
  criteria: ScimCriteria<UserFilterAttr> | null,
  paging: { startIndex?: number; count?: number },
): Promise<{ rows: DirectoryRow[]; total: number; startIndex: number }> {
  const page = pageOf(paging.startIndex, paging.count);
  const [totalRow] = await directoryCountQuery(db, orgId, criteria);
  const rows = page.limit === 0 ? [] : await directoryPageQuery(db, orgId, criteria, page);
  return { rows: rows.map(tidy), total: Number(totalRow?.n ?? 0), startIndex: page.startIndex };
}

/** One person of the directory, or null (not a member, never pushed: another organisation's people included). */
export async function findInDirectory(db: Db | Tx, orgId: number, userId: number): Promise<DirectoryRow | null> {
  const [row] = await directoryQuery(db, orgId)
    .where(and(eq(users.id, userId), or(isNotNull(orgMembers.id), isNotNull(scimUsers.id))))
    .limit(1);
  return row ? tidy(row) : null;
}

/** Which of the ids are in the organisation's directory. */
export async function inDirectory(db: Db | Tx, orgId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), inArray(users.id, directoryIds(db, orgId))));
  return new Set(rows.map((r) => r.id));
}

export type GroupRef = { value: string; display: string; $ref: string };

/** The groups of each of the people (in this organisation only). */
export async function groupsOf(
  db: Db | Tx,
  orgId: number,
  userIds: number[],
  baseUrl: string,
): Promise<Map<number, GroupRef[]>> {
  const byUser = new Map<number, GroupRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: scimGroupMembers.userId, id: scimGroups.id, name: scimGroups.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(eq(scimGroupMembers.orgId, orgId), inArray(scimGroupMembers.userId, userIds)))
    .orderBy(asc(scimGroups.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ value: String(row.id), display: row.name, $ref: `${baseUrl}/Groups/${row.id}` });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** A full name as given and family name, for a member the provider never pushed ("Ada King Lovelace"). */
function nameParts(fullName: string): { givenName: string; familyName: string | null } {
  const [given, ...rest] = fullName.trim().split(/\s+/);
  return { givenName: given ?? fullName, familyName: rest.length ? rest.join(" ") : null };
}

/** The SCIM User of a directory row. */
export function userResource(row: DirectoryRow, groups: GroupRef[] | undefined, baseUrl: string): ScimResource {
  const { user, member, scim } = row;
  const derived = nameParts(user.fullName);
  const givenName = scim ? scim.givenName : derived.givenName;
  const familyName = scim ? scim.familyName : derived.familyName;
  const formatted =
    [givenName, scim?.middleName, familyName].filter(Boolean).join(" ") || scim?.displayName || user.fullName;
  const name: Record<string, string> = { formatted };
  if (givenName) name.givenName = givenName;
  if (familyName) name.familyName = familyName;
  if (scim?.middleName) name.middleName = scim.middleName;
  const managerId = member?.managerId ?? null;
  const created = scim?.createdAt ?? member?.joinedAt ?? new Date(0);
  const lastModified = scim?.updatedAt ?? member?.joinedAt ?? created;
  const resource: ScimResource = {
    schemas: managerId ? [USER_SCHEMA, ENTERPRISE_USER_SCHEMA] : [USER_SCHEMA],
    id: String(user.id),
    ...(scim?.externalId ? { externalId: scim.externalId } : {}),
    userName: scim?.userName ?? user.email,
    name,
    displayName: scim?.displayName ?? user.fullName,
    emails: [{ value: scim?.email ?? user.email, type: "work", primary: true }],
    active: member !== null,
    groups: groups ?? [],
  };
  if (managerId) {
    resource[ENTERPRISE_USER_SCHEMA] = {
      manager: {
        value: String(managerId),
        $ref: `${baseUrl}/Users/${managerId}`,
        ...(row.managerName ? { displayName: row.managerName } : {}),
      },
    };
  }
  resource.meta = {
    resourceType: "User",
    created: created.toISOString(),
    lastModified: lastModified.toISOString(),
    location: `${baseUrl}/Users/${user.id}`,
  };
  return resource;
}
