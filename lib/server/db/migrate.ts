import "server-only";
// Applies the committed SQL migrations in drizzle/, then keeps in step what is made from code: every trigger
// (triggers.ts), the template catalogue, and the audit rows written before the hash chain existed (chained once).
import path from "node:path";
import { sql } from "drizzle-orm";
import { ACHIEVEMENT_TEMPLATES } from "@/lib/templates";
import { chainUnchainedAuditRows } from "../audit/backfill";
import type { Database } from "./client";
import { templates } from "./schema";
import { syncTriggers } from "./triggers";

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "drizzle");
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
  await syncTriggers(database.db);
  await chainUnchainedAuditRows(database.db);
  await database.db
    .insert(templates)
    .values(ACHIEVEMENT_TEMPLATES.map((t) => ({ ...t, fields: [...t.fields] })))
    .onConflictDoUpdate({
      target: templates.category,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        fields: sql`excluded.fields`,
      },
    });
}
