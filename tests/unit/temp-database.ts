// A database test file's own embedded PostgreSQL: a fresh folder, migrated as the app migrates, removed afterwards.
// Import it first (`import "./temp-database";`): importing points the app there (PGLITE_DIR; never a DATABASE_URL
// from the shell, which could be a real server) and registers the migration before the file's own set-up and the
// clean-up after its tests. The database opens on first use, so nothing has read the setting before this runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-db-test-"));
process.env.PGLITE_DIR = dataDir;
delete process.env.DATABASE_URL;

beforeAll(async () => {
  await migrateDatabase(await openDatabase());
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
