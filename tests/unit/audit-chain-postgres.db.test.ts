// Concurrent appends on real PostgreSQL, where transactions do run at once (the embedded database runs them one after
// another, so it cannot show a race): many writers of one organisation, through a pool of connections, each holding
// its transaction open a moment, and the first appends of a new organisation racing to make its head row. The chain
// never forks: every place is taken once and the whole chain verifies. Runs on a throwaway PostgreSQL (DATABASE_URL's
// server, or a local cluster of Debian's postgresql package); skipped, saying why, without either.
import { sql } from "drizzle-orm";
import { throwawayPostgres, type ThrowawayPostgres } from "@/scripts/bench/throwaway-postgres";

jest.setTimeout(180_000);

let target: ThrowawayPostgres | string;

beforeAll(async () => {
  target = await throwawayPostgres(process.env.DATABASE_URL || undefined);
  if (typeof target === "string") return;
  process.env.DATABASE_URL = target.url;
  delete process.env.PGLITE_DIR;
  const { openDatabase } = await import("@/lib/server/db/client");
  const { migrateDatabase } = await import("@/lib/server/db/migrate");
  await migrateDatabase(await openDatabase());
});

afterAll(async () => {
  if (typeof target === "string") return;
  const { closeDatabase } = await import("@/lib/server/db/client");
  await closeDatabase();
  await target.stop();
});

test("many writers at once, first appends included, never fork an organisation's chain", async () => {
  if (typeof target === "string") {
    console.warn(`audit chain on PostgreSQL: skipped (${target})`);
    return;
  }
  const { getDb } = await import("@/lib/server/db/client");
  const { writeOrgAudit } = await import("@/lib/server/data/orgs/access");
  const { verifyOrgAudit } = await import("@/lib/server/audit/verify");
  const { organizations, orgAudit } = await import("@/lib/server/db/schema");
  const db = await getDb();
  const orgs = await db
    .insert(organizations)
    .values([{ name: "Race one" }, { name: "Race two" }])
    .returning({ id: organizations.id });
  const WRITERS = 120;
  await Promise.all(
    orgs.flatMap(({ id: orgId }) =>
      Array.from({ length: WRITERS }, (_, i) =>
        db.transaction(async (tx) => {
          // Work before and after the append, so transactions overlap on the pool's ten connections.
          await tx.execute(sql`select pg_sleep(${(i % 5) / 500})`);
          await writeOrgAudit(tx, { orgId, userId: null }, { action: "invited", details: { i } });
          await tx.execute(sql`select pg_sleep(${(i % 3) / 500})`);
        }),
      ),
    ),
  );
  for (const { id: orgId } of orgs) {
    const rows = await db
      .select({ seq: orgAudit.seq, prevHash: orgAudit.prevHash })
      .from(orgAudit)
      .where(sql`${orgAudit.orgId} = ${orgId}`)
      .orderBy(orgAudit.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: WRITERS }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.prevHash)).size).toBe(WRITERS);
    expect(await verifyOrgAudit(orgId)).toMatchObject({ ok: true, checked: WRITERS, head: { seq: WRITERS } });
  }
});
