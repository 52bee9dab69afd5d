// The audit trail's hash chain on a real embedded database: appends (also many at once) make one unbroken chain;
// editing any column of the first, a middle or the last row, deleting one of them, or moving the head makes
// verification name the first broken row; retention removes from the start only and leaves a checkpoint that
// verification starts from (and that shows when it is tampered with); rows written before the chain existed join it
// at migration, once.
import "./temp-database";
import { eq, sql } from "drizzle-orm";
import { auditHash, GENESIS_HASH } from "@/lib/audit-chain";
import { getDb, type Db } from "@/lib/server/db/client";
import { orgAudit, orgAuditCheckpoints, orgAuditHeads, orgMembers, organizations, users } from "@/lib/server/db/schema";
import { writeOrgAudit, type OrgAuditAction } from "@/lib/server/data/orgs/access";
import { chainUnchainedAuditRows } from "@/lib/server/audit/backfill";
import { expireOrgAudit } from "@/lib/server/audit/retention";
import { verifyOrgAudit } from "@/lib/server/audit/verify";

jest.setTimeout(120_000);

let db: Db;
let tag = 0;

/** An organisation with an owner and a seller, and nothing in its trail. */
async function newOrg() {
  tag += 1;
  const [owner, seller] = await db
    .insert(users)
    .values(
      ["owner", "seller"].map((who) => ({
        username: `chain_${who}_${tag}`,
        email: `chain.${who}.${tag}@example.com`,
        passwordHash: "-",
        fullName: `Chain ${who} ${tag}`,
      })),
    )
    .returning({ id: users.id });
  const [org] = await db
    .insert(organizations)
    .values({ name: `Chain ${tag}`, tier: "enterprise" })
    .returning();
  await db.insert(orgMembers).values([
    { orgId: org!.id, userId: owner!.id, role: "owner" },
    { orgId: org!.id, userId: seller!.id, role: "seller" },
  ]);
  return { orgId: org!.id, ownerId: owner!.id, sellerId: seller!.id };
}

async function appendSome(org: { orgId: number; ownerId: number; sellerId: number }, count: number) {
  for (let i = 0; i < count; i++) {
    await writeOrgAudit(
      db,
      { orgId: org.orgId, userId: org.ownerId },
      { action: "member_updated", targetUserId: org.sellerId, details: { role: "manager", n: i, note: "naïve ✓" } },
    );
  }
}

const rowsOf = (orgId: number) => db.select().from(orgAudit).where(eq(orgAudit.orgId, orgId)).orderBy(orgAudit.seq);

beforeAll(async () => {
  db = await getDb();
});

test("appends make one chain: places 1..n, each row linked to the one before and hashed over its content", async () => {
  const org = await newOrg();
  await appendSome(org, 5);
  const rows = await rowsOf(org.orgId);
  expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
  let prev = GENESIS_HASH;
  for (const row of rows) {
    expect(row.prevHash).toBe(prev);
    const content = { ...row, seq: row.seq!, createdAt: row.createdAt.toISOString() };
    expect(row.hash).toBe(auditHash(prev, content));
    prev = row.hash!;
  }
  const [head] = await db.select().from(orgAuditHeads).where(eq(orgAuditHeads.orgId, org.orgId));
  expect(head).toMatchObject({ lastSeq: 5, lastHash: prev });
  expect(await verifyOrgAudit(org.orgId)).toMatchObject({
    ok: true,
    checked: 5,
    firstBroken: null,
    checkpoint: null,
    head: { seq: 5, hash: prev },
  });
});

test("appends at once, on their own and inside other transactions, never fork the chain", async () => {
  const org = await newOrg();
  const actor = { orgId: org.orgId, userId: org.ownerId };
  await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? writeOrgAudit(db, actor, { action: "invited", details: { i } })
        : db.transaction(async (tx) => {
            await tx.select().from(organizations).where(eq(organizations.id, org.orgId));
            await writeOrgAudit(tx, actor, { action: "invited", details: { i } });
            await writeOrgAudit(tx, actor, { action: "invitation_withdrawn", details: { i } });
          }),
    ),
  );
  const rows = await rowsOf(org.orgId);
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.prevHash)).size).toBe(60);
  expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);
  // The second guard: a second row at a place already taken is refused by the index.
  const last = rows.at(-1)!;
  await expect(
    db.insert(orgAudit).values({ orgId: org.orgId, action: "invited", seq: last.seq, prevHash: "x", hash: "y" }),
  ).rejects.toThrow();
  // A rolled-back transaction takes its rows back with it, and the head too: the chain goes on from where it was.
  await expect(
    db.transaction(async (tx) => {
      await writeOrgAudit(tx, actor, { action: "invited" });
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  await writeOrgAudit(db, actor, { action: "member_left" });
  expect(await verifyOrgAudit(org.orgId)).toMatchObject({ ok: true, checked: 61, head: { seq: 61 } });
});

/** Each column of a row changed the way someone with database access might (and how to put it back). */
const EDITS: { column: string; change: (id: number) => ReturnType<typeof sql> }[] = [
  { column: "action", change: (id) => sql`update org_audit set action = 'org_updated' where id = ${id}` },
  {
    column: "details",
    change: (id) => sql`update org_audit set details = jsonb_set(details, '{role}', '"admin"') where id = ${id}`,
  },
  { column: "actor_id", change: (id) => sql`update org_audit set actor_id = actor_id + 1 where id = ${id}` },
  { column: "actor_id (to null)", change: (id) => sql`update org_audit set actor_id = null where id = ${id}` },
  {
    column: "target_user_id",
    change: (id) => sql`update org_audit set target_user_id = target_user_id + 1 where id = ${id}`,
  },
  {
    column: "created_at",
    change: (id) => sql`update org_audit set created_at = created_at - interval '1 day' where id = ${id}`,
  },
  {
    column: "created_at (a microsecond)",
    change: (id) => sql`update org_audit set created_at = created_at + interval '1 microsecond' where id = ${id}`,
  },
  { column: "hash", change: (id) => sql`update org_audit set hash = md5(hash) || md5(hash) where id = ${id}` },
  {
    column: "prev_hash",
    change: (id) => sql`update org_audit set prev_hash = md5(hash) || md5(hash) where id = ${id}`,
  },
  { column: "seq", change: (id) => sql`update org_audit set seq = seq + 1000 where id = ${id}` },
  { column: "seq (to the start)", change: (id) => sql`update org_audit set seq = -seq where id = ${id}` },
];

describe.each(["first", "middle", "last"] as const)("the %s row", (which) => {
  let org: Awaited<ReturnType<typeof newOrg>>;
  let target: typeof orgAudit.$inferSelect;
  let after: typeof orgAudit.$inferSelect | undefined;

  beforeAll(async () => {
    org = await newOrg();
    await appendSome(org, 7);
    const rows = await rowsOf(org.orgId);
    const index = which === "first" ? 0 : which === "middle" ? 3 : 6;
    target = rows[index]!;
    after = rows[index + 1];
  });

  /** Puts the row back exactly as it was. */
  const restore = async () => {
    await db.delete(orgAudit).where(eq(orgAudit.id, target.id));
    await db.insert(orgAudit).values(target);
    expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);
  };

  test.each(EDITS)("an edit of $column names it", async ({ change }) => {
    await db.execute(change(target.id));
    const result = await verifyOrgAudit(org.orgId);
    expect(result.ok).toBe(false);
    expect(result.firstBroken).toMatchObject({ id: target.id });
    await restore();
  });

  test("its deletion names the row after the gap (the head's place for the last row)", async () => {
    await db.delete(orgAudit).where(eq(orgAudit.id, target.id));
    const result = await verifyOrgAudit(org.orgId);
    expect(result.ok).toBe(false);
    if (after) expect(result.firstBroken).toEqual({ id: after.id, seq: after.seq, reason: "seq_gap" });
    else expect(result.firstBroken).toEqual({ id: null, seq: target.seq, reason: "head_mismatch" });
    // What was intact before the gap is counted.
    expect(result.checked).toBe(target.seq! - 1);
    await restore();
  });
});

test("a changed head shows; a row outside the chain shows", async () => {
  const org = await newOrg();
  await appendSome(org, 3);
  await db
    .update(orgAuditHeads)
    .set({ lastHash: "f".repeat(64) })
    .where(eq(orgAuditHeads.orgId, org.orgId));
  expect((await verifyOrgAudit(org.orgId)).firstBroken).toEqual({ id: null, seq: 3, reason: "head_mismatch" });
  await db.update(orgAuditHeads).set({ lastSeq: 5 }).where(eq(orgAuditHeads.orgId, org.orgId));
  expect((await verifyOrgAudit(org.orgId)).firstBroken).toEqual({ id: null, seq: 4, reason: "head_mismatch" });
  const [last] = (await rowsOf(org.orgId)).slice(-1);
  await db.update(orgAuditHeads).set({ lastSeq: 3, lastHash: last!.hash! }).where(eq(orgAuditHeads.orgId, org.orgId));
  expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);
  // Inserted around the writer: no place in the chain.
  const [stray] = await db.insert(orgAudit).values({ orgId: org.orgId, action: "plan_set" }).returning();
  expect((await verifyOrgAudit(org.orgId)).firstBroken).toEqual({ id: stray!.id, seq: null, reason: "unchained" });
});

test("a read changes nothing: verifying writes no row, whatever it finds", async () => {
  const org = await newOrg();
  await appendSome(org, 2);
  const before = await rowsOf(org.orgId);
  await verifyOrgAudit(org.orgId);
  await db.execute(sql`update org_audit set action = 'org_updated' where id = ${before[0]!.id}`);
  await verifyOrgAudit(org.orgId);
  expect((await rowsOf(org.orgId)).length).toBe(2);
});

describe("retention", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const in13Months = (time: Date) => {
    const later = new Date(time);
    later.setUTCMonth(later.getUTCMonth() + 13);
    return later;
  };

  test("removes from the start only, leaves a checkpoint that verification starts from, and its tampering shows", async () => {
    const org = await newOrg();
    await appendSome(org, 4);
    await sleep(20);
    const cut = new Date();
    await sleep(20);
    await appendSome(org, 3);
    const before = await rowsOf(org.orgId);

    const expiry = await expireOrgAudit(org.orgId, in13Months(cut));
    expect(expiry).toEqual({ removed: 4, refused: null });
    const rows = await rowsOf(org.orgId);
    expect(rows.map((r) => r.seq)).toEqual([5, 6, 7, 8]);
    expect(rows.at(-1)).toMatchObject({ action: "audit_expired", actorId: null });
    expect(rows.at(-1)!.details).toMatchObject({ throughSeq: 4, throughHash: before[3]!.hash, removed: 4 });
    const [checkpoint] = await db.select().from(orgAuditCheckpoints).where(eq(orgAuditCheckpoints.orgId, org.orgId));
    expect(checkpoint).toMatchObject({ seq: 4, hash: before[3]!.hash, removedCount: 4, eventSeq: 8 });

    const verified = await verifyOrgAudit(org.orgId);
    expect(verified).toMatchObject({ ok: true, checked: 4, checkpoint: { seq: 4, removedCount: 4 }, head: { seq: 8 } });

    // Nothing more is due: the remaining rows are newer than the cutoff.
    expect(await expireOrgAudit(org.orgId, in13Months(cut))).toEqual({ removed: 0, refused: null });

    const tamper = async (set: Partial<typeof orgAuditCheckpoints.$inferInsert>, expected: object) => {
      await db.update(orgAuditCheckpoints).set(set).where(eq(orgAuditCheckpoints.id, checkpoint!.id));
      const result = await verifyOrgAudit(org.orgId);
      expect(result.ok).toBe(false);
      expect(result.firstBroken).toMatchObject(expected);
      await db.update(orgAuditCheckpoints).set(checkpoint!).where(eq(orgAuditCheckpoints.id, checkpoint!.id));
      expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);
    };
    await tamper({ hash: "0".repeat(64) }, { id: rows[0]!.id, seq: 5, reason: "checkpoint_mismatch" });
    await tamper({ seq: 3 }, { id: rows[0]!.id, seq: 5, reason: "checkpoint_mismatch" });
    await tamper({ seq: 5, hash: rows[0]!.hash! }, { id: rows[0]!.id, seq: 5, reason: "checkpoint_mismatch" });
    await tamper({ removedCount: 2 }, { id: rows.at(-1)!.id, seq: 8, reason: "checkpoint_mismatch" });
    // Without its checkpoint, the chain starts at 5: a gap before the first row.
    await db.delete(orgAuditCheckpoints).where(eq(orgAuditCheckpoints.id, checkpoint!.id));
    expect((await verifyOrgAudit(org.orgId)).firstBroken).toEqual({ id: rows[0]!.id, seq: 5, reason: "seq_gap" });
    await db.insert(orgAuditCheckpoints).values(checkpoint!);
    // The first row after the checkpoint deleted: named by the row after it.
    await db.delete(orgAudit).where(eq(orgAudit.id, rows[0]!.id));
    expect((await verifyOrgAudit(org.orgId)).firstBroken).toMatchObject({ id: rows[1]!.id, seq: 6 });
    await db.insert(orgAudit).values(rows[0]!);
    expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);

    // A later expiry goes on from the checkpoint, and verification from the newest one.
    const second = await expireOrgAudit(org.orgId, in13Months(new Date(Date.now() + 1000)));
    expect(second.removed).toBe(4);
    expect(await verifyOrgAudit(org.orgId)).toMatchObject({ ok: true, checked: 1, checkpoint: { seq: 8 } });
  });

  test("never leaves a hole: an old row after a newer one waits; a broken segment is not removed", async () => {
    const org = await newOrg();
    await appendSome(org, 3);
    const rows = await rowsOf(org.orgId);
    // The second row looks newer than the others (an edit, so the chain is broken there).
    await db.execute(sql`update org_audit set created_at = now() + interval '1 day' where id = ${rows[1]!.id}`);
    const expiry = await expireOrgAudit(org.orgId, in13Months(new Date(Date.now() + 3_600_000)));
    // Only the first row is older than everything before it; it is intact, so it goes.
    expect(expiry).toEqual({ removed: 1, refused: null });
    expect((await rowsOf(org.orgId)).map((r) => r.seq)).toEqual([2, 3, 4]);

    const broken = await newOrg();
    await appendSome(broken, 3);
    const brokenRows = await rowsOf(broken.orgId);
    await db.execute(sql`update org_audit set action = 'org_updated' where id = ${brokenRows[1]!.id}`);
    const refused = await expireOrgAudit(broken.orgId, in13Months(new Date(Date.now() + 3_600_000)));
    expect(refused).toEqual({ removed: 0, refused: { id: brokenRows[1]!.id, seq: 2, reason: "hash_mismatch" } });
    expect((await rowsOf(broken.orgId)).length).toBe(3);
  });
});

test("rows written before the chain join it at migration, in the order written, once", async () => {
  const org = await newOrg();
  await appendSome(org, 2);
  // Three rows as the code before the chain wrote them: no place, the database's own (microsecond) time.
  const legacy: OrgAuditAction[] = ["org_created", "invited", "member_updated"];
  for (const action of legacy) {
    await db.execute(sql`insert into org_audit (org_id, actor_id, action, details, created_at)
      values (${org.orgId}, ${org.ownerId}, ${action}, '{"legacy": true, "n": 1.5}'::jsonb, now() - interval '1 hour 0.000123 seconds')`);
  }
  const found = await verifyOrgAudit(org.orgId);
  expect(found.firstBroken).toMatchObject({ seq: null, reason: "unchained" });

  expect(await chainUnchainedAuditRows(db)).toBeGreaterThanOrEqual(3);
  const rows = await rowsOf(org.orgId);
  expect(rows.map((r) => [r.seq, r.action])).toEqual([
    [1, "member_updated"],
    [2, "member_updated"],
    [3, "org_created"],
    [4, "invited"],
    [5, "member_updated"],
  ]);
  expect(await verifyOrgAudit(org.orgId)).toMatchObject({ ok: true, checked: 5, head: { seq: 5 } });
  // Idempotent: nothing left to chain, nothing changes.
  expect(await chainUnchainedAuditRows(db)).toBe(0);
  expect(await rowsOf(org.orgId)).toEqual(rows);
  // New appends go on after them.
  await appendSome(org, 1);
  expect(await verifyOrgAudit(org.orgId)).toMatchObject({ ok: true, checked: 6 });
});
