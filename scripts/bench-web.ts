// The web half of `npm run bench`: the production server against a bare Next.js app (bench/baseline) on the same
// machine, in the same run, so every target is a ratio that holds whatever the machine's speed.
//  - an authenticated 50-row list (GET /api/achievements) against the baseline's route serving the same rows:
//    req/s and p99 at 10 connections (scripts/bench/lists.ts), on PGlite, and on PostgreSQL when DATABASE_URL is set;
//  - the landing, pricing and a shared page against the baseline page: Lighthouse mobile score, LCP, CLS and client
//    JavaScript (scripts/bench/lighthouse.ts);
//  - first-load JavaScript of /dashboard (gzipped), its time to interactive and its Lighthouse mobile score with the
//    demo portfolio;
//  - /api/health while crafted credentials flood the public verify call (scripts/bench/verify-load.ts; p99 200 ms).
// `-- --pages` measures only the public pages (no list load, no dashboard); `-- --lists` only the lists;
// `-- --dashboard` only the dashboard; `-- --files` lists each page's scripts.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { demoCookie, pageScripts, printScripts, timeToInteractive } from "./bench/browser";
import { allChecksPassed, TARGETS, verdict } from "./bench/checks";
import { dashboardLighthouse, publicPageBudgets } from "./bench/lighthouse";
import { compareLists, repWithAchievements } from "./bench/lists";
import { startBaseline, startProject, stop, type Server } from "./bench/servers";
import { healthDuringVerifyLoad } from "./bench/verify-load";

/** A shared page of 10 of the rep's achievements: its path. */
async function sharedPagePath(base: string, cookie: string, rows: { id: number }[]): Promise<string> {
  const shared = await fetch(`${base}/api/export/shareable-link`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ achievementIds: rows.slice(0, 10).map((r) => r.id) }),
  });
  if (shared.status !== 201) throw new Error(`share link answered ${shared.status}`);
  return new URL(((await shared.json()) as { shareUrl: string }).shareUrl).pathname;
}

async function dashboard(base: string): Promise<void> {
  const dashboardJs = await pageScripts(`${base}/dashboard`, base);
  console.log(
    `dashboard first-load JS: ${dashboardJs.gzipKb.toFixed(1)} kB gzipped in ${dashboardJs.files.length} files (target ≤ ${TARGETS.dashboardJsKb} kB) ${verdict(dashboardJs.gzipKb <= TARGETS.dashboardJsKb)}`,
  );
  printScripts("dashboard", dashboardJs);
  const times = (await timeToInteractive(base, 5)).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `dashboard time to interactive (demo portfolio): median ${median} ms (target ≤ ${TARGETS.dashboardInteractiveMs} ms) ${verdict(median <= TARGETS.dashboardInteractiveMs)}, runs ${times.join(", ")} ms`,
  );
  await dashboardLighthouse(`${base}/dashboard`, await demoCookie(base));
}

/** Runs every web measurement and prints it; false when a target was missed. */
export async function webBench(): Promise<boolean> {
  if (!fs.existsSync(path.join(".next", "BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
  const pagesOnly = process.argv.includes("--pages");
  const listsOnly = process.argv.includes("--lists");
  if (process.argv.includes("--dashboard")) {
    const project = await startProject();
    try {
      await dashboard(project.base);
    } finally {
      await stop(project);
    }
    return allChecksPassed();
  }
  const rowsFile = path.join(".data", `bench-rows-${randomBytes(4).toString("hex")}.json`);
  let project: Server | undefined;
  let postgres: Server | undefined;
  let baseline: Server | undefined;
  try {
    project = await startProject();
    const cookie = await repWithAchievements(project.base);
    const rows = (await (await fetch(`${project.base}/api/achievements`, { headers: { cookie } })).json()) as {
      id: number;
    }[];
    fs.writeFileSync(rowsFile, JSON.stringify(rows));
    baseline = await startBaseline(rowsFile);

    if (!pagesOnly) {
      const list = `${project.base}/api/achievements`;
      await compareLists("PGlite", list, cookie, `${baseline.base}/api/rows`, TARGETS.listRatioPglite);
      const databaseUrl = process.env.DATABASE_URL;
      if (databaseUrl) {
        postgres = await startProject(databaseUrl);
        const pgCookie = await repWithAchievements(postgres.base);
        const pgList = `${postgres.base}/api/achievements`;
        await compareLists("PostgreSQL", pgList, pgCookie, `${baseline.base}/api/rows`, TARGETS.listRatioPostgres);
        await stop(postgres);
        postgres = undefined;
      } else {
        console.log("list on PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL database to measure it)");
      }
      if (listsOnly) return allChecksPassed();
      await healthDuringVerifyLoad(project.base);
    }

    const sharedPath = await sharedPagePath(project.base, cookie, rows);
    await publicPageBudgets(
      [
        { label: "landing", url: `${project.base}/` },
        { label: "pricing", url: `${project.base}/pricing` },
        { label: "shared page", url: `${project.base}${sharedPath}` },
      ],
      `${baseline.base}/`,
    );
    if (!pagesOnly) await dashboard(project.base);
  } finally {
    await stop(postgres);
    await stop(baseline);
    await stop(project);
    fs.rmSync(rowsFile, { force: true });
  }
  return allChecksPassed();
}
