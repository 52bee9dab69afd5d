// Starts and stops a production server of its own (on the existing build), for tests of restarts and locks.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";

/** A port nothing listens on now, chosen by the system (test servers of their own must not collide in parallel runs). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string };

const secret = randomBytes(24).toString("hex");

/** The environment of a server of its own; like the suite's server, its outbox is readable (newUser confirms by mail). */
export function serverEnv(pgliteDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    CREDENTIAL_SIGNING_KEY: process.env.QP_TEST_CREDENTIAL_KEY,
    SEED_DEMO: "false",
    PGLITE_DIR: pgliteDir,
    DEV_OUTBOX: "true",
    // As on the suite's server: its accounts are made from 127.0.0.1, which the sign-up limits leave uncounted.
    SIGNUP_LIMIT_EXEMPT_IPS: "127.0.0.1",
  };
}

/** Runs a command to its end and reports its exit code and output. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * `npm start` (migrate, then next start) in its own process group; resolves once /api/health answers
 * `readyStatus` (within `readyWithinMs`). Another command and environment can be given (e.g. a server with its
 * database down).
 */
export async function startServer(
  pgliteDir: string,
  port: number,
  { command = ["npm", "start", "--"], env = serverEnv(pgliteDir), readyStatus = 200, readyWithinMs = 90_000 } = {},
): Promise<ServerProcess> {
  const [program, ...args] = command;
  const child = spawn(program!, [...args, "-p", String(port), "-H", "127.0.0.1"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === readyStatus) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output}`);
}

/**
 * A server of its own on a free port, for tests of a configuration the suite's server does not have (a provider's
 * stub, a secret): the usual environment, its own address as APP_URL, the suite's administrator, and `env` on top.
 */
export async function startConfiguredServer(
  pgliteDir: string,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const port = await freePort();
  return startServer(pgliteDir, port, {
    env: {
      ...serverEnv(pgliteDir),
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD,
      ...env,
    },
  });
}

/** Stops the whole process group (npm, sh and the Next server) with the given signal and waits for it. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once("exit", () => resolve());
  });
  try {
    process.kill(-server.child.pid!, signal);
  } catch {
    // already gone
  }
  await exited;
  // The group's other members (the Next server closing its database) may outlive npm by a moment, longer on a busy
  // machine; the port is free only once they are gone (the server forces its own exit after 10 s).
  for (let i = 0; i < 150; i++) {
    try {
      process.kill(-server.child.pid!, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      return;
    }
  }
}
