// The embedded database (PGlite) keeps its data across restarts and crashes, and refuses a second process.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test, uniqueSuffix } from "./helpers";
import { freePort, run, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

test.skip(!!process.env.DATABASE_URL, "only the embedded database has a folder and a lock");
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const dir = path.join(".data", `test-restart-${uniqueSuffix()}`);
let port = 0;
let server: ServerProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

async function signIn(url: string, email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: url });
  const response = await api.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return api;
}

test("data survives a clean restart and a kill -9; a second process is refused while the server runs", async () => {
  port = await freePort();
  server = await startServer(dir, port);
  const email = `restart-${uniqueSuffix()}@example.com`;
  const password = "restart-pass-1";
  const setup = await playwrightRequest.newContext({ baseURL: server.url });
  expect(
    (
      await setup.post("/api/auth/register", {
        data: { email, password, fullName: "Restart Rep", username: `rr_${uniqueSuffix()}` },
      })
    ).status(),
  ).toBe(201);
  const first = await setup.post("/api/achievements", {
    data: { title: "Before restart", description: "Saved before a clean restart." },
  });
  expect(first.status()).toBe(201);
  await setup.dispose();

  // While the server holds the folder: a script and a second server both stop at once with what to do.
  const migrate = await run("npm", ["run", "db:migrate"], serverEnv(dir));
  expect(migrate.code).not.toBe(0);
  expect(migrate.output).toContain("is in use by another process");
  expect(migrate.output).toContain("Stop that process first");
  const second = await run("npx", ["next", "start", "-p", String(await freePort()), "-H", "127.0.0.1"], serverEnv(dir));
  expect(second.code).not.toBe(0);
  expect(second.output).toContain("is in use by another process");

  // Clean restart.
  await stopServer(server, "SIGTERM");
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  server = await startServer(dir, port);
  let api = await signIn(server.url, email, password);
  expect((await (await api.get("/api/achievements")).json()).map((a: { title: string }) => a.title)).toEqual([
    "Before restart",
  ]);
  const beforeCrash = await api.post("/api/achievements", {
    data: { title: "Before crash", description: "Saved right before a kill -9." },
  });
  expect(beforeCrash.status()).toBe(201);
  await api.dispose();

  // Crash: the lock file stays behind with a dead pid, and the next start takes it over.
  await stopServer(server, "SIGKILL");
  expect(fs.existsSync(`${dir}.lock`)).toBe(true);
  server = await startServer(dir, port);
  api = await signIn(server.url, email, password);
  const titles = (await (await api.get("/api/achievements")).json()).map((a: { title: string }) => a.title).sort();
  expect(titles).toEqual(["Before crash", "Before restart"]);
  await api.dispose();
});
