// The recognition engine at the size of a large customer: an Enterprise organisation of 5,000 sellers with a verified
// domain (scripts/bench/org-seed.ts), every seller's 8 quarters (2024-2025) as the employer's signed-off CRM records,
// about 80,000 of the employer's closed-won deals, and one rule of each kind plus a year rule and a manager's team
// rule. Times the app's own evaluations (`evaluateOrg`: facts, every rule, and the awards issued, at most
// MAX_ISSUED_PER_RUN a run) from nothing issued until nothing is left, then once more with nothing to change
// (budget: 10 s each). PostgreSQL: a throwaway database on DATABASE_URL's server
// when set, else a throwaway local cluster; skipped without either. scripts/bench.ts runs it in a child process (it
// needs the react-server condition): npx tsx --conditions=react-server scripts/bench-recognition.ts
import { Client } from "pg";
import { seedOrganisation } from "./bench/org-seed";
import { throwawayPostgres } from "./bench/throwaway-postgres";

const SELLERS = 5_000;
const DEALS_PER_SELLER = 16;
const BUDGET_MS = 10_000;

const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") {
  console.log(`recognition: skipped: no PostgreSQL (${target})`);
  process.exit(0);
}
process.env.DATABASE_URL = target.url;
delete process.env.PGLITE_DIR;

let ok = false;
try {
  const { closeDatabase, openDatabase } = await import("../lib/server/db/client");
  const { migrateDatabase } = await import("../lib/server/db/migrate");
  const { evaluateOrg } = await import("../lib/server/recognition/evaluate");
  try {
    await migrateDatabase(await openDatabase());
    const client = new Client({ connectionString: target.url });
    await client.connect();
    const seed = await seedOrganisation(client, SELLERS, "recognition");
    // The seed's quarters become the employer's own records, signed off from its CRM.
    await client.query(
      `update quota_records set employer_org_id = $1, employer_name = 'Recognition Bench', is_verified = true,
         verified_at = now(), assurance_level = 3,
         employer_source = '{"provider":"salesforce","sourceIds":["0Q1"],"sha256":"${"a".repeat(64)}",
           "signedByName":"Priya Shah","signedByTitle":"VP","signedAt":"2026-01-05T00:00:00.000Z"}'::jsonb
       where user_id in (select user_id from org_members where org_id = $1)`,
      [seed.orgId],
    );
    await client.query(
      `insert into org_domains (org_id, domain, method, txt_token, verified_at)
       values ($1, 'recognition.bench.example', 'operator', 'bench', now())`,
      [seed.orgId],
    );
    await client.query(
      `insert into org_crm_deals (org_id, provider, deal_id, name, amount, currency, close_date, crm_user_id, user_id, synced_at)
       select $1, 'salesforce', 'D' || m.user_id || '-' || g, 'Deal ' || g, 10000 + ((m.user_id * 7919 + g * 104729) % 990000),
              'USD', date '2024-01-01' + ((m.user_id * 31 + g * 45) % 730), 'U' || m.user_id, m.user_id, now()
       from org_members m cross join generate_series(1, $2) g where m.org_id = $1 and m.role = 'seller'`,
      [seed.orgId, DEALS_PER_SELLER],
    );
    const rules = [
      ["100% Club", "attainment_at_least", 100, null, "quarter", null],
      ["120% Club", "attainment_at_least", 120, null, "year", null],
      ["Three in a row", "streak", 100, 3, "quarter", null],
      ["President's Club", "top_percent", 10, null, "quarter", null],
      ["Largest deal", "largest_deal", null, null, "quarter", null],
      ["Team 110%", "attainment_at_least", 110, null, "quarter", seed.manager.id],
    ] as const;
    for (const [name, kind, threshold, periods, periodType, managerId] of rules) {
      await client.query(
        `insert into recognition_rules (org_id, name, kind, threshold, periods, period_type, scope_manager_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [seed.orgId, name, kind, threshold, periods, periodType, managerId],
      );
    }
    const facts = await client.query<{ n: string }>(
      `select count(*) as n from quota_records where employer_org_id = $1`,
      [seed.orgId],
    );
    await client.end();

    const timed = async () => {
      const started = performance.now();
      const result = await evaluateOrg(seed.orgId);
      return {
        ms: performance.now() - started,
        issued: result.issued.length,
        revoked: result.revoked,
        more: result.more,
      };
    };
    // The first evaluations issue two years of awards, a bounded share each; then one with nothing left to change.
    const runs = [await timed()];
    while (runs.at(-1)!.more && runs.length < 20) runs.push(await timed());
    const second = await timed();
    runs.push(second);
    console.log(
      `recognition: ${SELLERS.toLocaleString("en-US")} sellers, ${Number(facts.rows[0]!.n).toLocaleString("en-US")} ` +
        `employer records, ${(SELLERS * DEALS_PER_SELLER).toLocaleString("en-US")} deals, ${rules.length} rules`,
    );
    ok = true;
    for (const [i, run] of runs.entries()) {
      const met = run.ms <= BUDGET_MS;
      ok &&= met;
      console.log(
        `recognition: evaluation ${i + 1}: ${(run.ms / 1000).toFixed(2)} s, ${run.issued.toLocaleString("en-US")} issued, ` +
          `${run.revoked} revoked${run.more ? ", more to issue" : ""} (budget ${BUDGET_MS / 1000} s) ${met ? "OK" : "OVER BUDGET"}`,
      );
    }
    const total = runs.reduce((sum, run) => sum + run.ms, 0);
    console.log(
      `recognition: every award of two years issued in ${runs.length - 1} evaluations, ${(total / 1000).toFixed(1)} s in all`,
    );
    if (second.issued !== 0 || second.revoked !== 0) {
      console.log("recognition: the second evaluation changed awards: it must change nothing");
      ok = false;
    }
  } finally {
    await closeDatabase();
  }
} catch (error) {
  console.error("recognition: failed:", error);
} finally {
  await target.stop();
}
process.exit(ok ? 0 : 1);
