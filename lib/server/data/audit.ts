import "server-only";
// The audit trail of verification events (requested, e-mailed, viewed, signed, declined, voided...): who, what,
// when, from where. Rows are only ever added.
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../db/client";
import { auditLog, signingRequests } from "../db/schema";

/** Who made the request and from where, as route handlers know it. */
export type RequestMeta = { actor: string; ip: string | null; userAgent: string | null };

export type AuditEntry = {
  /** The account the event belongs to (the rep). */
  userId: number;
  entityType: "quota_record" | "signing_request" | (string & {});
  entityId: number;
  action: string;
  details?: Record<string, unknown>;
};

export async function writeAudit(db: Db | Tx, entry: AuditEntry, meta: RequestMeta): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    actor: meta.actor.slice(0, 254),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 1000) ?? null,
    details: entry.details ?? {},
  });
}

/** What the rep sees of the trail: never an IP address (the manager's is theirs, not the rep's, to know). */
export type HistoryEntry = {
  id: number;
  action: string;
  actor: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** A quota record's trail, oldest first: its own events and those of its signing requests' e-mails. */
export async function quotaRecordHistory(userId: number, recordId: number): Promise<HistoryEntry[]> {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  const db = await getDb();
  const requests = await db
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(and(eq(signingRequests.userId, userId), eq(signingRequests.quotaRecordId, recordId)));
  const ofRecord = and(eq(auditLog.entityType, "quota_record"), eq(auditLog.entityId, recordId));
  const ofRequests =
    requests.length > 0
      ? and(
          eq(auditLog.entityType, "signing_request"),
          inArray(
            auditLog.entityId,
            requests.map((r) => r.id),
          ),
        )
      : undefined;
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor: auditLog.actor,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), ofRequests ? or(ofRecord, ofRequests) : ofRecord))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
