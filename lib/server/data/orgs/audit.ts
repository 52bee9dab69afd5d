import "server-only";
// The organisation's audit trail, for its owners and admins: newest first, with who did it and to whom.
import { alias } from "drizzle-orm/pg-core";
import { desc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { orgAudit, users } from "../../db/schema";
import { ADMIN_ROLES, orgMember, requireOrgRole } from "./access";

export async function listOrgAudit(userId: number, orgId: number, limit = 200) {
  const { member } = await orgMember(userId, orgId);
  requireOrgRole(member, ADMIN_ROLES, "see the audit trail");
  const db = await getDb();
  const target = alias(users, "target");
  return db
    .select({
      id: orgAudit.id,
      action: orgAudit.action,
      actor: users.fullName,
      actorId: orgAudit.actorId,
      target: target.fullName,
      targetUserId: orgAudit.targetUserId,
      details: orgAudit.details,
      createdAt: orgAudit.createdAt,
    })
    .from(orgAudit)
    .leftJoin(users, eq(users.id, orgAudit.actorId))
    .leftJoin(target, eq(target.id, orgAudit.targetUserId))
    .where(eq(orgAudit.orgId, orgId))
    .orderBy(desc(orgAudit.createdAt), desc(orgAudit.id))
    .limit(limit);
}
