// npm run bench -- --employer-crm: an organisation's CRM at the size of a large customer, on PostgreSQL and the
// production server. Seeds an Enterprise organisation of 5,000 sellers (scripts/bench/org-seed.ts) with a verified
// domain, points the server's Salesforce app at the local stand-in (tests/stubs/salesforce.ts) holding those 5,000
// sellers' forecasts for 8 quarters (pages of 2,000 records, as Salesforce sends them), then measures:
//  - the sync, from POST /api/orgs/{id}/crm/sync to its end (budget 60 s), with /api/health sampled meanwhile (p99
//    budget 200 ms);
//  - the sign-off of 500 rows until every one of their credentials is issued (budget 10 s).
// Needs `npm run build` first, and PostgreSQL (DATABASE_URL's server, or Debian's postgresql package).
import { Client } from "pg";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
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
const domain = `${TAG}.bench.example`;

/** The stand-in in its own process (see scripts/bench/employer-crm-stub.ts); its environment for the server. */
async function startStub(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const config = { sellers: SELLERS, quarters: QUARTERS, domain, emailOf: `${TAG}.rep{n}@${domain}` };
  const child = spawn("npx", ["tsx", "scripts/bench/employer-crm-stub.ts", JSON.stringify(config)], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  return { child, env: JSON.parse(line) as Record<string, string> };
}

const salesforce = await startStub();
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
  // The CRM's sellers are the organisation's: the seed's addresses, in the seed's order (the stand-in's data).
  const org = await seedOrganisation(db, SELLERS, TAG);
  // The sellers start with no verified record and nothing stale: a real organisation's earlier credentials were
  // issued when its records were verified, so the sign-off's own credentials are the only ones left to issue.
  await db.query(
    `update quota_records set is_verified = false, verified_at = null
     where user_id in (select user_id from org_members where org_id = $1)`,
    [org.orgId],
  );
  await db.query(
    `update users set credentials_version = portfolio_version
     where id in (select user_id from org_members where org_id = $1)`,
    [org.orgId],
  );
  await db.query(
    `insert into org_domains (org_id, domain, method, txt_token, verified_at) values ($1, $2, 'operator', 'bench', now())`,
    [org.orgId, domain],
  );

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
  process.kill(-salesforce.child.pid!, "SIGTERM");
  await target.stop();
}
process.exit(ok ? 0 : 1);
