import "server-only";
// Retention: events older than 13 months are removed, only ever from the start of an organisation's chain (never a
// hole in the middle: a row older than the cutoff after a newer one waits until that one expires too). Before
// removing, the segment is checked intact (a broken one stays, as evidence); after, a checkpoint records the last
// removed place and hash (verification starts from it) and an `audit_expired` event in the chain says the same, so
// the checkpoint's own words are hashed. Runs from the `audit-retention` job, daily.
import { and, eq, exists, gt, isNotNull, lt, lte } from "drizzle-orm";
import { GENESIS_HASH } from "@/lib/audit-chain";
import { getDb } from "../db/client";
import { orgAudit, orgAuditCheckpoints, orgAuditHeads } from "../db/schema";
import { appendOrgAudit, lockAuditHead } from "./append";
import { latestCheckpoint, seqAtTime } from "./rows";
import { walkChain, type BrokenRow } from "./verify";

/** How long events are kept. */
export const AUDIT_RETENTION_MONTHS = 13;

/** Rows one expiry removes (one checkpoint each); an organisation gets a few per run. */
const MAX_REMOVED_PER_EXPIRY = 50_000;
const EXPIRIES_PER_ORG_PER_RUN = 4;

/** Events written before this time have expired. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  return cutoff;
}

export type Expiry = { removed: number; refused: BrokenRow | null };

/** Removes the organisation's expired events from the start of its chain (at most 50,000) and records the checkpoint. */
export async function expireOrgAudit(orgId: number, now = new Date()): Promise<Expiry> {
  const db = await getDb();
  const cutoff = retentionCutoff(now);
  return db.transaction(async (tx): Promise<Expiry> => {
    const head = await lockAuditHead(tx, orgId);
    const checkpoint = await latestCheckpoint(tx, orgId);
    const start = checkpoint ? { seq: checkpoint.seq, hash: checkpoint.hash } : { seq: 0, hash: GENESIS_HASH };
    const firstKept = await seqAtTime(tx, orgId, { from: cutoff });
    const throughSeq = Math.min(firstKept === null ? head.seq : firstKept - 1, start.seq + MAX_REMOVED_PER_EXPIRY);
    if (throughSeq <= start.seq) return { removed: 0, refused: null };
    const walk = await walkChain(tx, orgId, start, { fromCheckpoint: checkpoint !== null, throughSeq });
    if (walk.broken || walk.last.seq !== throughSeq) {
      const refused = walk.broken ?? { id: null, seq: walk.last.seq + 1, reason: "seq_gap" as const };
      console.error(`[audit retention] organisation ${orgId}: the chain is broken at ${refused.seq}; nothing removed`);
      return { removed: 0, refused };
    }
    const removed = (
      await tx
        .delete(orgAudit)
        .where(and(eq(orgAudit.orgId, orgId), gt(orgAudit.seq, start.seq), lte(orgAudit.seq, throughSeq)))
        .returning({ id: orgAudit.id })
    ).length;
    const [event] = await appendOrgAudit(tx, { orgId, userId: null }, [
      {
        action: "audit_expired",
        details: {
          throughSeq,
          throughHash: walk.last.hash,
          removed,
          cutoff: cutoff.toISOString(),
          retentionMonths: AUDIT_RETENTION_MONTHS,
          byJob: true,
        },
      },
    ]);
    await tx.insert(orgAuditCheckpoints).values({
      orgId,
      seq: throughSeq,
      hash: walk.last.hash,
      removedCount: removed,
      eventSeq: event!.seq,
      createdAt: event!.createdAt,
    });
    return { removed, refused: null };
  });
}

/** Expires the events of organisations that have any past the cutoff, at most `limit` organisations a run. */
export async function expireAuditTrails({ limit, now = new Date() }: { limit: number; now?: Date }) {
  const db = await getDb();
  const cutoff = retentionCutoff(now);
  const expired = db
    .select({ one: orgAudit.id })
    .from(orgAudit)
    .where(and(eq(orgAudit.orgId, orgAuditHeads.orgId), isNotNull(orgAudit.seq), lt(orgAudit.createdAt, cutoff)));
  const due = await db
    .select({ orgId: orgAuditHeads.orgId })
    .from(orgAuditHeads)
    .where(exists(expired))
    .orderBy(orgAuditHeads.orgId)
    .limit(Number.isFinite(limit) ? limit : 1_000_000);
  let removed = 0;
  for (const { orgId } of due) {
    try {
      for (let i = 0; i < EXPIRIES_PER_ORG_PER_RUN; i++) {
        const expiry = await expireOrgAudit(orgId, now);
        removed += expiry.removed;
        if (expiry.removed < MAX_REMOVED_PER_EXPIRY) break;
      }
    } catch (error) {
      console.error(`[audit retention] organisation ${orgId} failed:`, (error as Error).message);
    }
  }
  return { organisations: due.length, removed };
}
