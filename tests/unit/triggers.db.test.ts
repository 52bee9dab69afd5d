// The database's triggers are exactly the list in lib/server/db/triggers.ts (none made only by a SQL migration, the
// retired ones gone), and an account read after a write from elsewhere is the written one on the embedded database
// as on PostgreSQL: nothing keeps account rows in memory.
import "./temp-database";
import { eq, sql } from "drizzle-orm";
import { getDb, openDatabase, queryRows } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { users } from "@/lib/server/db/schema";
import { listedTriggers, RETIRED } from "@/lib/server/db/triggers";
import { findUserById } from "@/lib/server/data/users";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";

jest.setTimeout(120_000);

async function installedTriggers(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    await getDb(),
    sql`SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE NOT t.tgisinternal AND n.nspname = 'public'`,
  );
  return rows.map((r) => r.name).sort();
}

test("the installed triggers are exactly the list's, and the retired ones are gone", async () => {
  const listed = listedTriggers();
  expect(listed).toEqual(
    expect.arrayContaining(["users.users_talent_facts_stale", "quota_records.quota_records_reset_assurance"]),
  );
  expect(await installedTriggers()).toEqual([...listed].sort());
  const functions = await queryRows<{ proname: string }>(
    await getDb(),
    sql`SELECT proname FROM pg_proc WHERE proname IN (${sql.join(
      RETIRED.map((r) => sql`${r.fn}`),
      sql`, `,
    )})`,
  );
  expect(functions).toEqual([]);
});

test("migrating again keeps the same triggers", async () => {
  const before = await installedTriggers();
  await migrateDatabase(await openDatabase());
  expect(await installedTriggers()).toEqual(before);
});

test("an account changed by another writer reads as changed on the next request", async () => {
  await seedDemoAccount();
  const db = await getDb();
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  expect((await findUserById(demo!.id))?.title).not.toBe("Changed elsewhere");
  // A raw statement, as another server or an operator's script would send it.
  await db.execute(sql`UPDATE users SET title = 'Changed elsewhere' WHERE id = ${demo!.id}`);
  expect((await findUserById(demo!.id))?.title).toBe("Changed elsewhere");
});
