// The audit trail at the size of a busy organisation: 100,000 chained events (scripts/bench/audit-seed.ts), exported
// through the app's own streamed export (`auditExportResponse`, as the route answers it) and read to the end the way
// a client reads the body, then verified (`verifyOrgAudit`). The export must finish within 30 s, and memory must stay
// flat: the heap the export holds (measured after a collection, every few chunks) may grow by at most 32 MB, and by
// no more at 100,000 events than at 10,000 (plus 8 MB). PostgreSQL: a throwaway database on DATABASE_URL's server
// when set, else a throwaway local cluster; skipped without either. scripts/bench.ts runs it in a child process (it
// needs the react-server condition): npx tsx --conditions=react-server scripts/bench-audit.ts
import v8 from "node:v8";
import vm from "node:vm";
import { Client } from "pg";
import { seedAuditChain } from "./bench/audit-seed";
import { throwawayPostgres } from "./bench/throwaway-postgres";

const SMALL = 10_000;
const LARGE = 100_000;
const EXPORT_BUDGET_MS = 30_000;
const HEAP_BUDGET_BYTES = 32 * 1024 * 1024;
const FLATNESS_SLACK_BYTES = 8 * 1024 * 1024;

v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;
/** The heap still held after a collection: what the export keeps, not the garbage it leaves behind. */
const retained = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") {
  console.log(`audit: skipped: no PostgreSQL (${target})`);
  process.exit(0);
}
process.env.DATABASE_URL = target.url;
delete process.env.PGLITE_DIR;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
let ok = false;
try {
  const { closeDatabase, openDatabase } = await import("../lib/server/db/client");
  const { migrateDatabase } = await import("../lib/server/db/migrate");
  const { orgMember } = await import("../lib/server/data/orgs/access");
  const { auditExportResponse } = await import("../lib/server/audit/export");
  const { verifyOrgAudit } = await import("../lib/server/audit/verify");
  const { auditExportQuerySchema } = await import("../lib/validators/audit-trail");
  try {
    await migrateDatabase(await openDatabase());
    const client = new Client({ connectionString: target.url });
    await client.connect();

    /** An organisation with its owner and a chain of `count` events. */
    const organisation = async (count: number) => {
      const {
        rows: [org],
      } = await client.query<{ id: number }>(
        `insert into organizations (name, tier) values ($1, 'enterprise') returning id`,
        [`Audit bench ${count}`],
      );
      const {
        rows: [owner],
      } = await client.query<{ id: number }>(
        `insert into users (username, email, password_hash, full_name) values ($1, $2, '-', 'Audit Owner') returning id`,
        [`audit_bench_${count}`, `audit.bench.${count}@bench.example`],
      );
      await client.query(`insert into org_members (org_id, user_id, role) values ($1, $2, 'owner')`, [
        org!.id,
        owner!.id,
      ]);
      const seeded = performance.now();
      await seedAuditChain(client, org!.id, count, { actorId: owner!.id });
      console.log(
        `audit: ${count.toLocaleString("en-US")} events seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
      );
      return { orgId: org!.id, ctx: await orgMember(owner!.id, org!.id) };
    };

    /** One export read to the end: time to the first bytes, in all, the lines, the heap it held at most. */
    const exportOnce = async (ctx: Awaited<ReturnType<typeof organisation>>["ctx"], format: "jsonl" | "csv") => {
      const baseline = retained();
      let peak = baseline;
      const started = performance.now();
      const response = await auditExportResponse(ctx, auditExportQuerySchema.parse({ format }));
      const reader = response.body!.getReader();
      let firstMs: number | null = null;
      let bytes = 0;
      let lines = 0;
      let chunks = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        firstMs ??= performance.now() - started;
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) lines += 1;
        if (++chunks % 5 === 0) peak = Math.max(peak, retained());
      }
      return { firstMs: firstMs ?? 0, ms: performance.now() - started, bytes, lines, held: peak - baseline };
    };

    const small = await organisation(SMALL);
    const large = await organisation(LARGE);
    await client.end();
    // Warm: modules loaded and the JIT settled, as on a server that has exported before.
    await exportOnce(small.ctx, "jsonl");

    const smallRun = await exportOnce(small.ctx, "jsonl");
    ok = true;
    for (const [i, format] of (["jsonl", "csv"] as const).entries()) {
      const run = await exportOnce(large.ctx, format);
      // Each export is an event after the range it covered: the second one holds the first's too (and CSV a header).
      const events = LARGE + i;
      const timeMet = run.ms <= EXPORT_BUDGET_MS;
      const heapMet = run.held <= HEAP_BUDGET_BYTES && run.held <= smallRun.held + FLATNESS_SLACK_BYTES;
      const complete = run.lines === events + (format === "csv" ? 1 : 0);
      ok &&= timeMet && heapMet && complete;
      console.log(
        `audit: export of ${events.toLocaleString("en-US")} events (${format}): first bytes ${run.firstMs.toFixed(0)} ms, ` +
          `all ${(run.ms / 1000).toFixed(2)} s, ${mb(run.bytes)}, ${run.lines.toLocaleString("en-US")} lines ` +
          `(budget ${EXPORT_BUDGET_MS / 1000} s) ${timeMet ? "OK" : "OVER BUDGET"}; heap held at most ${mb(run.held)} ` +
          `(${SMALL.toLocaleString("en-US")} events: ${mb(smallRun.held)}; budget ${mb(HEAP_BUDGET_BYTES)}, flat within ` +
          `${mb(FLATNESS_SLACK_BYTES)}) ${heapMet ? "OK" : "NOT FLAT"}${complete ? "" : "; INCOMPLETE"}`,
      );
    }
    const verifyStarted = performance.now();
    const verified = await verifyOrgAudit(large.orgId);
    const verifyMs = performance.now() - verifyStarted;
    // The exports above are events too: the chain holds them after the seeded ones.
    const intact = verified.ok && verified.checked >= LARGE;
    ok &&= intact;
    console.log(
      `audit: verification of ${verified.checked.toLocaleString("en-US")} events: ${(verifyMs / 1000).toFixed(2)} s, ` +
        `${intact ? "intact" : `BROKEN at ${JSON.stringify(verified.firstBroken)}`}`,
    );
  } finally {
    await closeDatabase();
  }
} catch (error) {
  console.error("audit: failed:", error);
  ok = false;
} finally {
  await target.stop();
}
process.exit(ok ? 0 : 1);
