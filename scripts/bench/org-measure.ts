// Measures the organisation calls at scale against the production build on a seeded PostgreSQL:
//   npx tsx --conditions=react-server scripts/bench/org-measure.ts 5000 [--seed-only]
// (a throwaway PostgreSQL as in scripts/bench/throwaway-postgres.ts; `npm run build` first).
import { Client } from "pg";
import { seedOrganisation } from "./org-seed";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { generateSigningKey } from "@/lib/server/credentials/signing-key";
import { stop, type Server } from "./servers";

const PORT = Number(process.env.QP_TEST_PORT ?? 3203);

async function startProject(databaseUrl: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    CREDENTIAL_SIGNING_KEY: (await generateSigningKey()).secretKeyMultibase,
    DATABASE_URL: databaseUrl,
  };
  delete env.PGLITE_DIR;
  const child = spawn("npm", ["start", "--", "-p", String(PORT), "-H", "127.0.0.1"], {
    env,
    detached: true,
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, process: child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}
import { throwawayPostgres } from "./throwaway-postgres";

const sellers = Number(process.argv[2] ?? 500);
const seedOnly = process.argv.includes("--seed-only");
const target = await throwawayPostgres(process.env.DATABASE_URL);
if (typeof target === "string") throw new Error(target);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
};

let server: Server | undefined;
try {
  process.env.DATABASE_URL = target.url;
  delete process.env.PGLITE_DIR;
  const { openDatabase, closeDatabase } = await import("../../lib/server/db/client");
  const { migrateDatabase } = await import("../../lib/server/db/migrate");
  await migrateDatabase(await openDatabase());
  await closeDatabase();
  const client = new Client({ connectionString: target.url });
  await client.connect();
  let start = performance.now();
  const seed = await seedOrganisation(client, sellers);
  console.log(`seeded ${sellers} sellers, ${seed.managers} managers in ${(performance.now() - start).toFixed(0)} ms`);
  await client.end();
  if (seedOnly) process.exit(0);

  server = await startProject(target.url);
  const signIn = async (email: string, password: string) => {
    const answer = await fetch(`${server!.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server!.base },
      body: JSON.stringify({ email, password }),
    });
    if (!answer.ok) throw new Error(`sign-in ${answer.status}: ${await answer.text()}`);
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const owner = await signIn(seed.owner.email, seed.owner.password);
  const seller = await signIn(seed.seller.email, seed.seller.password);
  const get = async (path: string, cookie: string) => {
    const t = performance.now();
    const answer = await fetch(`${server!.base}${path}`, { headers: { cookie } });
    const bytes = (await answer.arrayBuffer()).byteLength;
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return { ms: performance.now() - t, bytes, cursor: answer.headers.get("x-next-cursor") };
  };
  const measure = async (label: string, path: string, cookie: string, n = 30) => {
    await get(path, cookie);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      const r = await get(path, cookie);
      times.push(r.ms);
      bytes = r.bytes;
    }
    console.log(`${label}: ${stats(times)}, ${(bytes / 1024).toFixed(1)} KB`);
  };
  const team = `/api/orgs/${seed.orgId}/team`;
  await measure("team page", team, owner);
  await measure("team page sorted by attainment", `${team}?sort=attainment&limit=50`, owner);
  await measure("team page filtered", `${team}?segment=Enterprise&verification=verified`, owner);
  await measure("members", `/api/orgs/${seed.orgId}/members`, owner, 10);
  await measure("benchmarks", `/api/orgs/${seed.orgId}/benchmarks`, seller);
  const concurrent: number[] = [];
  for (let round = 0; round < 5; round++) {
    const times = await Promise.all(Array.from({ length: 10 }, () => get(team, owner).then((r) => r.ms)));
    concurrent.push(...times);
  }
  console.log(`10 concurrent team pages: ${stats(concurrent)}`);
  for (const report of ["report.xlsx", "report.csv"]) {
    const health: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        health.push((await get("/api/health", "")).ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    start = performance.now();
    const r = await get(`/api/orgs/${seed.orgId}/${report}`, owner);
    const took = performance.now() - start;
    done = true;
    await probe;
    console.log(
      `${report}: ${took.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KB; /api/health meanwhile ${stats(health)} (${health.length} probes)`,
    );
  }
} finally {
  await stop(server);
  await target.stop();
}
