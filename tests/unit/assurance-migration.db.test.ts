/**
 * @jest-environment node
 */
// The migration that introduced assurance levels, on a database holding items verified the old way: each verified
// item gets its level from its stored evidence (a reviewer's approval, a signature at a vetted domain the rep
// confirmed), what no longer qualifies goes back to review with its evidence kept, a reference confirmed at a domain
// nobody vetted keeps its confirmation without a badge, and each rep gets a notice to be mailed.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsBefore, MIGRATIONS } from "./migrations-before";

const LEVELS_MIGRATION = "0029_assurance_levels";
let before: string;
let client: PGlite;

const one = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows[0]!;

beforeAll(async () => {
  before = migrationsBefore(LEVELS_MIGRATION);
  client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  // Two reps: one confirmed a work address at vetted.example (an Enterprise organisation's DNS-verified domain).
  await client.exec(`
    INSERT INTO users (id, username, email, password_hash, full_name, email_confirmed_at)
      VALUES (1, 'alice', 'alice@vetted.example', 'x', 'Alice Rep', now()),
             (2, 'bob', 'bob@bob-owns-this.dev', 'x', 'Bob Rep', now());
    INSERT INTO organizations (id, name, tier) VALUES (1, 'Vetted Inc', 'enterprise');
    INSERT INTO org_domains (org_id, domain, method, txt_token, verified_at) VALUES (1, 'vetted.example', 'dns', 't', now());
    -- Alice: signed by a manager at her vetted employer; reviewed screenshot; a reference at the vetted domain.
    INSERT INTO quota_records (id, user_id, year, quota, attainment, attainment_percent, proof_type, is_verified, verified_at)
      VALUES (1, 1, 2024, 100, 120, 120, 'manager_esign', true, now());
    INSERT INTO signing_requests (user_id, quota_record_id, manager_name, manager_email, token_hash, status, figures_hash,
        expires_at, signer_name, signer_domain, signed_at)
      VALUES (1, 1, 'Mia Manager', 'mia@vetted.example', 'h1', 'signed', 'f', now(), 'Mia Manager', 'vetted.example', now());
    INSERT INTO quota_records (id, user_id, year, quota, attainment, attainment_percent, proof_type, is_verified,
        verified_at, review_status, reviewed_at)
      VALUES (2, 1, 2023, 100, 90, 90, 'screenshot', true, now(), 'approved', now());
    INSERT INTO "references" (id, user_id, reference_name, reference_title, reference_company, working_relationship,
        email, is_verified, verified_at)
      VALUES (1, 1, 'Rita Ref', 'VP', 'Vetted Inc', 'Former Manager', 'rita@vetted.example', true, now());
    -- Bob: "his manager" at his own domain signed; a reference from a mailbox he could own.
    INSERT INTO quota_records (id, user_id, year, quota, attainment, attainment_percent, proof_type, is_verified, verified_at)
      VALUES (3, 2, 2024, 100, 187, 187, 'manager_esign', true, now());
    INSERT INTO signing_requests (user_id, quota_record_id, manager_name, manager_email, token_hash, status, figures_hash,
        expires_at, signer_name, signer_domain, signed_at)
      VALUES (2, 3, 'Boss', 'boss@bob-owns-this.dev', 'h2', 'signed', 'f', now(), 'Boss', 'bob-owns-this.dev', now());
    INSERT INTO "references" (id, user_id, reference_name, reference_title, reference_company, working_relationship,
        email, is_verified, verified_at)
      VALUES (2, 2, 'Marc Benioff', 'CEO', 'Salesforce', 'Former Manager', 'marc@zohomail.com', true, now());
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await client?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

test("a signature at a vetted domain the rep confirmed is level 2; a reviewed proof level 1", async () => {
  expect(await one("SELECT is_verified, assurance_level, assurance_domain FROM quota_records WHERE id = 1")).toEqual({
    is_verified: true,
    assurance_level: 2,
    assurance_domain: "vetted.example",
  });
  const reviewed = await one<{ assurance_level: number; assurance_evidence: string }>(
    "SELECT assurance_level, assurance_evidence FROM quota_records WHERE id = 2",
  );
  expect(reviewed.assurance_level).toBe(1);
  expect(reviewed.assurance_evidence).toContain("QuotaProof reviewer");
  expect(await one('SELECT is_verified, assurance_level FROM "references" WHERE id = 1')).toEqual({
    is_verified: true,
    assurance_level: 2,
  });
});

test("a signature at the rep's own domain goes back to review with its evidence kept, and the domain is noted", async () => {
  expect(
    await one(
      "SELECT is_verified, assurance_level, review_status, review_flag IS NOT NULL AS flagged FROM quota_records WHERE id = 3",
    ),
  ).toEqual({ is_verified: false, assurance_level: 0, review_status: "pending", flagged: true });
  expect(await one("SELECT status, signer_domain FROM signing_requests WHERE quota_record_id = 3")).toEqual({
    status: "signed",
    signer_domain: "bob-owns-this.dev",
  });
  expect(
    await one("SELECT domain, via FROM employer_domain_sightings WHERE item_type = 'quota_record' AND item_id = 3"),
  ).toEqual({ domain: "bob-owns-this.dev", via: "manager_esign" });
});

test("a reference confirmed at a domain nobody vetted keeps its confirmation, without a badge", async () => {
  expect(
    await one(
      'SELECT is_verified, assurance_level, assurance_evidence, verified_at IS NOT NULL AS confirmed FROM "references" WHERE id = 2',
    ),
  ).toEqual({
    is_verified: false,
    assurance_level: 0,
    assurance_evidence: "Confirmed by e-mail at zohomail.com",
    confirmed: true,
  });
});

test("each rep whose items changed has a notice waiting to be mailed, and no one else", async () => {
  const notices = (
    await client.query<{ user_id: number; item_type: string; item_id: number; mailed_at: Date | null }>(
      "SELECT user_id, item_type, item_id, mailed_at FROM assurance_notices ORDER BY item_type, item_id",
    )
  ).rows;
  expect(notices).toEqual([
    { user_id: 2, item_type: "quota_record", item_id: 3, mailed_at: null },
    { user_id: 2, item_type: "reference", item_id: 2, mailed_at: null },
  ]);
});

test("a later void resets the level whatever path makes it", async () => {
  await client.exec("UPDATE quota_records SET is_verified = false WHERE id = 1");
  expect(
    await one("SELECT assurance_level, assurance_domain, assurance_evidence FROM quota_records WHERE id = 1"),
  ).toEqual({
    assurance_level: 0,
    assurance_domain: null,
    assurance_evidence: null,
  });
});
