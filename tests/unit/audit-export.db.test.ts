// The audit trail's export on a real embedded database: every line carries what an auditor needs to re-verify the
// chain offline with lib/audit-chain.ts alone (JSON Lines and CSV, quoted where a cell needs it), the range bounds
// are kept, the export is itself an event after the range, and a chain of 100,000 events streams: the first bytes
// come long before the last, every event is there once, in order, and memory stays flat while it runs.
import "./temp-database";
import v8 from "node:v8";
import vm from "node:vm";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/server/db/client";
import { orgAudit, orgMembers, organizations, users } from "@/lib/server/db/schema";
import { orgMember, writeOrgAudit } from "@/lib/server/data/orgs/access";
import { auditExportResponse } from "@/lib/server/audit/export";
import { verifyOrgAudit } from "@/lib/server/audit/verify";
import { auditExportQuerySchema } from "@/lib/validators/audit-trail";
import { seedAuditChain } from "@/scripts/bench/audit-seed";
import type { SqlClient } from "@/scripts/bench/org-seed";
import { checkNextEvent, type ChainedAuditEvent, type ChainPosition } from "@/lib/audit-chain";
import { eventsFromCsv, eventsFromJsonl, reverifyEvents } from "../fixtures/audit-export";

jest.setTimeout(300_000);

let db: Db;
let tag = 0;

async function newOrg() {
  tag += 1;
  const [owner] = await db
    .insert(users)
    .values({ username: `export_${tag}`, email: `export.${tag}@example.com`, passwordHash: "-", fullName: "Ex Port" })
    .returning({ id: users.id });
  const [org] = await db
    .insert(organizations)
    .values({ name: `Export ${tag}`, tier: "enterprise" })
    .returning();
  await db.insert(orgMembers).values({ orgId: org!.id, userId: owner!.id, role: "owner" });
  return { orgId: org!.id, ownerId: owner!.id, ctx: await orgMember(owner!.id, org!.id) };
}

const exportText = async (ctx: Awaited<ReturnType<typeof newOrg>>["ctx"], query: Record<string, string>) =>
  (await auditExportResponse(ctx, auditExportQuerySchema.parse(query))).text();

beforeAll(async () => {
  db = await getDb();
});

test("JSON Lines and CSV carry each event's place, links and content: re-verified offline, quoting intact", async () => {
  const org = await newOrg();
  const tricky = {
    note: 'He said "yes", then left\nfor good',
    formula: "=HYPERLINK(1)",
    n: 1.25,
    nested: { b: 1, a: [2] },
  };
  for (let i = 0; i < 5; i++) {
    await writeOrgAudit(
      db,
      { orgId: org.orgId, userId: org.ownerId },
      { action: "org_updated", details: { ...tricky, i } },
    );
  }
  const jsonl = eventsFromJsonl(await exportText(org.ctx, { format: "jsonl" }));
  expect(jsonl.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  expect(Object.keys(jsonl[0]!)).toEqual([
    "seq",
    "prevHash",
    "hash",
    "orgId",
    "actorId",
    "action",
    "targetUserId",
    "details",
    "createdAt",
  ]);
  expect(jsonl[0]!.details).toEqual({ ...tricky, i: 0 });
  expect(reverifyEvents(jsonl)).toBe(5);

  const csv = await exportText(org.ctx, { format: "csv" });
  expect(csv.startsWith("seq,prevHash,hash,orgId,actorId,action,targetUserId,details,createdAt\r\n")).toBe(true);
  const fromCsvEvents = eventsFromCsv(csv);
  // The export of the JSON Lines is itself event 6, after that export's range, so it is in this one.
  expect(fromCsvEvents.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(fromCsvEvents[5]).toMatchObject({
    action: "audit_exported",
    details: { format: "jsonl", firstSeq: 1, throughSeq: 5 },
  });
  expect(reverifyEvents(fromCsvEvents)).toBe(6);
  expect(fromCsvEvents.slice(0, 5)).toEqual(jsonl);
});

test("from and to bound the events by time (a day is the whole UTC day); the export is an event after the range", async () => {
  const org = await newOrg();
  const client = (db as unknown as { $client: SqlClient }).$client;
  // 30 events a millisecond apart ending at noon yesterday, then today's.
  const yesterday = new Date(Date.now() - 86_400_000);
  const noon = new Date(`${yesterday.toISOString().slice(0, 10)}T12:00:00.000Z`);
  await seedAuditChain(client, org.orgId, 30, { endAt: noon });
  await writeOrgAudit(db, { orgId: org.orgId, userId: org.ownerId }, { action: "org_updated" });
  const day = noon.toISOString().slice(0, 10);

  const all = eventsFromJsonl(await exportText(org.ctx, {}));
  expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  const onDay = eventsFromJsonl(await exportText(org.ctx, { from: day, to: day }));
  expect(onDay.map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  const middle = eventsFromJsonl(
    await exportText(org.ctx, {
      from: new Date(noon.getTime() - 19).toISOString(),
      to: new Date(noon.getTime() - 10).toISOString(),
    }),
  );
  expect(middle.map((e) => e.seq)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  expect(reverifyEvents(middle)).toBe(10);
  expect(await exportText(org.ctx, { from: "2001-01-01", to: "2001-01-02" })).toBe("");
  expect(await exportText(org.ctx, { format: "csv", from: "2001-01-01", to: "2001-01-02" })).toBe(
    "seq,prevHash,hash,orgId,actorId,action,targetUserId,details,createdAt\r\n",
  );
  // Each export was recorded, with the range it covered.
  const recorded = await db.select().from(orgAudit).where(eq(orgAudit.action, "audit_exported"));
  expect(recorded.filter((r) => r.orgId === org.orgId).map((r) => r.details)).toEqual([
    expect.objectContaining({ format: "jsonl", from: null, to: null, firstSeq: 1, throughSeq: 31 }),
    expect.objectContaining({ from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z`, firstSeq: 1, throughSeq: 30 }),
    expect.objectContaining({ firstSeq: 11, throughSeq: 20 }),
    expect.objectContaining({ firstSeq: null, throughSeq: null }),
    expect.objectContaining({ format: "csv", firstSeq: null, throughSeq: null }),
  ]);
  expect((await verifyOrgAudit(org.orgId)).ok).toBe(true);
});

test("the range's schema refuses what is not a date, a day that does not exist, and an end before the start", () => {
  const refused = (query: Record<string, string>) => auditExportQuerySchema.safeParse(query).success;
  expect(refused({ from: "yesterday" })).toBe(false);
  expect(refused({ from: "2026-02-30" })).toBe(false);
  expect(refused({ to: "2026-01-01T25:00:00Z" })).toBe(false);
  expect(refused({ from: "2026-02-01", to: "2026-01-31" })).toBe(false);
  expect(refused({ format: "xml" })).toBe(false);
  expect(refused({ from: "2026-01-31", to: "2026-01-31", format: "csv" })).toBe(true);
  expect(refused({ from: "2026-01-31T10:00:00+02:00" })).toBe(true);
  expect(auditExportQuerySchema.parse({}).format).toBe("jsonl");
});

describe("a chain of 100,000 events", () => {
  const COUNT = 100_000;
  let org: Awaited<ReturnType<typeof newOrg>>;

  beforeAll(async () => {
    org = await newOrg();
    await seedAuditChain((db as unknown as { $client: SqlClient }).$client, org.orgId, COUNT);
  });

  test("streams: first bytes long before the last, every event once and in order, memory flat", async () => {
    // What the export holds, not the garbage it leaves: the heap measured after a collection.
    v8.setFlagsFromString("--expose-gc");
    const collect = vm.runInNewContext("gc") as () => void;
    const retained = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const baseline = retained();
    let peak = baseline;
    let chunks = 0;
    const started = performance.now();
    const response = await auditExportResponse(org.ctx, auditExportQuerySchema.parse({ format: "jsonl" }));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let firstByteMs: number | null = null;
    let carry = "";
    let count = 0;
    let position: ChainPosition | null = null;
    const problems: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      firstByteMs ??= performance.now() - started;
      const lines = (carry + decoder.decode(value, { stream: true })).split("\n");
      carry = lines.pop()!;
      for (const line of lines) {
        const event = JSON.parse(line) as ChainedAuditEvent;
        position ??= { seq: event.seq - 1, hash: event.prevHash };
        // Checked as it arrives (every hundredth fully: hashing them all would time the test, not the export).
        const broken =
          count % 100 === 0
            ? checkNextEvent(position, event)
            : event.seq !== position.seq + 1 || event.prevHash !== position.hash
              ? "link"
              : null;
        if (broken && problems.length < 5) problems.push(`${event.seq}: ${broken}`);
        position = { seq: event.seq, hash: event.hash };
        count += 1;
      }
      if (++chunks % 5 === 0) peak = Math.max(peak, retained());
    }
    const totalMs = performance.now() - started;
    expect(problems).toEqual([]);
    expect(carry).toBe("");
    expect(count).toBe(COUNT);
    expect(position!.seq).toBe(COUNT);
    // Loose bounds for a loaded machine (the budget proper is in `npm run bench -- --audit`).
    expect(totalMs).toBeLessThan(120_000);
    expect(firstByteMs!).toBeLessThan(totalMs / 5);
    expect(chunks).toBeGreaterThanOrEqual(COUNT / 2_000);
    // The whole body is about 25 MB of text and far more as objects; one page at a time stays well under it.
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
  });

  test("verification walks all of it and finds it whole", async () => {
    const started = performance.now();
    const result = await verifyOrgAudit(org.orgId);
    expect(result).toMatchObject({ ok: true, checked: COUNT + 1, firstBroken: null });
    expect(performance.now() - started).toBeLessThan(120_000);
  });
});
