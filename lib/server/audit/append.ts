import "server-only";
// Appending to an organisation's audit chain (lib/audit-chain.ts). The writer locks the organisation's head row in
// its own transaction (a savepoint inside the caller's, or a transaction of its own), computes each new row's place
// and hash from the head, inserts the rows and moves the head: two writers of one organisation take turns, so the
// chain never forks, and the unique (org_id, seq) index refuses a fork should anything bypass the lock.
import { eq } from "drizzle-orm";
import { auditHash, GENESIS_HASH, storedDetails, type AuditContent, type ChainPosition } from "@/lib/audit-chain";
import type { Db, Tx } from "../db/client";
import { orgAudit, orgAuditHeads } from "../db/schema";
import type { OrgActor, OrgAuditAction } from "../data/orgs/access";

export type AuditEntry = {
  action: OrgAuditAction;
  targetUserId?: number | null;
  details?: Record<string, unknown>;
};

export type AppendedEvent = { id: number; seq: number; hash: string; createdAt: Date };

/** Rows per insert statement when many events are appended at once (an award run). */
const INSERT_CHUNK = 500;

/** Locks the organisation's head row for the rest of `tx` (making it at the genesis on the first append). */
export async function lockAuditHead(tx: Tx, orgId: number): Promise<ChainPosition> {
  const read = () =>
    tx
      .select({ seq: orgAuditHeads.lastSeq, hash: orgAuditHeads.lastHash })
      .from(orgAuditHeads)
      .where(eq(orgAuditHeads.orgId, orgId))
      .for("update");
  const [head] = await read();
  if (head) return head;
  // Two first appends at once: one inserts, the other waits for it, does nothing, and then locks the row it made.
  await tx.insert(orgAuditHeads).values({ orgId, lastSeq: 0, lastHash: GENESIS_HASH }).onConflictDoNothing();
  const [made] = await read();
  if (!made) throw new Error(`The audit head of organisation ${orgId} could not be made`);
  return made;
}

/**
 * Appends the entries, in order, to the actor's organisation's chain, all stamped with the same time. Runs in a
 * (nested) transaction of `db`, so the caller's transaction holds the head until it commits.
 */
export async function appendOrgAudit(
  db: Db | Tx,
  actor: OrgActor,
  entries: readonly AuditEntry[],
): Promise<AppendedEvent[]> {
  if (entries.length === 0) return [];
  const { orgId, userId } = actor;
  return db.transaction(async (tx) => {
    let position = await lockAuditHead(tx, orgId);
    const createdAt = new Date();
    const rows = entries.map((entry) => {
      const content: AuditContent = {
        orgId,
        seq: position.seq + 1,
        actorId: userId,
        action: entry.action,
        targetUserId: entry.targetUserId ?? null,
        details: storedDetails(entry.details),
        createdAt: createdAt.toISOString(),
      };
      const hash = auditHash(position.hash, content);
      const row = { ...content, createdAt, prevHash: position.hash, hash };
      position = { seq: content.seq, hash };
      return row;
    });
    const appended: AppendedEvent[] = [];
    for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
      appended.push(
        ...(await tx
          .insert(orgAudit)
          .values(rows.slice(at, at + INSERT_CHUNK))
          .returning({ id: orgAudit.id, seq: orgAudit.seq, hash: orgAudit.hash, createdAt: orgAudit.createdAt })
          .then((inserted) => inserted.map((r) => ({ ...r, seq: r.seq!, hash: r.hash! })))),
      );
    }
    await tx
      .update(orgAuditHeads)
      .set({ lastSeq: position.seq, lastHash: position.hash, updatedAt: createdAt })
      .where(eq(orgAuditHeads.orgId, orgId));
    return appended;
  });
}
