// The production build served the way a platform without `next start` serves it: Next.js's documented custom server
// (tests/support/custom-server.mjs), which tells the app nothing about where it listens. Two instances, as behind a
// load balancer: APP_URL of the first names the second, APP_URL of the second a port nothing listens on. No page
// may depend on reaching its own server: each answers from the instance that got the request.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, newUser, setPlan, test, uniqueSuffix } from "./helpers";
import { freePort, run, startServer, stopServer, type ServerProcess } from "./server-process";

test.skip(!!process.env.E2E_BASE_URL, "starts servers of its own on this checkout's build");
// One pair of servers for the file's tests, one after the other.
test.describe.configure({ mode: "default" });

// A loaded two-core machine migrates and starts two servers slowly.
const START_TIMEOUT_MS = 240_000;
const PAGE_TEST_TIMEOUT_MS = 120_000;

const databaseUrl = process.env.DATABASE_URL || undefined;
const runId = uniqueSuffix();
const dataDirs = databaseUrl ? [] : ["a", "b"].map((name) => path.join(".data", `test-custom-${runId}-${name}`));
const authSecret = process.env.QP_TEST_AUTH_SECRET ?? uniqueSuffix().repeat(4);
let first: ServerProcess | undefined;
let second: ServerProcess | undefined;

/** What an instance needs, as playwright.config.ts gives the suite's server; its own database, or the shared one. */
function instanceEnv(appUrl: string, pgliteDir: string | undefined): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shared, PGLITE_DIR: _own, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    // One secret for every instance, as a deployment has: a session made on one is valid on the other.
    AUTH_SECRET: authSecret,
    CREDENTIAL_SIGNING_KEY: process.env.QP_TEST_CREDENTIAL_KEY,
    SEED_DEMO: "false",
    APP_URL: appUrl,
    DEV_OUTBOX: "true",
    ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir }),
  };
}

/** `npm start` migrates before it serves; a custom server leaves that to the deployment, as here. */
async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const prepared = await run("npm", ["run", "db:prepare", "--", "--production"], env, START_TIMEOUT_MS / 2);
  if (prepared.code !== 0) throw new Error(`db:prepare failed:\n${prepared.output}`);
}

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  const [firstPort, secondPort, closedPort] = [await freePort(), await freePort(), await freePort()];
  const envs = [
    instanceEnv(`http://127.0.0.1:${secondPort}`, dataDirs[0]),
    instanceEnv(`http://127.0.0.1:${closedPort}`, dataDirs[1]),
  ] as const;
  if (databaseUrl) await prepareDatabase(envs[0]);
  else for (const env of envs) await prepareDatabase(env);
  const command = ["node", "tests/support/custom-server.mjs"];
  const readyWithinMs = START_TIMEOUT_MS / 2;
  first = await startServer("", firstPort, { command, env: envs[0], readyWithinMs });
  second = await startServer("", secondPort, { command, env: envs[1], readyWithinMs });
});

test.afterAll(async () => {
  for (const server of [first, second]) if (server) await stopServer(server, "SIGKILL");
  for (const dir of dataDirs) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
});

const instances = () => [first!, second!];

/** The end of a server's log, each line cut short (a stack trace can quote a whole minified bundle). */
const recentLog = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .slice(-20)
    .map((line) => line.slice(0, 240))
    .join("\n");

/** The page's document, parsed as a browser parses it. */
async function fetchDocument(api: APIRequestContext, url: string): Promise<{ status: number; document: Document }> {
  const response = await api.get(url, { maxRedirects: 0 });
  return { status: response.status(), document: new JSDOM(await response.text()).window.document };
}

/** The page's Open Graph tags in <head> (a tag streamed into <body> is not read by link previews). */
function openGraph(document: Document): Record<string, string> {
  const tags = document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]');
  return Object.fromEntries([...tags].map((tag) => [tag.getAttribute("property")!, tag.content]));
}

test("the landing and pricing pages answer 200 on both instances, with their Open Graph tags in <head>", async () => {
  test.setTimeout(PAGE_TEST_TIMEOUT_MS);
  const visitor = await playwrightRequest.newContext();
  try {
    for (const server of instances()) {
      for (const [pathname, heading, title] of [
        [
          "/",
          "The verified brag book for elite sales reps",
          "QuotaProof · The verified brag book for elite sales reps",
        ],
        ["/pricing", "Simple, transparent pricing", "Pricing · QuotaProof"],
      ] as const) {
        const { status, document } = await fetchDocument(visitor, `${server.url}${pathname}`);
        expect(status, `${server.url}${pathname}\n${recentLog(server)}`).toBe(200);
        expect(document.querySelector("h1")?.textContent).toBe(heading);
        expect(document.title).toBe(title);
        expect(openGraph(document)).toMatchObject({
          "og:title": title,
          "og:site_name": "QuotaProof",
          "og:type": "website",
        });
        expect(openGraph(document)["og:description"]).toBeTruthy();
        expect(document.body.querySelector('meta[property^="og:"]')).toBeNull();
      }
    }
  } finally {
    await visitor.dispose();
  }
});

test("a shared page answers 200 with its Open Graph tags in <head>; revoked 404, expired 410, locked the form", async () => {
  test.setTimeout(PAGE_TEST_TIMEOUT_MS);
  // The rep works on the first instance; with one database for both (DATABASE_URL), the second serves the pages too.
  const servers = databaseUrl ? instances() : [first!];
  const rep = await newUser(playwrightRequest, {}, first!.url);
  const visitor = await playwrightRequest.newContext();
  try {
    await setPlan(rep.email, "pro", first!.url); // more than one live link, and expiry dates
    const title = `Closed the Initech expansion ${uniqueSuffix()}`;
    const id = await createAchievement(rep.api, title);
    const open = await createShareLink(rep.api, [id]);
    const revoked = await createShareLink(rep.api, [id], { name: "Revoked" });
    expect((await rep.api.delete(`/api/share-links/${revoked.link.id}`)).status()).toBe(200);
    const locked = await createShareLink(rep.api, [id], { password: "open-sesame" });
    const expiring = await createShareLink(rep.api, [id], { expiresAt: new Date(Date.now() + 1500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 2000));

    for (const server of servers) {
      const shared = await fetchDocument(visitor, `${server.url}${open.path}`);
      expect(shared.status, `${server.url}${open.path}\n${recentLog(server)}`).toBe(200);
      expect(shared.document.body.textContent).toContain(title);
      expect(openGraph(shared.document)["og:title"]).toContain(rep.fullName);
      expect(openGraph(shared.document)["og:image"]).toBeTruthy();

      const gone = await fetchDocument(visitor, `${server.url}${revoked.path}`);
      expect(gone.status).toBe(404);
      expect(gone.document.body.textContent).toContain("Page Not Found");

      const expired = await fetchDocument(visitor, `${server.url}${expiring.path}`);
      expect(expired.status).toBe(410);
      expect(expired.document.body.textContent).toContain("This portfolio link has expired");

      const form = await fetchDocument(visitor, `${server.url}${locked.path}`);
      expect(form.status).toBe(401);
      expect(form.document.body.textContent).toContain("This portfolio is password-protected");
      expect(form.document.querySelector('form input[type="password"][name="password"]')).not.toBeNull();
      expect(form.document.body.textContent).not.toContain(title);
    }
  } finally {
    await visitor.dispose();
    await rep.api.dispose();
  }
});
