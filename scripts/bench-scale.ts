// npm run bench -- --scale: the app at the size of a large customer, on PostgreSQL and the production server.
// Seeds an Enterprise organisation of 5,000 sellers (eight quarters each; scripts/bench/org-seed.ts) and a rep with
// 500 achievements, and beside them a 500-seller organisation and a 50-achievement rep, so the table shows how each
// call grows (it should not). Measures p50/p99 and bytes of: a team page, 10 team pages at once, the members,
// the benchmarks, the team report (xlsx), a rep's list page (limit 50), the shared page, the shared page's PDF
// (a new link each time, so each is a real render in the export workers), and /api/health while a report and a
// PDF are being made. Exits non-zero when the large case misses a budget. Needs `npm run build` first, and
// PostgreSQL (DATABASE_URL's server, or Debian's postgresql package for a throwaway cluster).
import { Client } from "pg";
import { seedOrganisation, type OrgSeed } from "./bench/org-seed";
import {
  attempt,
  BenchClient,
  kb,
  ms,
  sampleConcurrent,
  sampleDuring,
  sampleSequential,
  type Stats,
} from "./bench/scale-http";
import { seedRep, shareLink, type ScaleRep } from "./bench/scale-rep";
import { startProject, stop, type Server } from "./bench/servers";
import { throwawayPostgres } from "./bench/throwaway-postgres";

const SIZES = [
  { label: "500 members · 50 items", sellers: 500, items: 50, tag: "small" },
  { label: "5,000 members · 500 items", sellers: 5_000, items: 500, tag: "large" },
] as const;

type Budget = { p99Ms?: number; bytes?: number };
type Row = { call: string; budget: Budget; stats: Stats[] };

const BUDGETS: Record<string, Budget> = {
  "team page (limit 50)": { p99Ms: 100, bytes: 100 * 1024 },
  "10 team pages at once": { p99Ms: 400 },
  "team report (xlsx)": { p99Ms: 10_000 },
  "shared page": { bytes: 300 * 1024 },
  "shared page PDF": { p99Ms: 3_000 },
  "/api/health during report + PDF": { p99Ms: 200 },
};

const SAMPLES = { quick: 60, page: 20, heavy: 3 } as const;

async function measure(base: string, org: OrgSeed, rep: ScaleRep): Promise<Map<string, Stats>> {
  const owner = await BenchClient.signIn(base, org.owner.email, org.owner.password);
  const seller = await BenchClient.signIn(base, org.seller.email, org.seller.password);
  const anonymous = new BenchClient(base);
  const team = `/api/orgs/${org.orgId}/team?limit=50`;
  const results = new Map<string, Stats>();
  const record = async (call: string, measure: () => Promise<Stats>) => {
    const result = await attempt(measure);
    results.set(call, result);
    console.log(`  ${call}: ${cell(result)}`);
  };
  await record("team page (limit 50)", () => sampleSequential(SAMPLES.quick, () => owner.timed(team)));
  await record("10 team pages at once", () => sampleConcurrent(10, 10, () => owner.timed(team)));
  await record("members", () => sampleSequential(SAMPLES.page, () => owner.timed(`/api/orgs/${org.orgId}/members`)));
  await record("benchmarks", () =>
    sampleSequential(SAMPLES.quick, () => seller.timed(`/api/orgs/${org.orgId}/benchmarks`)),
  );
  const report = () => owner.timed(`/api/orgs/${org.orgId}/report.xlsx`);
  await record("team report (xlsx)", () => sampleSequential(SAMPLES.heavy, report, 1));
  await record("rep's list page (limit 50)", () =>
    sampleSequential(SAMPLES.quick, () => rep.client.timed("/api/achievements?limit=50")),
  );
  await record("shared page", () => sampleSequential(SAMPLES.page, () => anonymous.timed(rep.sharePath)));
  // Every link is rendered once and then kept: a new link per sample makes each one a real render.
  const links: string[] = [];
  for (let i = 0; i < SAMPLES.heavy + 2; i++) links.push(await shareLink(rep.client, rep.achievementIds));
  const pdf = () => anonymous.timed(`${links.pop()}/pdf`);
  await record("shared page PDF", () => sampleSequential(SAMPLES.heavy, pdf, 1));
  await record("/api/health during report + PDF", () =>
    sampleDuring(Promise.all([report(), pdf()]), () => anonymous.timed("/api/health")),
  );
  return results;
}

function cell(s: Stats): string {
  return s.error ? `failed: ${s.error}` : `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, ${kb(s.bytes)}`;
}

function printTable(rows: Row[]): boolean {
  let ok = true;
  const header = ["call", ...SIZES.map((s) => s.label), "budget (largest)", ""];
  const lines = [header];
  for (const { call, budget, stats } of rows) {
    const last = stats.at(-1)!;
    const met =
      (budget.p99Ms === undefined || last.p99 <= budget.p99Ms) &&
      (budget.bytes === undefined || last.bytes <= budget.bytes);
    const hasBudget = budget.p99Ms !== undefined || budget.bytes !== undefined;
    ok &&= met;
    const budgetText = [
      budget.p99Ms ? `p99 ≤ ${ms(budget.p99Ms)}` : null,
      budget.bytes ? `≤ ${kb(budget.bytes)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
    lines.push([call, ...stats.map(cell), budgetText || "—", hasBudget ? (met ? "OK" : "OVER BUDGET") : ""]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  for (const line of lines) console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`);
  return ok;
}

const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") {
  console.log(`scale: skipped: no PostgreSQL (${target})`);
  process.exit(0);
}
let server: Server | undefined;
let ok = false;
try {
  // `npm start` migrates the database before it serves.
  server = await startProject(target.url);
  const db = new Client({ connectionString: target.url });
  await db.connect();
  const measured: Map<string, Stats>[] = [];
  try {
    for (const size of SIZES) {
      const seeding = performance.now();
      const org = await seedOrganisation(db, size.sellers, size.tag);
      const rep = await seedRep(db, server.base, size.items, size.tag);
      console.log(
        `scale: ${size.sellers.toLocaleString("en-US")} sellers (${org.managers} managers, 8 quarters each) and a rep ` +
          `with ${size.items} achievements seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s on ${target.where}`,
      );
      measured.push(await measure(server.base, org, rep));
    }
  } finally {
    await db.end();
  }
  const rows: Row[] = [...measured[0]!.keys()].map((call) => ({
    call,
    budget: BUDGETS[call] ?? {},
    stats: measured.map((m) => m.get(call)!),
  }));
  ok = printTable(rows);
  console.log(ok ? "scale: every budget met" : "scale: a budget was missed");
} catch (error) {
  console.error("scale: failed:", error);
} finally {
  await stop(server);
  await target.stop();
}
process.exit(ok ? 0 : 1);
