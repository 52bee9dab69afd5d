import "server-only";
// The organisation's audit trail, for its owners and admins: newest first, with who did it and to whom, and each
// entry's place in the hash chain (lib/server/audit/: verification, export, webhook, retention).
import { alias } from "drizzle-orm/pg-core";
import { desc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { orgAudit, users } from "../../db/schema";
import { isOrgAdmin, writeOrgAudit, type OrgContext } from "./access";

/** The trail of the caller's organisation: the route lets owners and admins only (see withOrg). */
export async function listOrgAudit({ org }: OrgContext, limit = 200) {
  const orgId = org.id;
  const db = await getDb();
  const target = alias(users, "target");
  return db
    .select({
      id: orgAudit.id,
      seq: orgAudit.seq,
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

/** A download of the team report, recorded as the caller's: what and whose figures (everyone, or their reports). */
export async function recordReportExport(ctx: OrgContext, format: "csv" | "xlsx"): Promise<void> {
  await writeOrgAudit(await getDb(), ctx.member, {
    action: "report_exported",
    details: { report: "team", format, scope: isOrgAdmin(ctx.member) ? "organisation" : "direct_reports" },
  });
}
