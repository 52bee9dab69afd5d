import "server-only";
// Rows written before the hash chain existed join it at migration (lib/server/db/migrate.ts), never on a read:
// each organisation's unchained rows are appended to its chain in the order they were written (by id), their time
// cut to the millisecond the hash covers. Idempotent: only rows without a place are touched, so a second run does
// nothing.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { auditHash, storedDetails, type AuditContent } from "@/lib/audit-chain";
import type { Db } from "../db/client";
import { orgAudit, orgAuditHeads } from "../db/schema";
import { lockAuditHead } from "./append";

const PAGE = 500;

/** Chains one organisation's unchained rows; answers how many. */
async function chainOrg(db: Db, orgId: number): Promise<number> {
  return db.transaction(async (tx) => {
    let position = await lockAuditHead(tx, orgId);
    let chained = 0;
    let afterId = 0;
    for (;;) {
      const rows = await tx
        .select({
          id: orgAudit.id,
          actorId: orgAudit.actorId,
          action: orgAudit.action,
          targetUserId: orgAudit.targetUserId,
          details: orgAudit.details,
          createdAt: sql<string>`to_char(date_trunc('milliseconds', ${orgAudit.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        })
        .from(orgAudit)
        .where(and(eq(orgAudit.orgId, orgId), isNull(orgAudit.seq), gt(orgAudit.id, afterId)))
        .orderBy(asc(orgAudit.id))
        .limit(PAGE);
      if (rows.length === 0) break;
      const values = rows.map((row) => {
        const content: AuditContent = {
          orgId,
          seq: position.seq + 1,
          actorId: row.actorId,
          action: row.action,
          targetUserId: row.targetUserId,
          details: storedDetails(row.details),
          createdAt: row.createdAt,
        };
        const hash = auditHash(position.hash, content);
        const value = sql`(${row.id}::int, ${content.seq}::int, ${position.hash}::varchar, ${hash}::varchar, ${row.createdAt}::timestamptz)`;
        position = { seq: content.seq, hash };
        return value;
      });
      await tx.execute(sql`update ${orgAudit} set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash,
        created_at = v.created_at
        from (values ${sql.join(values, sql`, `)}) as v(id, seq, prev_hash, hash, created_at)
        where ${orgAudit.id} = v.id`);
      chained += rows.length;
      afterId = rows.at(-1)!.id;
    }
    if (chained > 0) {
      await tx
        .update(orgAuditHeads)
        .set({ lastSeq: position.seq, lastHash: position.hash, updatedAt: new Date() })
        .where(eq(orgAuditHeads.orgId, orgId));
    }
    return chained;
  });
}

/** Chains every organisation's rows that have no place yet; answers how many rows were chained. */
export async function chainUnchainedAuditRows(db: Db): Promise<number> {
  const orgs = await db.selectDistinct({ orgId: orgAudit.orgId }).from(orgAudit).where(isNull(orgAudit.seq));
  let chained = 0;
  for (const { orgId } of orgs) chained += await chainOrg(db, orgId);
  return chained;
}
