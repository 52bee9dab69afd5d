/**
 * @jest-environment node
 */
// The migration that put every user's OAuth connection in one table, on a database holding a Google Drive connection
// and a CRM connection made the old way: both arrive, the Drive connection answers its stored access token through
// the app's own code (no one connects again), and the old Google table is gone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, openDatabase, queryRows } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { getConnection, isConnected } from "@/lib/server/integrations/connections";
import { driveAccessToken } from "@/lib/server/integrations/google/connections";
import type { GoogleConfig } from "@/lib/server/integrations/provider";
import { sealers } from "@/lib/server/sealed-tokens";
import { migrationsBefore } from "./migrations-before";

// The OAuth client library is an ES module this project cannot load; nothing here talks OAuth.
jest.mock("oauth4webapi", () => ({}));

const ONE_TABLE_MIGRATION = "0037_integration_connections";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-db-test-"));
process.env.PGLITE_DIR = dataDir;
delete process.env.DATABASE_URL;
let before: string;

const google: GoogleConfig = {
  provider: "google",
  name: "Google Drive",
  clientId: "client",
  clientSecret: "secret",
  authorizeUrl: "http://127.0.0.1:9/authorize",
  tokenUrl: "http://127.0.0.1:9/token",
  scope: "https://www.googleapis.com/auth/drive.file",
  redirectUri: "http://127.0.0.1:9/api/google/callback",
  authorizeParams: {},
  revokeUrl: null,
  baseUrl: "http://127.0.0.1:9/upload",
};

beforeAll(async () => {
  before = migrationsBefore(ONE_TABLE_MIGRATION);
  const client = new PGlite(dataDir);
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.query(
    `INSERT INTO users (id, username, email, password_hash, full_name, email_confirmed_at)
       VALUES (1, 'gina', 'gina@example.com', 'x', 'Gina Drive', now()), (2, 'sam', 'sam@example.com', 'x', 'Sam Sales', now())`,
  );
  await client.query(
    `INSERT INTO google_connections (user_id, refresh_token_encrypted, access_token_encrypted, access_token_expires_at, scope)
       VALUES (1, $1, $2, now() + interval '1 hour', 'https://www.googleapis.com/auth/drive.file')`,
    [sealers.google.seal("old-refresh"), sealers.google.seal("old-access")],
  );
  await client.query(
    `INSERT INTO crm_connections (user_id, provider, account_id, provider_user_id, refresh_token_encrypted)
       VALUES (2, 'salesforce', '00D000000000001', '005000000000001', $1)`,
    [sealers.crm.seal("sf-refresh")],
  );
  await client.close();
  await migrateDatabase(await openDatabase());
}, 120_000);

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(before, { recursive: true, force: true });
});

test("a Google Drive connection made before the migration is usable after it, without connecting again", async () => {
  expect(await isConnected(1, "google")).toBe(true);
  await expect(driveAccessToken(1, google)).resolves.toBe("old-access");
  const row = await getConnection(1, "google");
  expect(row).toMatchObject({ accountId: null, providerUserId: null, reconnectReason: null });
  expect(row!.scope).toBe("https://www.googleapis.com/auth/drive.file");
  expect(sealers.google.open(row!.refreshTokenEncrypted!)).toBe("old-refresh");
});

test("CRM connections keep their rows, and the old tables are gone", async () => {
  expect(await getConnection(2, "salesforce")).toMatchObject({
    accountId: "00D000000000001",
    providerUserId: "005000000000001",
  });
  expect(await isConnected(2, "google")).toBe(false);
  const tables = await queryRows(
    await getDb(),
    sql`SELECT to_regclass('crm_connections')::text AS crm, to_regclass('google_connections')::text AS google`,
  );
  expect(tables).toEqual([{ crm: null, google: null }]);
});
