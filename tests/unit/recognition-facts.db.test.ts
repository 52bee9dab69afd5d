// The recognition engine rests on the employer's word only: the organisation's own CRM records and the records its
// managers attested in the app, still standing. A rep's own figures, a reviewer's approval, a signature gathered
// outside the organisation, another organisation's attestation or record, a voided attestation: none of them count.
// And whatever path changes such a fact, the organisation is marked for a new evaluation.
import "./temp-database";
import { getDb } from "@/lib/server/db/client";
import { loadPeriodFacts } from "@/lib/server/recognition/facts";
import type { SqlClient } from "@/scripts/bench/org-seed";

let client: SqlClient;
const ids: Record<string, number> = {};

const one = async (text: string, values: unknown[] = []) =>
  (await client.query<{ id: number }>(text, values)).rows[0]!.id;

async function record(
  name: string,
  {
    year,
    quarter = null,
    verified,
    employerOrg = null,
  }: { year: number; quarter?: number | null; verified: boolean; employerOrg?: number | null },
  extra: { proof?: string; review?: string; level?: number } = {},
) {
  ids[name] = await one(
    `insert into quota_records (user_id, year, quarter, quota, attainment, attainment_percent, proof_type, review_status,
       is_verified, verified_at, assurance_level, employer_org_id, employer_name, employer_source)
     values ($1, $2, $3, 100000, 130000, 130, $4, $5, $6, case when $6 then now() end, $7, $8, $9, $10) returning id`,
    [
      ids.rep,
      year,
      quarter,
      extra.proof ?? "none",
      extra.review ?? "none",
      verified,
      extra.level ?? 0,
      employerOrg,
      employerOrg ? "Employer" : null,
      employerOrg
        ? JSON.stringify({
            provider: "salesforce",
            sourceIds: ["0Q1"],
            sha256: "a".repeat(64),
            signedByName: "Priya Shah",
            signedByTitle: "VP",
            signedAt: new Date().toISOString(),
          })
        : null,
    ],
  );
}

const attest = (recordName: string, org: number, status: string) =>
  client.query(
    `insert into org_attestations (org_id, user_id, quota_record_id, manager_id, status, figures_hash, figures)
     values ($1, $2, $3, $4, $5, $6, '{}'::jsonb)`,
    [org, ids.rep, ids[recordName], ids.manager, status, "b".repeat(64)],
  );

beforeAll(async () => {
  client = ((await getDb()) as unknown as { $client: SqlClient }).$client;
  ids.orgA = await one(`insert into organizations (name, tier, seats) values ('A', 'enterprise', 10) returning id`);
  ids.orgB = await one(`insert into organizations (name, tier, seats) values ('B', 'enterprise', 10) returning id`);
  const user = (name: string) =>
    one(`insert into users (username, email, password_hash, full_name) values ($1, $2, 'x', $1) returning id`, [
      name,
      `${name}@example.test`,
    ]);
  ids.rep = await user("rep");
  ids.manager = await user("manager");
  for (const org of [ids.orgA, ids.orgB]) {
    await client.query(
      `insert into org_members (org_id, user_id, role) values ($1, $2, 'seller'), ($1, $3, 'manager')`,
      [org, ids.rep, ids.manager],
    );
  }
  await record("selfReported", { year: 2020, verified: false });
  await record("reviewed", { year: 2021, verified: true }, { proof: "screenshot", review: "approved", level: 1 });
  await record("signedElsewhere", { year: 2022, verified: true }, { proof: "manager_esign", level: 2 });
  await record("attestedA", { year: 2023, verified: true });
  await attest("attestedA", ids.orgA, "approved");
  await record("attestedB", { year: 2024, quarter: 1, verified: true });
  await attest("attestedB", ids.orgB, "approved");
  await record("voided", { year: 2024, quarter: 2, verified: true });
  await attest("voided", ids.orgA, "void");
  await record("attestedUnverified", { year: 2024, quarter: 3, verified: false });
  await attest("attestedUnverified", ids.orgA, "approved");
  await record("employerA", { year: 2025, quarter: 1, verified: true, employerOrg: ids.orgA });
  await record("employerB", { year: 2025, quarter: 2, verified: true, employerOrg: ids.orgB });
  // The same period attested and signed off from the CRM: the CRM record is the one that counts.
  await record("bothOwn", { year: 2025, quarter: 3, verified: true });
  await attest("bothOwn", ids.orgA, "approved");
  await record("bothEmployer", { year: 2025, quarter: 3, verified: true, employerOrg: ids.orgA });
});

test("only organisation A's own records and standing attestations are facts for A", async () => {
  const facts = await loadPeriodFacts(await getDb(), ids.orgA!, [ids.rep!]);
  const byPeriod = Object.fromEntries(facts.map((f) => [f.period, [f.source, f.recordId]]));
  expect(byPeriod).toEqual({
    "2023": ["attestation", ids.attestedA],
    "2025-Q1": ["employer_crm", ids.employerA],
    "2025-Q3": ["employer_crm", ids.bothEmployer],
  });
  // Organisation B sees its own only.
  const forB = await loadPeriodFacts(await getDb(), ids.orgB!, [ids.rep!]);
  expect(forB.map((f) => f.period).sort()).toEqual(["2024-Q1", "2025-Q2"]);
});

test("changing a fact by any path marks its organisation for evaluation; other changes mark nothing", async () => {
  const stale = async () =>
    (
      await client.query<{ org_id: number }>(`select org_id from recognition_runs where stale order by org_id`)
    ).rows.map((r) => r.org_id);
  await client.query(`update recognition_runs set stale = false`);
  // A note on a self-reported record: nothing.
  await client.query(`update quota_records set ramp_status = null where id = $1`, [ids.selfReported]);
  expect(await stale()).toEqual([]);
  // An attested record's figures changed (as an edit or an import would): its organisation.
  await client.query(`update quota_records set attainment_percent = 90 where id = $1`, [ids.attestedA]);
  expect(await stale()).toEqual([ids.orgA]);
  await client.query(`update recognition_runs set stale = false`);
  // An employer's record deleted: its organisation.
  await client.query(`delete from quota_records where id = $1`, [ids.employerB]);
  expect(await stale()).toEqual([ids.orgB]);
  await client.query(`update recognition_runs set stale = false`);
  // An attestation voided: its organisation.
  await client.query(`update org_attestations set status = 'void' where quota_record_id = $1`, [ids.bothOwn]);
  expect(await stale()).toEqual([ids.orgA]);
  await client.query(`update recognition_runs set stale = false`);
  // Deals written by a sync, in one statement: marked once.
  await client.query(
    `insert into org_crm_deals (org_id, provider, deal_id, name, amount, currency, close_date, crm_user_id, user_id, synced_at)
     select $1, 'salesforce', 'D' || g, 'Deal', 1000, 'USD', '2025-01-10', 'U1', $2, now() from generate_series(1, 50) g`,
    [ids.orgB, ids.rep],
  );
  expect(await stale()).toEqual([ids.orgB]);
});
