// The two servers the web bench compares: the project's production server and a bare Next.js app (bench/baseline).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { generateSigningKey } from "@/lib/server/credentials/signing-key";

export const run = promisify(execFile);

/** A running server; `dataDir` is a folder of its own, removed when it stops. */
export type Server = { base: string; process: ChildProcess; dataDir?: string };

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

/** The project's production server (`npm start`: migrate, then the server) on PGlite or on DATABASE_URL. */
export async function startProject(databaseUrl?: string): Promise<Server> {
  const port = freePort();
  const dataDir = path.join(".data", `bench-${randomBytes(4).toString("hex")}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    CREDENTIAL_SIGNING_KEY: (await generateSigningKey()).secretKeyMultibase,
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
export async function startBaseline(rowsFile: string): Promise<Server> {
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

export async function stop(server: Server | undefined): Promise<void> {
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
