// Playwright: "api" (HTTP only, the `request` fixture) and "e2e" (Debian's chromium) against the real production
// server (`next start`, built beforehand by scripts/test-all.sh) on a fresh database of its own.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BASE_URL, TEST_PORT } from "./tests/base-url";
import { TEST_ISSUER } from "./tests/issuer-settings";
import { generateSigningKey } from "./lib/server/credentials/signing-key";

const PORT = TEST_PORT;
const HOST = "127.0.0.1";
const TEST_DB_PREFIX = "test-pglite-";

// Playwright evaluates this file in the runner and again in every worker. The run's random values are made once,
// in the runner, and handed to the workers through the environment they inherit.
const firstLoad = process.env.QP_TEST_RUN_ID === undefined;
process.env.QP_TEST_RUN_ID ??= randomBytes(6).toString("hex");
process.env.QP_TEST_AUTH_SECRET ??= randomBytes(24).toString("hex"); // 48 hex characters
// The server makes this administrator at start (ADMIN_EMAIL); tests sign in as it to set plans (tests/api/helpers.ts).
process.env.QP_TEST_ADMIN_EMAIL ??= `admin-${process.env.QP_TEST_RUN_ID}@quotaproof.test`;
process.env.QP_TEST_ADMIN_PASSWORD ??= randomBytes(12).toString("hex");
process.env.QP_TEST_CRON_SECRET ??= randomBytes(24).toString("hex");
// The credential signing key of the run (a production server refuses to start without one).
process.env.QP_TEST_CREDENTIAL_KEY ??= (await generateSigningKey()).secretKeyMultibase;

// A DKIM key of the run: tests sign e-mail proofs with the private half; the server finds the public half for these
// domains through DKIM_DNS_OVERRIDES instead of DNS (tests/dkim.ts).
if (!process.env.QP_TEST_DKIM_PRIVATE_KEY) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  process.env.QP_TEST_DKIM_PRIVATE_KEY = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  process.env.QP_TEST_DKIM_PUBLIC_TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
}
const DKIM_TEST_DOMAINS = ["acme-corp.test", "othercorp.test", "gmail.com"];
const dkimOverrides = JSON.stringify(
  Object.fromEntries(
    DKIM_TEST_DOMAINS.map((domain) => [`qp._domainkey.${domain}`, process.env.QP_TEST_DKIM_PUBLIC_TXT]),
  ),
);

// DNS TXT records of the run (organisation domain checks): a file the server reads at each lookup through
// DNS_TXT_OVERRIDES, and tests publish records in (tests/dns.ts).
process.env.QP_TEST_DNS_FILE ??= path.resolve(".data", `test-dns-${process.env.QP_TEST_RUN_ID}.json`);
if (firstLoad) {
  fs.mkdirSync(path.dirname(process.env.QP_TEST_DNS_FILE), { recursive: true });
  fs.writeFileSync(process.env.QP_TEST_DNS_FILE, "{}");
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.E2E_PGLITE_DIR || path.join(".data", `${TEST_DB_PREFIX}${process.env.QP_TEST_RUN_ID}`);

if (firstLoad && !databaseUrl && !process.env.E2E_BASE_URL) removeStaleTestDatabases();

/** The database the server under test uses: DATABASE_URL when given, else a PGlite folder new to this run. */
const databaseEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir };

export default defineConfig({
  outputDir: "test-results",
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  // CI machines have two cores shared by the server, the browser and the other worker: give the UI time.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "setup",
      testDir: "tests/setup",
      testMatch: /.*\.setup\.ts/,
    },
    {
      name: "api",
      testDir: "tests/api",
      dependencies: ["setup"],
    },
    {
      name: "e2e",
      testDir: "tests/e2e",
      dependencies: ["setup"],
      // A browser flow of several pages can wait seconds for each on a loaded machine; files with longer flows set more.
      timeout: 90_000,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Debian's chromium: Playwright's own browser download is not available here.
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  // With E2E_BASE_URL the tests run against a server you started yourself.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // `npm start` migrates the database (npm run db:prepare), then runs `next start` on the existing build.
        command: `npm run start -- -p ${PORT} -H ${HOST}`,
        url: `${BASE_URL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        // SIGTERM lets the server close the embedded database and release its folder lock.
        gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        stdout: "ignore",
        stderr: "pipe",
        env: {
          NODE_ENV: "production",
          AUTH_SECRET: process.env.QP_TEST_AUTH_SECRET,
          CREDENTIAL_SIGNING_KEY: process.env.QP_TEST_CREDENTIAL_KEY,
          SEED_DEMO: "false",
          APP_URL: BASE_URL,
          // Tests read the e-mails the app sends at /dev/outbox/messages.
          DEV_OUTBOX: "true",
          ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL,
          ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD,
          DKIM_DNS_OVERRIDES: dkimOverrides,
          DNS_TXT_OVERRIDES: `file:${process.env.QP_TEST_DNS_FILE}`,
          CRON_SECRET: process.env.QP_TEST_CRON_SECRET,
          // The suite makes well over a thousand accounts from 127.0.0.1: that address is not counted by the sign-up
          // limits. Tests of the limits sign up from loopback addresses of their own (tests/api/from-address.ts).
          SIGNUP_LIMIT_EXEMPT_IPS: "127.0.0.1",
          ...TEST_ISSUER,
          ...databaseEnv,
        },
      },
});

/**
 * Each run leaves a PGlite folder of tens of MB in .data/. Remove the ones of earlier runs whose server is gone:
 * no live process holds the `<folder>.lock` file the app writes, and the folder is over an hour old.
 */
function removeStaleTestDatabases(): void {
  const dataDir = ".data";
  if (!fs.existsSync(dataDir)) return;
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(TEST_DB_PREFIX) || name.endsWith(".lock")) continue;
    const dir = path.join(dataDir, name);
    const lock = `${dir}.lock`;
    if (fs.statSync(dir).mtimeMs > anHourAgo || isHeldByLiveProcess(lock)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lock, { force: true });
  }
}

function isHeldByLiveProcess(lockFile: string): boolean {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // ENOENT: no lock; ESRCH: its process is gone; EPERM: alive under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
