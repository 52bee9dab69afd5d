// The list figure: an authenticated 50-row list (GET /api/achievements) against the baseline's route serving the
// same rows, req/s and p99 at 10 connections (autocannon).
import { randomBytes } from "node:crypto";
import { TARGETS, verdict } from "./checks";
import { run } from "./servers";

export const LIST_ROWS = 50;
const CONNECTIONS = 10;
const LOAD_SECONDS = 10;

/** A new rep with 50 achievements; returns their session cookie. */
export async function repWithAchievements(base: string): Promise<string> {
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
export async function compareLists(
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
  const p99Ratio = p.p99 / b.p99;
  console.log(
    `list, ${LIST_ROWS} rows, ${CONNECTIONS} connections, ${label}: project ${p.rps.toFixed(0)} req/s p99 ${p.p99.toFixed(0)} ms; ` +
      `baseline ${b.rps.toFixed(0)} req/s p99 ${b.p99.toFixed(0)} ms; ratio ${ratio.toFixed(2)} (target ≥ ${ratioTarget}) ${verdict(ratio >= ratioTarget)}; ` +
      `p99 ${p99Ratio.toFixed(2)} × the baseline's (target ≤ ${TARGETS.listP99Ratio}) ${verdict(p99Ratio <= TARGETS.listP99Ratio)}`,
  );
}
