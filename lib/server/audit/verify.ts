import "server-only";
// Verifying an organisation's audit chain: a walk from the latest retention checkpoint (or the genesis) through
// every row in seq order, a page at a time, checking each row's place, its link to the row before and its own hash;
// then the end against the head (a removed tail shows), the checkpoint against the `audit_expired` event that
// recorded it, and that no row sits outside the chain. Reads only: nothing is written, whatever it finds.
import { and, asc, eq, isNull, lte, ne } from "drizzle-orm";
import { checkNextEvent, GENESIS_HASH, type ChainBreak, type ChainPosition } from "@/lib/audit-chain";
import { getDb, type Db, type Tx } from "../db/client";
import { orgAudit } from "../db/schema";
import { chainHead, chainRows, latestCheckpoint, type ChainRow, type Checkpoint } from "./rows";

export type BrokenRow = { id: number | null; seq: number | null; reason: ChainBreak };

export type AuditVerification = {
  ok: boolean;
  /** Rows found intact, from the checkpoint (or the start) to the first broken one. */
  checked: number;
  firstBroken: BrokenRow | null;
  checkpoint: { seq: number; hash: string; removedCount: number; createdAt: Date } | null;
  head: { seq: number; hash: string };
};

/** What the walk found: how far it got intact, and the first break. */
type Walk = { checked: number; last: ChainPosition; broken: BrokenRow | null; expiryEvent: ChainRow | null };

/**
 * Walks the rows after `start` (through `throughSeq` when given), stopping at the first that breaks. The first row
 * after a checkpoint links to the checkpoint; `eventSeq` names a row to keep (the checkpoint's own event).
 */
export async function walkChain(
  db: Db | Tx,
  orgId: number,
  start: ChainPosition,
  options: { fromCheckpoint: boolean; throughSeq?: number; eventSeq?: number },
): Promise<Walk> {
  const walk: Walk = { checked: 0, last: start, broken: null, expiryEvent: null };
  for await (const page of chainRows(db, orgId, { afterSeq: start.seq, throughSeq: options.throughSeq })) {
    for (const row of page) {
      const first = options.fromCheckpoint && walk.checked === 0;
      let reason = checkNextEvent(walk.last, row, first);
      if (!reason && row.subMillisecond) reason = "hash_mismatch";
      if (reason === "seq_gap") {
        // A row whose own place was changed still links to the row before it: name it rather than the next.
        const moved = await linkedRow(db, orgId, walk.last);
        walk.broken = moved ?? { id: row.id, seq: row.seq, reason };
        return walk;
      }
      if (reason) {
        walk.broken = { id: row.id, seq: row.seq, reason };
        return walk;
      }
      if (row.seq === options.eventSeq) walk.expiryEvent = row;
      walk.checked += 1;
      walk.last = { seq: row.seq, hash: row.hash };
    }
  }
  return walk;
}

/** The row that links to `before` but stands elsewhere in the chain (its place was edited), if any. */
async function linkedRow(db: Db | Tx, orgId: number, before: ChainPosition): Promise<BrokenRow | null> {
  const [row] = await db
    .select({ id: orgAudit.id, seq: orgAudit.seq })
    .from(orgAudit)
    .where(and(eq(orgAudit.orgId, orgId), eq(orgAudit.prevHash, before.hash), ne(orgAudit.seq, before.seq + 1)))
    .orderBy(asc(orgAudit.id))
    .limit(1);
  return row ? { id: row.id, seq: row.seq, reason: "seq_mismatch" } : null;
}

/** Whether the `audit_expired` event says what the checkpoint says (it is in the chain, so its words are hashed). */
function matchesCheckpoint(event: ChainRow | null, checkpoint: Checkpoint): boolean {
  if (!event || event.action !== "audit_expired") return false;
  const said = event.details;
  return (
    said.throughSeq === checkpoint.seq &&
    said.throughHash === checkpoint.hash &&
    said.removed === checkpoint.removedCount &&
    event.createdAt === checkpoint.createdAt.toISOString()
  );
}

async function verifyOnce(db: Db, orgId: number): Promise<AuditVerification & { checkpointId: number | null }> {
  const checkpoint = await latestCheckpoint(db, orgId);
  const start = checkpoint ? { seq: checkpoint.seq, hash: checkpoint.hash } : { seq: 0, hash: GENESIS_HASH };
  const answer = (walk: Pick<Walk, "checked">, broken: BrokenRow | null, head: ChainPosition) => ({
    ok: broken === null,
    checked: walk.checked,
    firstBroken: broken,
    checkpoint: checkpoint && {
      seq: checkpoint.seq,
      hash: checkpoint.hash,
      removedCount: checkpoint.removedCount,
      createdAt: checkpoint.createdAt,
    },
    head,
    checkpointId: checkpoint?.id ?? null,
  });
  const stored = async () => (await chainHead(db, orgId)) ?? { seq: 0, hash: GENESIS_HASH };

  if (checkpoint) {
    // Rows at or before the checkpoint were removed; one still there means the checkpoint was moved.
    const [behind] = await db
      .select({ id: orgAudit.id, seq: orgAudit.seq })
      .from(orgAudit)
      .where(and(eq(orgAudit.orgId, orgId), lte(orgAudit.seq, checkpoint.seq)))
      .orderBy(asc(orgAudit.seq))
      .limit(1);
    if (behind) return answer({ checked: 0 }, { ...behind, reason: "checkpoint_mismatch" }, await stored());
  }

  let walk = await walkChain(db, orgId, start, { fromCheckpoint: checkpoint !== null, eventSeq: checkpoint?.eventSeq });
  let head = await stored();
  // Rows appended while the walk ran: walk on to the head read after them.
  while (!walk.broken && head.seq > walk.last.seq) {
    const more = await walkChain(db, orgId, walk.last, {
      fromCheckpoint: checkpoint !== null && walk.checked === 0,
      eventSeq: checkpoint?.eventSeq,
    });
    if (more.checked === 0 && !more.broken) break;
    walk = { ...more, checked: walk.checked + more.checked, expiryEvent: walk.expiryEvent ?? more.expiryEvent };
    head = await stored();
  }
  if (walk.broken) return answer(walk, walk.broken, head);
  if (head.seq !== walk.last.seq || head.hash !== walk.last.hash) {
    // The last row moved out of its place, the tail was removed (the head is further than the rows), or the head
    // itself was changed.
    const moved = head.seq > walk.last.seq ? await linkedRow(db, orgId, walk.last) : null;
    const seq = head.seq > walk.last.seq ? walk.last.seq + 1 : head.seq;
    return answer(walk, moved ?? { id: null, seq, reason: "head_mismatch" }, head);
  }
  if (checkpoint && !matchesCheckpoint(walk.expiryEvent, checkpoint)) {
    return answer(
      walk,
      { id: walk.expiryEvent?.id ?? null, seq: checkpoint.eventSeq, reason: "checkpoint_mismatch" },
      head,
    );
  }
  const [unchained] = await db
    .select({ id: orgAudit.id })
    .from(orgAudit)
    .where(and(eq(orgAudit.orgId, orgId), isNull(orgAudit.seq)))
    .orderBy(asc(orgAudit.id))
    .limit(1);
  if (unchained) return answer(walk, { id: unchained.id, seq: null, reason: "unchained" }, head);
  return answer(walk, null, head);
}

/**
 * Verifies the organisation's chain. Retention removing rows while the walk runs can make a sound chain look broken
 * (the walk's checkpoint is no longer the latest): then it walks again from the new checkpoint.
 */
export async function verifyOrgAudit(orgId: number): Promise<AuditVerification> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    const { checkpointId, ...result } = await verifyOnce(db, orgId);
    if (result.ok || attempt >= 2) return result;
    const latest = await latestCheckpoint(db, orgId);
    if ((latest?.id ?? null) === checkpointId) return result;
  }
}
