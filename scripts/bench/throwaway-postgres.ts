// A PostgreSQL database the benchmark may fill and throw away. With DATABASE_URL set: a new database on that server
// (dropped afterwards), so the operator's own data is never touched. Without it: a throwaway cluster of Debian's
// postgresql package (scripts/install-system-deps.sh), started the way scripts/test-all.sh does for the API tests.
// Answers null when neither is possible, with the reason.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

export type ThrowawayPostgres = { url: string; where: string; stop: () => Promise<void> };

const FIRST_PORT = 54400;

function freePort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The newest PostgreSQL server installed the Debian way, or null. */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : null;
}

// initdb refuses to run as root: then the tools run as the `postgres` user, as in scripts/test-all.sh.
const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd: "/", encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
}

async function localCluster(): Promise<ThrowawayPostgres | string> {
  const bin = postgresBin();
  if (!bin) return "PostgreSQL is not installed (apt-get install postgresql, or set DATABASE_URL)";
  if (asRoot && spawnSync("id", ["postgres"]).status !== 0) {
    return "running as root without a 'postgres' user to run PostgreSQL as";
  }
  let port = FIRST_PORT;
  while (!(await freePort(port))) {
    port++;
    if (port > FIRST_PORT + 100) return `no free port for PostgreSQL in ${FIRST_PORT}-${FIRST_PORT + 100}`;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-bench-talent-pg-"));
  if (asRoot) spawnSync("chown", ["postgres:", dir]);
  const data = path.join(dir, "data");
  let started = false;
  const stop = async () => {
    if (started) {
      spawnSync(asRoot ? "runuser" : path.join(bin, "pg_ctl"), [
        ...(asRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []),
        "-D",
        data,
        "-m",
        "immediate",
        "stop",
      ]);
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    run(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
    started = true;
    run(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "app"]);
  } catch (error) {
    await stop();
    return (error as Error).message;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    where: `a throwaway PostgreSQL (${path.basename(path.dirname(bin))}, fsync off)`,
    stop,
  };
}

async function onServer(url: string): Promise<ThrowawayPostgres | string> {
  const name = `qp_bench_talent_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    return `cannot create a throwaway database on DATABASE_URL's server (${(error as Error).message})`;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    where: `database ${name} on DATABASE_URL's server (dropped afterwards)`,
    stop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    },
  };
}

export function throwawayPostgres(databaseUrl: string | undefined): Promise<ThrowawayPostgres | string> {
  return databaseUrl ? onServer(databaseUrl) : localCluster();
}
