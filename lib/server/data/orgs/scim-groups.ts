import "server-only";
// SCIM Groups of an organisation: its identity provider's groups (one per name: Microsoft Entra matches by name) and
// who is in them, each member a person of the organisation's SCIM Users (anyone else is 400, invalidValue). A group
// whose name maps to a role (lib/scim/group-roles.ts) sets its members' roles: every change that touches such a group
// recomputes the role of the people it touched (scim-roles.ts). A PATCH never loads the members it does not change.
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { GroupFilterAttr, ScimCriteria } from "@/lib/scim/filter";
import { roleForGroupName } from "@/lib/scim/group-roles";
import { normalizeOps, planGroupPatch, type GroupPatchPlan } from "@/lib/scim/patch";
import { pageOf, type ScimResource } from "@/lib/scim/resources";
import { GROUP_SCHEMA } from "@/lib/scim/urns";
import type { ScimGroupInput, ScimPatchInput } from "@/lib/validators/scim";
import { getDb, type Db, type Tx } from "../../db/client";
import { scimGroupMembers, scimGroups, users } from "../../db/schema";
import { isUniqueViolation } from "../../errors";
import type { ScimCaller } from "../../scim/frame";
import { criteriaSql, numericId } from "../../scim/criteria-sql";
import { scimError, scimNotFound } from "../../scim/errors";
import { directoryIds, inDirectory } from "./scim-directory";
import { recomputeRoles } from "./scim-roles";

type GroupRow = typeof scimGroups.$inferSelect;

/** What `attr eq value` means on the groups' query. */
function groupComparison(attr: GroupFilterAttr, value: string | boolean): SQL {
  const text = String(value);
  switch (attr) {
    case "id": {
      const id = numericId(text);
      return id === null ? sql`false` : eq(scimGroups.id, id);
    }
    case "displayName":
      return sql`lower(${scimGroups.displayName}) = lower(${text})`;
    case "externalId":
      return eq(scimGroups.externalId, text);
    case "member": {
      const id = numericId(text);
      if (id === null) return sql`false`;
      return sql`exists (select 1 from "scim_group_members" m where m."group_id" = ${scimGroups.id} and m."user_id" = ${id})`;
    }
  }
}

/** The groups' members (id and name) still in the organisation's directory, in the order they joined. */
async function membersOf(db: Db | Tx, orgId: number, groupIds: number[], baseUrl: string) {
  const byGroup = new Map<number, { value: string; display: string; $ref: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, userId: users.id, name: users.fullName })
    .from(scimGroupMembers)
    .innerJoin(users, eq(users.id, scimGroupMembers.userId))
    .where(and(inArray(scimGroupMembers.groupId, groupIds), inArray(users.id, directoryIds(db, orgId))))
    .orderBy(asc(scimGroupMembers.createdAt), asc(users.id));
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? [];
    list.push({ value: String(row.userId), display: row.name, $ref: `${baseUrl}/Users/${row.userId}` });
    byGroup.set(row.groupId, list);
  }
  return byGroup;
}

function groupResource(group: GroupRow, members: ScimResource["members"] | undefined, baseUrl: string): ScimResource {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(group.id),
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    ...(members === undefined ? {} : { members }),
    meta: {
      resourceType: "Group",
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${group.id}`,
    },
  };
}

/** One page of the organisation's groups (oldest first) and how many match; members only when `withMembers`. */
export async function listScimGroups(
  caller: ScimCaller,
  criteria: ScimCriteria<GroupFilterAttr> | null,
  paging: { startIndex?: number; count?: number },
  withMembers: boolean,
): Promise<{ resources: ScimResource[]; total: number; startIndex: number }> {
  const db = await getDb();
  const where = and(eq(scimGroups.orgId, caller.org.id), criteria ? criteriaSql(criteria, groupComparison) : undefined);
  const page = pageOf(paging.startIndex, paging.count);
  const [totalRow] = await db.select({ n: count() }).from(scimGroups).where(where);
  const rows =
    page.limit === 0
      ? []
      : await db
          .select()
          .from(scimGroups)
          .where(where)
          .orderBy(asc(scimGroups.id))
          .offset(page.offset)
          .limit(page.limit);
  const members = withMembers
    ? await membersOf(
        db,
        caller.org.id,
        rows.map((r) => r.id),
        caller.baseUrl,
      )
    : null;
  const resources = rows.map((row) =>
    groupResource(row, members ? (members.get(row.id) ?? []) : undefined, caller.baseUrl),
  );
  return { resources, total: Number(totalRow?.n ?? 0), startIndex: page.startIndex };
}

/** The organisation's group, or 404 (another organisation's groups included). */
async function findGroup(db: Db | Tx, orgId: number, groupId: string, lock = false): Promise<GroupRow> {
  const id = numericId(groupId);
  const query = db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.orgId, orgId), eq(scimGroups.id, id ?? -1)));
  const [group] = lock ? await query.for("update") : await query;
  if (!group) throw scimNotFound("Group", groupId);
  return group;
}

export async function readScimGroup(caller: ScimCaller, groupId: string, withMembers: boolean): Promise<ScimResource> {
  const db = await getDb();
  const group = await findGroup(db, caller.org.id, groupId);
  const members = withMembers
    ? ((await membersOf(db, caller.org.id, [group.id], caller.baseUrl)).get(group.id) ?? [])
    : undefined;
  return groupResource(group, members, caller.baseUrl);
}

/** The member ids as accounts of the organisation's directory; 400 (invalidValue) for any other. */
async function directoryMembers(tx: Tx, orgId: number, values: string[]): Promise<number[]> {
  const ids = [...new Set(values)].map((value) => ({ value, id: numericId(value) }));
  const known = await inDirectory(
    tx,
    orgId,
    ids.flatMap((i) => (i.id === null ? [] : [i.id])),
  );
  const unknown = ids.find((i) => i.id === null || !known.has(i.id));
  if (unknown) throw scimError("invalidValue", `No user ${unknown.value} in this organisation`);
  return ids.map((i) => i.id!);
}

/** Applies a plan to a locked group; recomputes the roles the change touched. */
async function applyPlan(tx: Tx, caller: ScimCaller, group: GroupRow, plan: GroupPatchPlan): Promise<void> {
  const orgId = caller.org.id;
  const renamed = plan.displayName !== undefined && plan.displayName !== group.displayName;
  if (renamed || plan.externalId !== undefined) {
    await tx
      .update(scimGroups)
      .set({
        ...(renamed ? { displayName: plan.displayName } : {}),
        ...(plan.externalId !== undefined ? { externalId: plan.externalId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(scimGroups.id, group.id));
  }
  const touched = new Set<number>();
  const inGroup = (userIds?: number[]) =>
    and(eq(scimGroupMembers.groupId, group.id), userIds ? inArray(scimGroupMembers.userId, userIds) : undefined);
  if (plan.members.base === "none") {
    const removed = await tx.delete(scimGroupMembers).where(inGroup()).returning({ userId: scimGroupMembers.userId });
    removed.forEach((r) => touched.add(r.userId));
  }
  const toRemove = plan.members.remove.flatMap((value) => numericId(value) ?? []);
  if (toRemove.length > 0) {
    const removed = await tx
      .delete(scimGroupMembers)
      .where(inGroup(toRemove))
      .returning({ userId: scimGroupMembers.userId });
    removed.forEach((r) => touched.add(r.userId));
  }
  const toAdd = await directoryMembers(tx, orgId, plan.members.add);
  if (toAdd.length > 0) {
    await tx
      .insert(scimGroupMembers)
      .values(toAdd.map((userId) => ({ groupId: group.id, userId, orgId })))
      .onConflictDoNothing();
    toAdd.forEach((id) => touched.add(id));
  }
  if (touched.size > 0 && !renamed && plan.externalId === undefined) {
    await tx.update(scimGroups).set({ updatedAt: new Date() }).where(eq(scimGroups.id, group.id));
  }
  const roleBefore = roleForGroupName(group.displayName);
  const roleAfter = roleForGroupName(plan.displayName ?? group.displayName);
  if (roleBefore !== roleAfter) {
    // The group now gives another role (or none): everyone in it, and everyone who just left it.
    const everyone = await tx.select({ userId: scimGroupMembers.userId }).from(scimGroupMembers).where(inGroup());
    everyone.forEach((r) => touched.add(r.userId));
  }
  if (roleBefore || roleAfter) await recomputeRoles(tx, orgId, [...touched], caller.actor);
}

/** A unique violation of the group's name (two requests at once) as the uniqueness error. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw scimError("uniqueness", "A group with this displayName already exists");
    throw error;
  }
}

async function requireFreeName(tx: Tx, orgId: number, displayName: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(and(eq(scimGroups.orgId, orgId), sql`lower(${scimGroups.displayName}) = lower(${displayName})`));
  if (taken && taken.id !== exceptId) throw scimError("uniqueness", `A group named ${displayName} already exists`);
}

/** POST /Groups: the new group's id. */
export async function createScimGroup(caller: ScimCaller, input: ScimGroupInput): Promise<number> {
  const orgId = caller.org.id;
  const db = await getDb();
  return uniquely(() =>
    db.transaction(async (tx) => {
      await requireFreeName(tx, orgId, input.displayName, null);
      const [group] = await tx
        .insert(scimGroups)
        .values({ orgId, displayName: input.displayName, externalId: input.externalId })
        .returning();
      const add = (input.members ?? []).map((m) => m.value);
      await applyPlan(tx, caller, group!, { members: { base: "current", add, remove: [] } });
      return group!.id;
    }),
  );
}

/** PUT /Groups/{id}: name and external id replaced; the members too when the request lists them. */
export async function replaceScimGroup(caller: ScimCaller, groupId: string, input: ScimGroupInput): Promise<void> {
  const db = await getDb();
  await uniquely(() =>
    db.transaction(async (tx) => {
      const group = await findGroup(tx, caller.org.id, groupId, true);
      await requireFreeName(tx, caller.org.id, input.displayName, group.id);
      const members = input.members
        ? { base: "none" as const, add: input.members.map((m) => m.value), remove: [] }
        : { base: "current" as const, add: [], remove: [] };
      await applyPlan(tx, caller, group, { displayName: input.displayName, externalId: input.externalId, members });
    }),
  );
}

/** PATCH /Groups/{id}: Okta's and Microsoft Entra's member and name operations. */
export async function patchScimGroup(caller: ScimCaller, groupId: string, body: ScimPatchInput): Promise<void> {
  const plan = planGroupPatch(normalizeOps(body.Operations));
  const db = await getDb();
  await uniquely(() =>
    db.transaction(async (tx) => {
      const group = await findGroup(tx, caller.org.id, groupId, true);
      if (plan.displayName !== undefined) await requireFreeName(tx, caller.org.id, plan.displayName, group.id);
      await applyPlan(tx, caller, group, plan);
    }),
  );
}

/** DELETE /Groups/{id}: the group goes; its members' roles follow their remaining groups. */
export async function deleteScimGroup(caller: ScimCaller, groupId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const group = await findGroup(tx, caller.org.id, groupId, true);
    const members = await tx
      .select({ userId: scimGroupMembers.userId })
      .from(scimGroupMembers)
      .where(eq(scimGroupMembers.groupId, group.id));
    await tx.delete(scimGroups).where(eq(scimGroups.id, group.id));
    if (roleForGroupName(group.displayName)) {
      await recomputeRoles(
        tx,
        caller.org.id,
        members.map((m) => m.userId),
        caller.actor,
      );
    }
  });
}
