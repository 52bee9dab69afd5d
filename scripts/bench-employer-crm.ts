// npm run bench -- --employer-crm: an organisation's CRM at the size of a large customer, on PostgreSQL and the
// production server. Seeds an Enterprise organisation of 5,000 sellers (scripts/bench/org-seed.ts) with a verified
// domain, points the server's Salesforce app at the local stand-in (tests/stubs/salesforce.ts) holding those 5,000
// sellers' forecasts for 8 quarters (pages of 2,000 records, as Salesforce sends them), then measures:
//  - the sync, from POST /api/orgs/{id}/crm/sync to its end (budget 60 s), with /api/health sampled meanwhile (p99
//    budget 200 ms);
//  - the sign-off of 500 rows until every one of their credentials is issued (budget 10 s).
// Needs `npm run build` first, and PostgreSQL (DATABASE_URL's server, or Debian's postgresql package).
import { Client } from "pg";
import { employerCrmData } from "../tests/stubs/employer-crm-data";
import { startSalesforceStub } from "../tests/stubs/salesforce";
import { seedOrganisation } from "./bench/org-seed";
import { BenchClient, ms, sampleDuring } from "./bench/scale-http";
import { startProject, stop, type Server } from "./bench/servers";
import { throwawayPostgres } from "./bench/throwaway-postgres";

const SELLERS = 5_000;
const QUARTERS = 8;
const SIGNOFF_ROWS = 500;
const BUDGETS = { syncMs: 60_000, signoffMs: 10_000, healthP99Ms: 200 };
const TAG = "crm";

const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") {
  console.log(`employer CRM: skipped: no PostgreSQL (${target})`);
  process.exit(0);
}
const salesforce = await startSalesforceStub();
salesforce.pageSize = 2_000;
Object.assign(process.env, salesforce.env);
let server: Server | undefined;
let ok = false;
const db = new Client({ connectionString: target.url });

async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not done within ${ms(timeoutMs)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  server = await startProject(target.url);
  await db.connect();
  const org = await seedOrganisation(db, SELLERS, TAG);
  const domain = `${TAG}.bench.example`;
  await db.query(
    `insert into org_domains (org_id, domain, method, txt_token, verified_at) values ($1, $2, 'operator', 'bench', now())`,
    [org.orgId, domain],
  );
  // The CRM's sellers are the organisation's: the seed's addresses, in the seed's order.
  const data = employerCrmData({ sellers: SELLERS, quarters: QUARTERS, seed: 7, domain });
  data.sellers.forEach((seller, i) => (seller.email = `${TAG}.rep${i + 1}@${domain}`));
  salesforce.employer = data;

  const owner = await BenchClient.signIn(server.base, org.owner.email, org.owner.password);
  const anonymous = new BenchClient(server.base);
  const { url } = await owner.json<{ url: string }>(`/api/orgs/${org.orgId}/crm/salesforce/connect`, {
    method: "POST",
  });
  const consent = await fetch(url, { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  const callback = await owner.request(back.pathname + back.search);
  if (!callback.headers.get("location")?.includes("crm=salesforce"))
    throw new Error(`the connect did not complete: ${callback.status} ${callback.headers.get("location")}`);

  type Status = { connections: { lastSync: { state: string | null; error: string | null }; counts: unknown }[] };
  const started = performance.now();
  await owner.json(`/api/orgs/${org.orgId}/crm/sync`, { method: "POST" });
  let status: Status | null = null;
  const syncing = until(async () => {
    status = await owner.json<Status>(`/api/orgs/${org.orgId}/crm`);
    return status.connections.every((c) => c.lastSync.state !== "running");
  }, 5 * 60_000);
  const health = await sampleDuring(syncing, () => anonymous.timed("/api/health"));
  const syncMs = performance.now() - started;
  const sync = (status as unknown as Status).connections[0]!;
  if (sync.lastSync.state !== "done") throw new Error(`the sync failed: ${sync.lastSync.error}`);
  console.log(`employer CRM: ${JSON.stringify(sync.counts)}`);

  type Page = { rows: { userId: number; period: string; id: number }[] };
  const page = await owner.json<Page>(`/api/orgs/${org.orgId}/crm/attainment?status=new&limit=${SIGNOFF_ROWS}`);
  const rows = page.rows.map((r) => ({ userId: r.userId, period: r.period }));
  const signing = performance.now();
  await owner.json(`/api/orgs/${org.orgId}/crm/signoff`, { method: "POST", body: JSON.stringify({ rows }) });
  const answeredMs = performance.now() - signing;
  await until(async () => {
    const { rows: counted } = await db.query<{ n: string }>(
      `select count(*) as n from credentials c join quota_records q on q.id = c.item_id and c.item_type = 'quota_record'
       where q.employer_org_id = $1 and c.status = 'active'`,
      [org.orgId],
    );
    return Number(counted[0]!.n) >= rows.length;
  }, 120_000);
  const signoffMs = performance.now() - signing;

  const lines = [
    [`sync of ${SELLERS.toLocaleString("en-US")} sellers x ${QUARTERS} quarters`, syncMs, BUDGETS.syncMs],
    [
      `sign-off of ${rows.length} rows, credentials included (answered in ${ms(answeredMs)})`,
      signoffMs,
      BUDGETS.signoffMs,
    ],
    [`/api/health during the sync: p50 ${ms(health.p50)}, p99`, health.p99, BUDGETS.healthP99Ms],
  ] as const;
  ok = true;
  for (const [what, value, budget] of lines) {
    const met = value <= budget;
    ok &&= met;
    console.log(`employer CRM: ${what} ${ms(value)} (budget ${ms(budget)}) ${met ? "OK" : "OVER BUDGET"}`);
  }
} catch (error) {
  console.error("employer CRM: failed:", error);
} finally {
  await db.end().catch(() => undefined);
  await stop(server);
  await salesforce.close();
  await target.stop();
}
process.exit(ok ? 0 : 1);
