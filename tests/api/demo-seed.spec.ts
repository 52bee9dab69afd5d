// The README's first command seeds the demo account into an empty embedded database: it must go through every
// rule the API applies (a seed that breaks leaves a fresh checkout without its demo).
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test, uniqueSuffix } from "./helpers";
import { freePort, run, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

test.skip(!!process.env.DATABASE_URL, "the demo is seeded into an empty embedded database");
test.setTimeout(180_000);

const dir = path.join(".data", `test-seed-${uniqueSuffix()}`);
let server: ServerProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test("an empty database gets the demo portfolio, with signed and pending manager e-signatures and a sample link", async () => {
  const prepared = await run("npm", ["run", "db:prepare"], { ...serverEnv(dir), SEED_DEMO: "true" }, 120_000);
  expect(prepared.code, prepared.output).toBe(0);
  expect(prepared.output).toContain("Seeded the demo account");

  server = await startServer(dir, await freePort());
  const demo = await playwrightRequest.newContext({ baseURL: server.url });
  expect(
    (await demo.post("/api/auth/login", { data: { email: "demo@quotaproof.com", password: "demo1234" } })).status(),
  ).toBe(200);
  // The demo account's address counts as confirmed: its verification features are open.
  expect(await (await demo.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: true });

  const records = (await (await demo.get("/api/quota-records")).json()) as {
    id: number;
    isVerified: boolean;
    proofType: string;
  }[];
  expect(records.length).toBeGreaterThan(4);
  const verified = records.filter((r) => r.isVerified);
  expect(verified.length).toBeGreaterThan(0);
  expect(verified.every((r) => r.proofType === "manager_esign")).toBe(true);
  const states = (await (await demo.get("/api/signing-requests")).json()) as {
    quotaRecordId: number;
    status: string;
    signerName: string | null;
  }[];
  for (const record of verified) {
    expect(states).toContainEqual(
      expect.objectContaining({ quotaRecordId: record.id, status: "signed", signerName: "Priya Shah" }),
    );
  }
  expect(states.some((s) => s.status === "sent")).toBe(true);
  for (const path of [
    "/api/deal-highlights",
    "/api/experiences",
    "/api/executive-circle",
    "/api/achievements",
    "/api/references",
  ]) {
    expect(((await (await demo.get(path)).json()) as unknown[]).length, path).toBeGreaterThan(0);
  }

  // The landing page's "View Sample Portfolio" (/sample) opens the demo's live share link, with every achievement.
  const links = (await (await demo.get("/api/share-links")).json()) as {
    slug: string;
    achievementCount: number;
    revokedAt: string | null;
  }[];
  const live = links.filter((l) => l.revokedAt === null);
  expect(live).toHaveLength(1);
  const achievements = (await (await demo.get("/api/achievements")).json()) as { title: string }[];
  expect(live[0]!.achievementCount).toBe(achievements.length);
  const visitor = await playwrightRequest.newContext({ baseURL: server.url });
  const sample = await visitor.get("/sample", { maxRedirects: 0 });
  expect(sample.status()).toBe(307);
  expect(sample.headers().location).toBe(`/p/${live[0]!.slug}`);
  const page = await visitor.get(`/p/${live[0]!.slug}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Jordan Ellis");
  // However the markup spells an apostrophe (&#x27; or '), the page reads the same.
  const text = html.replaceAll("&#x27;", "'");
  for (const achievement of achievements) expect(text).toContain(achievement.title);
  await visitor.dispose();
  await demo.dispose();
});
