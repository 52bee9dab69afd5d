// A long audit chain for the benchmark and the tests of large exports: `count` events appended to an organisation's
// chain (after whatever it holds), hashed exactly as the app hashes them (lib/audit-chain.ts), written a thousand
// rows a statement, and the head moved to the last. Events are a millisecond apart, ending about now unless
// `endAt` says otherwise. Works on node-postgres's Client and on PGlite.
import { auditHash, GENESIS_HASH, type AuditContent } from "../../lib/audit-chain";
import type { SqlClient } from "./org-seed";

const ROWS_PER_STATEMENT = 1_000;
const ACTIONS = ["member_updated", "award_issued", "talent_viewed", "manager_set", "recognition_rule_changed"];

export type SeededChain = { firstSeq: number; lastSeq: number; lastHash: string; firstAt: Date; lastAt: Date };

export async function seedAuditChain(
  client: SqlClient,
  orgId: number,
  count: number,
  { actorId = null, endAt = new Date() }: { actorId?: number | null; endAt?: Date } = {},
): Promise<SeededChain> {
  const {
    rows: [head],
  } = await client.query<{ last_seq: number; last_hash: string }>(
    `select last_seq, last_hash from org_audit_heads where org_id = $1`,
    [orgId],
  );
  let position = { seq: head?.last_seq ?? 0, hash: head?.last_hash ?? GENESIS_HASH };
  const firstSeq = position.seq + 1;
  const firstAt = new Date(endAt.getTime() - count + 1);
  for (let at = 0; at < count; at += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (let i = at; i < Math.min(count, at + ROWS_PER_STATEMENT); i++) {
      const content: AuditContent = {
        orgId,
        seq: position.seq + 1,
        actorId,
        action: ACTIONS[i % ACTIONS.length]!,
        targetUserId: null,
        details: { n: i, note: i % 97 === 0 ? 'a "quoted", comma\nand a line' : `event ${i}` },
        createdAt: new Date(firstAt.getTime() + i).toISOString(),
      };
      const hash = auditHash(position.hash, content);
      const p = params.length;
      tuples.push(
        `($${p + 1}::int, $${p + 2}::int, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::timestamptz, $${p + 6}::int, $${p + 7}, $${p + 8})`,
      );
      params.push(
        orgId,
        content.actorId,
        content.action,
        JSON.stringify(content.details),
        content.createdAt,
        content.seq,
        position.hash,
        hash,
      );
      position = { seq: content.seq, hash };
    }
    await client.query(
      `insert into org_audit (org_id, actor_id, action, details, created_at, seq, prev_hash, hash)
       values ${tuples.join(", ")}`,
      params,
    );
  }
  await client.query(
    `insert into org_audit_heads (org_id, last_seq, last_hash) values ($1, $2, $3)
     on conflict (org_id) do update set last_seq = excluded.last_seq, last_hash = excluded.last_hash, updated_at = now()`,
    [orgId, position.seq, position.hash],
  );
  return { firstSeq, lastSeq: position.seq, lastHash: position.hash, firstAt, lastAt: endAt };
}
