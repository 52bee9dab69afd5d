// The web half of `npm run bench`: the production server against a bare Next.js app (bench/baseline) on the same
// machine, in the same run, so every target is a ratio that holds whatever the machine's speed.
//  - an authenticated 50-row list (GET /api/achievements) against the baseline's route serving the same rows:
//    req/s and p99 at 10 connections (autocannon), on PGlite, and on PostgreSQL when DATABASE_URL is set;
//  - Lighthouse mobile (performance score, LCP) of the landing, pricing and a shared page, and the baseline page;
//  - client JavaScript of a shared page and first-load JavaScript of /dashboard (gzipped), and its time to
//    interactive with the demo portfolio.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const run = promisify(execFile);
const CHROMIUM = "/usr/bin/chromium";
const DEMO = { email: "demo@quotaproof.com", password: "demo1234" };
const LIST_ROWS = 50;
const CONNECTIONS = 10;
const LOAD_SECONDS = 10;
const LIGHTHOUSE_RUNS = 3;

export const TARGETS = {
  listRatioPostgres: 0.7,
  listRatioPglite: 0.5,
  listP99Ms: 50,
  lighthouseScore: 95,
  lcpRatio: 1.2,
  sharedPageJsKb: 110,
  dashboardJsKb: 180,
  dashboardInteractiveMs: 1500,
};

/** A running server; `dataDir` is a folder of its own, removed when it stops. */
type Server = { base: string; process: ChildProcess; dataDir?: string };
type Check = { ok: boolean };
const checks: Check[] = [];
function verdict(ok: boolean): string {
  checks.push({ ok });
  return ok ? "OK" : "MISSED";
}

const freePort = () => 3600 + Math.floor(Math.random() * 300);

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The project's production server (`npm start`: migrate, then next start) on PGlite or on DATABASE_URL. */
async function startProject(databaseUrl?: string): Promise<Server> {
  const port = freePort();
  const dataDir = path.join(".data", `bench-${randomBytes(4).toString("hex")}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    SEED_DEMO: "true",
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.PGLITE_DIR = dataDir;
  const child = spawn("npm", ["start", "--", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    detached: true,
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, Date.now() + 120_000);
  return { base, process: child, dataDir: databaseUrl ? undefined : dataDir };
}

/**
 * The bare app, built for this run in a folder of its own outside the project (inside it, Next.js would take in the
 * project's proxy and instrumentation), with the project's node_modules linked in; then `next start`.
 */
async function startBaseline(rowsFile: string): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-baseline-"));
  fs.cpSync(path.join("bench", "baseline", "app"), path.join(dir, "app"), { recursive: true });
  fs.copyFileSync(path.join("bench", "baseline", "next.config.ts"), path.join(dir, "next.config.ts"));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "qp-bench-baseline", private: true }));
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  await run("npx", ["next", "build"], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  const port = freePort() + 300;
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", BASELINE_ROWS_FILE: path.resolve(rowsFile) },
    detached: true,
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, Date.now() + 60_000);
  return { base, process: child, dataDir: dir };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server) return;
  try {
    process.kill(-server.process.pid!, "SIGTERM");
  } catch {
    // already stopped
  }
  await new Promise((r) => setTimeout(r, 1500));
  if (server.dataDir) {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(`${server.dataDir}.lock`, { force: true });
  }
}

/** A new rep with 50 achievements; returns their session cookie. */
async function repWithAchievements(base: string): Promise<string> {
  const id = randomBytes(5).toString("hex");
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${id}@example.com`,
      // Random on its own: new passwords made of the e-mail or username are refused as easy to guess.
      password: `pw-${randomBytes(8).toString("hex")}`,
      username: `bench_${id}`,
      fullName: "Bench Rep",
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  for (let i = 0; i < LIST_ROWS; i++) {
    const created = await fetch(`${base}/api/achievements`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        title: `Closed the Acme expansion, part ${i + 1}`,
        description: "Displaced the incumbent across 14 hospitals after a seven-month cycle with six stakeholders.",
        tags: "enterprise, healthcare",
        metrics: { dealValue: String(100_000 + i * 1000) },
      }),
    });
    if (created.status !== 201) throw new Error(`achievement answered ${created.status}`);
  }
  return cookie;
}

type Load = { rps: number; p99: number };

async function load(url: string, cookie?: string): Promise<Load> {
  const args = ["autocannon", "-c", String(CONNECTIONS), "-d", String(LOAD_SECONDS), "--json"];
  if (cookie) args.push("-H", `cookie=${cookie}`);
  const { stdout } = await run("npx", [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Warm both, then two alternating rounds each; the figures are the rounds' means. */
async function compareLists(
  label: string,
  projectUrl: string,
  cookie: string,
  baselineUrl: string,
  ratioTarget: number,
) {
  await run("npx", ["autocannon", "-c", String(CONNECTIONS), "-d", "3", "-H", `cookie=${cookie}`, projectUrl]);
  await run("npx", ["autocannon", "-c", String(CONNECTIONS), "-d", "3", baselineUrl]);
  const project: Load[] = [];
  const baseline: Load[] = [];
  for (let round = 0; round < 2; round++) {
    project.push(await load(projectUrl, cookie));
    baseline.push(await load(baselineUrl));
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const p = { rps: mean(project.map((l) => l.rps)), p99: mean(project.map((l) => l.p99)) };
  const b = { rps: mean(baseline.map((l) => l.rps)), p99: mean(baseline.map((l) => l.p99)) };
  const ratio = p.rps / b.rps;
  console.log(
    `list, ${LIST_ROWS} rows, ${CONNECTIONS} connections, ${label}: project ${p.rps.toFixed(0)} req/s p99 ${p.p99.toFixed(0)} ms; ` +
      `baseline ${b.rps.toFixed(0)} req/s p99 ${b.p99.toFixed(0)} ms; ratio ${ratio.toFixed(2)} (target ≥ ${ratioTarget}) ${verdict(ratio >= ratioTarget)}; ` +
      `p99 (target ≤ ${TARGETS.listP99Ms} ms) ${verdict(p.p99 <= TARGETS.listP99Ms)}`,
  );
}

type Lighthouse = { score: number; lcpMs: number };

/** Lighthouse's default (mobile) performance audit, median of three runs by score. */
async function lighthouseMobile(url: string, port: number): Promise<Lighthouse> {
  const runs: Lighthouse[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const result = await lighthouse(url, { port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    });
  }
  return runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
}

async function lighthousePages(pages: { label: string; url: string }[], baselineUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const baseline = await lighthouseMobile(baselineUrl, chrome.port);
    console.log(
      `Lighthouse mobile, baseline page: score ${baseline.score}, LCP ${(baseline.lcpMs / 1000).toFixed(2)} s`,
    );
    for (const { label, url } of pages) {
      const result = await lighthouseMobile(url, chrome.port);
      const ratio = result.lcpMs / baseline.lcpMs;
      console.log(
        `Lighthouse mobile, ${label}: score ${result.score} (target ≥ ${TARGETS.lighthouseScore}) ${verdict(result.score >= TARGETS.lighthouseScore)}; ` +
          `LCP ${(result.lcpMs / 1000).toFixed(2)} s, ${ratio.toFixed(2)} × baseline (target ≤ ${TARGETS.lcpRatio}) ${verdict(ratio <= TARGETS.lcpRatio)}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
}

async function signInDemo(context: BrowserContext, base: string): Promise<void> {
  const login = await context.request.post(`${base}/api/auth/login`, { data: DEMO });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
}

/** Every script a page loads until the network is idle, gzipped. */
export async function pageScripts(
  url: string,
  signIn?: string,
): Promise<{ files: { url: string; gzipKb: number }[]; gzipKb: number }> {
  const browser = await launch();
  try {
    const context = await browser.newContext();
    if (signIn) await signInDemo(context, signIn);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const files = [];
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      files.push({ url: script, gzipKb: gzipSync(body, { level: 9 }).length / 1024 });
    }
    return { files, gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
  } finally {
    await browser.close();
  }
}

/** Navigation until a click on a tab switches the panel (hydrated, the overview drawn). */
async function timeToInteractive(base: string, runs: number): Promise<number[]> {
  const browser = await launch();
  const times: number[] = [];
  try {
    const context = await browser.newContext();
    await signInDemo(context, base);
    for (let i = 0; i < runs + 1; i++) {
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${base}/dashboard`, { waitUntil: "commit" });
      await page.getByRole("tab", { name: "Quota" }).click();
      await page.waitForFunction(() =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes("Quota"),
      );
      if (i > 0) times.push(Date.now() - start); // the first run warms the server
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

function printScripts(label: string, js: Awaited<ReturnType<typeof pageScripts>>): void {
  if (!process.argv.includes("--files")) return;
  console.log(`  ${label}:`);
  for (const f of js.files.sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`  ${f.gzipKb.toFixed(1).padStart(6)} kB  ${new URL(f.url).pathname}`);
}

/** Runs every web measurement and prints it; false when a target was missed. */
export async function webBench(): Promise<boolean> {
  if (!fs.existsSync(path.join(".next", "BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
  const rowsFile = path.join(".data", `bench-rows-${randomBytes(4).toString("hex")}.json`);
  let project: Server | undefined;
  let postgres: Server | undefined;
  let baseline: Server | undefined;
  try {
    project = await startProject();
    const cookie = await repWithAchievements(project.base);
    const rows = await (await fetch(`${project.base}/api/achievements`, { headers: { cookie } })).json();
    fs.writeFileSync(rowsFile, JSON.stringify(rows));
    baseline = await startBaseline(rowsFile);

    await compareLists(
      "PGlite",
      `${project.base}/api/achievements`,
      cookie,
      `${baseline.base}/api/rows`,
      TARGETS.listRatioPglite,
    );
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      postgres = await startProject(databaseUrl);
      const pgCookie = await repWithAchievements(postgres.base);
      await compareLists(
        "PostgreSQL",
        `${postgres.base}/api/achievements`,
        pgCookie,
        `${baseline.base}/api/rows`,
        TARGETS.listRatioPostgres,
      );
      await stop(postgres);
      postgres = undefined;
    } else {
      console.log("list on PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL database to measure it)");
    }

    const shared = await fetch(`${project.base}/api/export/shareable-link`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ achievementIds: (rows as { id: number }[]).slice(0, 10).map((r) => r.id) }),
    });
    const { shareUrl } = (await shared.json()) as { shareUrl: string };
    const sharedPath = new URL(shareUrl).pathname;
    await lighthousePages(
      [
        { label: "landing", url: `${project.base}/` },
        { label: "pricing", url: `${project.base}/pricing` },
        { label: "shared page", url: `${project.base}${sharedPath}` },
      ],
      `${baseline.base}/`,
    );

    const sharedJs = await pageScripts(`${project.base}${sharedPath}`);
    const baselineJs = await pageScripts(`${baseline.base}/`);
    console.log(
      `shared page client JS: ${sharedJs.gzipKb.toFixed(1)} kB gzipped (target ≤ ${TARGETS.sharedPageJsKb} kB) ${verdict(sharedJs.gzipKb <= TARGETS.sharedPageJsKb)}; baseline page ${baselineJs.gzipKb.toFixed(1)} kB`,
    );
    printScripts("shared page", sharedJs);
    const dashboardJs = await pageScripts(`${project.base}/dashboard`, project.base);
    console.log(
      `dashboard first-load JS: ${dashboardJs.gzipKb.toFixed(1)} kB gzipped in ${dashboardJs.files.length} files (target ≤ ${TARGETS.dashboardJsKb} kB) ${verdict(dashboardJs.gzipKb <= TARGETS.dashboardJsKb)}`,
    );
    printScripts("dashboard", dashboardJs);
    const times = (await timeToInteractive(project.base, 5)).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `dashboard time to interactive (demo portfolio): median ${median} ms (target ≤ ${TARGETS.dashboardInteractiveMs} ms) ${verdict(median <= TARGETS.dashboardInteractiveMs)}, runs ${times.join(", ")} ms`,
    );
  } finally {
    await stop(postgres);
    await stop(baseline);
    await stop(project);
    fs.rmSync(rowsFile, { force: true });
  }
  return checks.every((c) => c.ok);
}
