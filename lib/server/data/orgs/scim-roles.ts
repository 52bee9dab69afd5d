import "server-only";
// What the identity provider's groups and manager attribute do to memberships: a member's role follows their groups
// (lib/scim/group-roles.ts: the highest mapped role, else the default), recomputed whenever a group that maps to a role
// gains or loses them, is renamed or removed; the owner's role is never touched. The enterprise extension's manager
// draws the reporting line when the manager is another member (else the line is left as it is). Every change is written
// to the audit trail with `via: "scim"`.
import { and, eq, inArray } from "drizzle-orm";
import { roleFromGroups } from "@/lib/scim/group-roles";
import type { Tx } from "../../db/client";
import { orgMembers, scimGroupMembers, scimGroups } from "../../db/schema";
import { writeOrgAudit, type OrgActor } from "./access";

/** The names of each person's groups in the organisation. */
export async function groupNamesOf(tx: Tx, orgId: number, userIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return names;
  const rows = await tx
    .select({ userId: scimGroupMembers.userId, name: scimGroups.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(eq(scimGroupMembers.orgId, orgId), inArray(scimGroupMembers.userId, userIds)));
  for (const row of rows) names.get(row.userId)?.push(row.name);
  return names;
}

/** The role a person's groups give them now. */
export async function roleFromTheirGroups(tx: Tx, orgId: number, userId: number) {
  return roleFromGroups((await groupNamesOf(tx, orgId, [userId])).get(userId) ?? []);
}

/** Sets each member's role from their groups (owners and people who are not members are left alone). */
export async function recomputeRoles(tx: Tx, orgId: number, userIds: number[], actor: OrgActor): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const members = await tx
    .select({ userId: orgMembers.userId, role: orgMembers.role })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.userId, ids)))
    .for("update");
  const names = await groupNamesOf(
    tx,
    orgId,
    members.map((m) => m.userId),
  );
  for (const member of members) {
    if (member.role === "owner") continue;
    const groups = names.get(member.userId) ?? [];
    const role = roleFromGroups(groups);
    if (role === member.role) continue;
    await tx
      .update(orgMembers)
      .set({ role })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, member.userId)));
    await writeOrgAudit(tx, actor, {
      action: "member_updated",
      targetUserId: member.userId,
      details: { role, previousRole: member.role, via: "scim", groups },
    });
  }
}

/**
 * Draws (or, with null, ends) a member's reporting line as the provider says. The line is recorded as set by the
 * owner or admin whose token the provider uses (the attestation rule accepts a line someone other than the seller
 * set). A manager who is not another member of the organisation (yet), or one who reports to the member, is ignored:
 * providers send people in any order and send the manager again on their next cycle.
 */
export async function setManagerFromProvider(
  tx: Tx,
  orgId: number,
  userId: number,
  managerValue: string | null,
  actor: OrgActor,
): Promise<void> {
  const [member] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .for("update");
  if (!member) return;
  let managerId: number | null = null;
  if (managerValue !== null) {
    if (!/^\d{1,9}$/.test(managerValue) || Number(managerValue) === userId) return;
    const [manager] = await tx
      .select({ managerId: orgMembers.managerId })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, Number(managerValue))));
    if (!manager || manager.managerId === userId) return;
    managerId = Number(managerValue);
  }
  // The same line, already recorded as set by someone other than the member: nothing changes (nor who set it).
  const recorded = member.managerSetBy !== null && member.managerSetBy !== userId;
  if (managerId === member.managerId && (managerId === null || recorded)) return;
  await tx
    .update(orgMembers)
    .set({ managerId, managerSetBy: actor.userId, managerSetAt: new Date() })
    .where(eq(orgMembers.id, member.id));
  await writeOrgAudit(tx, actor, {
    action: "manager_set",
    targetUserId: userId,
    details: {
      managerId,
      previousManagerId: member.managerId,
      managerSetBy: actor.userId,
      changed: managerId !== member.managerId,
      via: "scim",
    },
  });
}
