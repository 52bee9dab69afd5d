import "server-only";
// Reading an organisation's chain a page at a time, in seq order (keyset on the unique (org_id, seq) index): what
// verification, exports, the webhook and retention walk, so none of them holds more than a page in memory.
import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { ChainedAuditEvent } from "@/lib/audit-chain";
import type { Db, Tx } from "../db/client";
import { orgAudit, orgAuditCheckpoints, orgAuditHeads } from "../db/schema";

/** Rows per page of a walk. */
export const CHAIN_PAGE = 1_000;

/** A stored chain row: the event as it is hashed, its database id, and whether its time has sub-millisecond digits. */
export type ChainRow = ChainedAuditEvent & {
  id: number;
  /**
   * The stored time has digits past the millisecond: the hash covers the time to the millisecond only, and every
   * row is written at whole milliseconds, so such a time was changed.
   */
  subMillisecond: boolean;
};

export type PageBounds = {
  /** Rows after this place. */
  afterSeq: number;
  /** Up to this place (inclusive), when given. */
  throughSeq?: number;
  /** Rows written at or after / at or before these times, when given. */
  from?: Date;
  to?: Date;
  limit?: number;
};

const columns = {
  id: orgAudit.id,
  orgId: orgAudit.orgId,
  seq: orgAudit.seq,
  prevHash: orgAudit.prevHash,
  hash: orgAudit.hash,
  actorId: orgAudit.actorId,
  action: orgAudit.action,
  targetUserId: orgAudit.targetUserId,
  details: orgAudit.details,
  createdAt: orgAudit.createdAt,
  subMillisecond: sql<boolean>`(extract(microseconds from ${orgAudit.createdAt})::bigint % 1000) <> 0`,
};

/** One page of the organisation's chain after `afterSeq`, in seq order. */
export async function chainPage(db: Db | Tx, orgId: number, bounds: PageBounds): Promise<ChainRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(orgAudit.orgId, orgId),
    gt(orgAudit.seq, bounds.afterSeq),
    bounds.throughSeq === undefined ? undefined : lte(orgAudit.seq, bounds.throughSeq),
    bounds.from ? gte(orgAudit.createdAt, bounds.from) : undefined,
    bounds.to ? lte(orgAudit.createdAt, bounds.to) : undefined,
  ];
  const rows = await db
    .select(columns)
    .from(orgAudit)
    .where(and(...conditions))
    .orderBy(asc(orgAudit.seq))
    .limit(bounds.limit ?? CHAIN_PAGE);
  return rows.map((row) => ({
    ...row,
    seq: row.seq!,
    prevHash: row.prevHash ?? "",
    hash: row.hash ?? "",
    createdAt: row.createdAt.toISOString(),
    subMillisecond: row.subMillisecond === true || String(row.subMillisecond) === "t",
  }));
}

/** Every row of the chain between the bounds, page by page. */
export async function* chainRows(db: Db | Tx, orgId: number, bounds: PageBounds): AsyncGenerator<ChainRow[]> {
  let afterSeq = bounds.afterSeq;
  for (;;) {
    const page = await chainPage(db, orgId, { ...bounds, afterSeq });
    if (page.length === 0) return;
    yield page;
    afterSeq = page.at(-1)!.seq;
    if (page.length < (bounds.limit ?? CHAIN_PAGE)) return;
  }
}

/** The organisation's head: the last place and hash its chain reached (the genesis before any event). */
export async function chainHead(db: Db | Tx, orgId: number): Promise<{ seq: number; hash: string } | null> {
  const [head] = await db
    .select({ seq: orgAuditHeads.lastSeq, hash: orgAuditHeads.lastHash })
    .from(orgAuditHeads)
    .where(eq(orgAuditHeads.orgId, orgId));
  return head ?? null;
}

export type Checkpoint = typeof orgAuditCheckpoints.$inferSelect;

/** The latest retention checkpoint of the organisation (the furthest place removed), or null. */
export async function latestCheckpoint(db: Db | Tx, orgId: number): Promise<Checkpoint | null> {
  const [checkpoint] = await db
    .select()
    .from(orgAuditCheckpoints)
    .where(eq(orgAuditCheckpoints.orgId, orgId))
    .orderBy(desc(orgAuditCheckpoints.seq), desc(orgAuditCheckpoints.id))
    .limit(1);
  return checkpoint ?? null;
}

/** The first place written at or after `from` (or the last at or before `to`), through the (org_id, created_at) index. */
export async function seqAtTime(db: Db | Tx, orgId: number, bound: { from: Date } | { to: Date }) {
  const time = "from" in bound ? gte(orgAudit.createdAt, bound.from) : lte(orgAudit.createdAt, bound.to);
  const [row] = await db
    .select({
      seq: "from" in bound ? sql<number | null>`min(${orgAudit.seq})` : sql<number | null>`max(${orgAudit.seq})`,
    })
    .from(orgAudit)
    .where(and(eq(orgAudit.orgId, orgId), isNotNull(orgAudit.seq), time));
  return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
}
