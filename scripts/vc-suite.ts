// `npm run test:vc-suite`: the W3C vc-di-eddsa test suite's eddsa-rdfc-2022 issuer and verifier tests against this
// app's VC API (POST /credentials/issue, POST /credentials/verify), on the production build (`npm run build` first).
//
// The suite and its two GitHub dependencies are source snapshots in ../shared/standards (VC_SUITE_STANDARDS_DIR
// overrides), read-only on CI: they are copied to a temporary folder, the suite's two `github:` dependencies are
// pointed at the sibling copies (`file:`, installed as copies so their own dependencies resolve), the suite's local
// config lists this app with its operator did:key and token, and its npm dependencies come from the registry. The app
// runs on a port, an embedded database, a signing key, a token and an operator key of its own; mocha runs with every
// connection off this machine refused. Everything is removed at the end, whatever the outcome.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateSigningKey } from "../lib/server/credentials/signing-key";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "../tests/api/server-process";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const STANDARDS = path.resolve(process.env.VC_SUITE_STANDARDS_DIR ?? path.join(ROOT, "..", "shared", "standards"));
const SUITE = "vc-di-eddsa-test-suite";
const DEPENDENCIES = ["data-integrity-test-suite-assertion", "vc-test-suite-implementations"] as const;
/** The suite's eddsa-rdfc-2022 files: the issuer's proofs, then the verifier's answers. */
const TEST_FILES = ["tests/05-di-rdfc-create.js", "tests/15-di-rdfc-verify.js"];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[vc-suite ${seconds()}] ${message}`);

/** Runs a command to its end with its output shown; resolves with its exit code and what it printed. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean }) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = "";
    const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (options.echo !== false) stream.write(chunk);
    };
    child.stdout.on("data", take(process.stdout));
    child.stderr.on("data", take(process.stderr));
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Copies a read-only snapshot and makes the copy writable (npm writes package.json, node_modules, the lockfile). */
function copyWritable(from: string, to: string): void {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.git)$/.test(source),
  });
  const makeWritable = (entry: string) => {
    const stat = fs.statSync(entry);
    fs.chmodSync(entry, stat.mode | 0o200);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) makeWritable(path.join(entry, name));
  };
  makeWritable(to);
}

/** The suite's package.json with its GitHub dependencies pointed at the sibling copies, without its lint tooling. */
function repointDependencies(suiteDir: string): void {
  const file = path.join(suiteDir, "package.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const name of DEPENDENCIES) {
    if (!manifest.dependencies[name]) throw new Error(`${SUITE}/package.json no longer depends on ${name}`);
    manifest.dependencies[name] = `file:../${name}`;
  }
  delete manifest.devDependencies;
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The suite's local config (read by vc-test-suite-implementations from the suite's root): this app alone, its issuer
 * named by the operator's did:key, both endpoints called with the operator's bearer token (an endpoint's `headers`
 * go with each of its requests).
 */
function writeLocalConfig(suiteDir: string, options: { baseUrl: string; issuerDid: string; token: string }): void {
  const headers = { Authorization: `Bearer ${options.token}` };
  const config = {
    settings: { enableInteropTests: false, testAllImplementations: false },
    implementations: [
      {
        name: "QuotaProof",
        implementation: "QuotaProof",
        issuers: [
          {
            id: options.issuerDid,
            endpoint: `${options.baseUrl}/credentials/issue`,
            headers,
            supports: { vc: ["1.1", "2.0"] },
            tags: ["eddsa-rdfc-2022", "localhost"],
          },
        ],
        verifiers: [
          {
            id: `${options.baseUrl}/credentials/verify`,
            endpoint: `${options.baseUrl}/credentials/verify`,
            headers,
            tags: ["eddsa-rdfc-2022", "localhost"],
          },
        ],
      },
    ],
  };
  fs.writeFileSync(path.join(suiteDir, "localConfig.cjs"), `module.exports = ${JSON.stringify(config, null, 2)};\n`);
}

/** A module preloaded into mocha that refuses every connection to anything but this machine. */
function writeOfflineGuard(dir: string): string {
  const file = path.join(dir, "offline.cjs");
  fs.writeFileSync(
    file,
    `const net = require("node:net");
const local = (host) => !host || host === "localhost" || /^127\\./.test(host) || host === "::1";
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = typeof args[0] === "object" && args[0] !== null ? (Array.isArray(args[0]) ? args[0][0] : args[0]) : { host: args[1] };
  if (options && options.path === undefined && !local(options.host)) {
    throw new Error("vc-suite runs offline: refused a connection to " + options.host);
  }
  return connect.apply(this, args);
};
`,
  );
  return file;
}

async function main(): Promise<number> {
  for (const folder of [SUITE, ...DEPENDENCIES]) {
    if (!fs.existsSync(path.join(STANDARDS, folder, "package.json"))) {
      throw new Error(
        `${path.join(STANDARDS, folder)} is missing (set VC_SUITE_STANDARDS_DIR to the standards folder)`,
      );
    }
  }
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("no production build: run npm run build");

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "qp-vc-suite-"));
  let app: ServerProcess | null = null;
  const cleanUp = async () => {
    if (app) await stopServer(app, "SIGTERM");
    app = null;
    fs.rmSync(work, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  }
  try {
    for (const folder of [SUITE, ...DEPENDENCIES]) copyWritable(path.join(STANDARDS, folder), path.join(work, folder));
    const suiteDir = path.join(work, SUITE);
    repointDependencies(suiteDir);
    log(`suite copied to ${work}; npm install (registry only)`);
    const install = await run(
      "npm",
      ["install", "--no-audit", "--no-fund", "--omit=dev", "--install-links", "--loglevel=error"],
      { cwd: suiteDir },
    );
    if (install.code !== 0) throw new Error("npm install of the suite failed");

    const operator = await generateSigningKey();
    const issuerDid = `did:key:${operator.publicKeyMultibase}`;
    const token = randomBytes(32).toString("hex");
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    writeLocalConfig(suiteDir, { baseUrl, issuerDid, token });
    log(`starting the app on ${baseUrl} (operator ${issuerDid})`);
    const pgliteDir = path.join(work, "pglite");
    app = await startServer(pgliteDir, port, {
      env: {
        ...serverEnv(pgliteDir),
        APP_URL: baseUrl,
        CREDENTIAL_SIGNING_KEY: (await generateSigningKey()).secretKeyMultibase,
        VC_API_TOKEN: token,
        VC_API_DID_KEY: operator.secretKeyMultibase,
      },
      readyWithinMs: 120_000,
    });

    log(`mocha ${TEST_FILES.join(" ")}`);
    const mocha = await run(
      path.join(suiteDir, "node_modules", ".bin", "mocha"),
      [...TEST_FILES, "--timeout", "15000", "--reporter", "spec"],
      {
        cwd: suiteDir,
        env: { ...process.env, NODE_OPTIONS: `--require ${writeOfflineGuard(work)}` },
      },
    );
    const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(mocha.output)?.[1] ?? 0);
    const passed = count("passing");
    const failed = count("failing");
    // Mocha prints "passing"/"failing"; the line below is the summary CI reads.
    console.log(`\nvc-suite: ${passed} passed, ${failed} failed`);
    log(`done (exit ${mocha.code})`);
    return mocha.code === 0 && failed === 0 && passed > 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[vc-suite] ${(error as Error).message}`);
    process.exit(1);
  },
);
