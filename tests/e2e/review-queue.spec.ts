// Screenshot proofs from upload to verdict: the rep uploads through the wizard (real progress, then "Pending
// review"); an admin approves one in the browser and the record turns Verified; a rejection shows its reason.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { freePort, run, serverEnv, startServer, stopServer, type ServerProcess } from "../api/server-process";
import { pngOfSize, solidPng } from "../images";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

const lastYear = new Date().getUTCFullYear() - 1;
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text }).first();
const row = (page: Page, label: string) => page.getByRole("article", { name: label, exact: true });

async function register(page: Page, name: string) {
  const id = suffix();
  const credentials = {
    email: `${name}.${id}@example.com`,
    password: `${name}-${id}-Harbor-Lamp`,
    fullName: `${name} ${id}`,
    username: `${name}_${id}`,
  };
  const response = await page.request.post("/api/auth/register", { data: credentials });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, credentials.email);
  return credentials;
}

async function openQuotaTab(page: Page) {
  await gotoDashboard(page, "?tab=quota");
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
}

/** Steps 1 and 2 of the wizard for a quarter of last year. */
async function fillFigures(wizard: Locator, quarter: number) {
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByLabel("Year", { exact: true }).selectOption(String(lastYear));
  await wizard.getByLabel("Quarter", { exact: true }).selectOption(`Q${quarter}`);
  await next.click();
  await wizard.getByLabel("Quota", { exact: true }).fill("400000");
  await wizard.getByLabel("Attainment", { exact: true }).fill("500000");
  await next.click();
}

test.describe("the rep's side, on the shared server", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a rep uploads a screenshot proof with real progress and the record shows Pending review", async ({ page }) => {
    await register(page, "uploader");
    await openQuotaTab(page);
    await page.getByRole("button", { name: "Submit QuotaProof" }).click();
    const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
    await fillFigures(wizard, 2);

    // Slow the upload down (Chromium's network emulation) so its progress events can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    const next = wizard.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await wizard
      .getByLabel("Dashboard export", { exact: true })
      .setInputFiles({ name: "q2-dashboard.png", mimeType: "image/png", buffer: pngOfSize(3 * 1024 * 1024) });
    const progress = wizard.getByRole("progressbar", { name: "Upload progress" });
    await expect(progress).toBeVisible();
    await expect(wizard.getByText(/Uploading\.\.\. ([1-9]\d?)%/)).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(wizard.getByRole("status").filter({ hasText: "Uploaded: q2-dashboard.png" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(progress).toHaveCount(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(toast(page, "File uploaded successfully!")).toBeVisible();

    await next.click();
    await expect(wizard.locator("dl")).toContainText("ProofDashboard Export (q2-dashboard.png)");
    await expect(wizard.locator("dl")).toContainText("StatusPending review");
    await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
    await expect(toast(page, "QuotaProof submitted successfully!")).toContainText(
      "Your QuotaProof is pending verification.",
    );
    await expect(row(page, `Q2 ${lastYear}`).getByText("Pending review", { exact: true })).toBeVisible();
    await expect(row(page, `Q2 ${lastYear}`).getByText("Dashboard Export", { exact: true })).toBeVisible();
  });

  test("a refused file says Upload failed and keeps Next disabled", async ({ page }) => {
    await register(page, "refused");
    await openQuotaTab(page);
    await page.getByRole("button", { name: "Submit QuotaProof" }).click();
    const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
    await fillFigures(wizard, 1);
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00", "latin1"), Buffer.alloc(200, 0x41)]);
    await wizard
      .getByLabel("Dashboard export", { exact: true })
      .setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: exe });
    await expect(toast(page, "Upload failed")).toContainText("Please try uploading again.");
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("a non-admin opening the review queue gets 403", async ({ page }) => {
    await register(page, "curious");
    const response = await page.goto("/admin/reviews");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  });
});

/** The production build exists and is newer than every source file, so a server started on it runs this code. */
function buildIsCurrent(): string | null {
  const buildId = path.join(".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return "no production build (.next/BUILD_ID): run `npm run build` (npm test does)";
  const built = fs.statSync(buildId).mtimeMs;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  const sources = Math.max(...["app", "components", "lib"].map(newest));
  return sources > built ? "the production build is older than the sources: run `npm run build` (npm test does)" : null;
}

test.describe("the admin's side, on a server of its own", () => {
  // Making an admin needs the database, which a running server locks: this suite starts its own server on a
  // fresh embedded database, stops it to run `npm run user:role`, and starts it again.
  const reason = process.env.DATABASE_URL ? "needs the embedded database" : buildIsCurrent();
  test.skip(reason !== null, reason ?? "");
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  const dir = path.join(".data", `test-review-${suffix()}`);
  let port = 0;
  let server: ServerProcess | undefined;

  test.afterAll(async () => {
    if (server) await stopServer(server, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  });

  async function signedIn(browser: Browser, url: string, email: string, password: string): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: url });
    expect((await context.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
    return context;
  }

  test("an admin approves one screenshot proof and rejects another; the rep sees Verified and the reason", async ({
    browser,
  }) => {
    port = await freePort();
    server = await startServer(dir, port);
    const setup = await browser.newContext({ baseURL: server.url });
    const setupPage = await setup.newPage();
    const admin = await register(setupPage, "admin");
    const rep = await register(setupPage, "rep");
    await setup.close();

    await stopServer(server, "SIGTERM");
    server = undefined;
    const promoted = await run("npm", ["run", "user:role", "--", admin.email, "admin"], serverEnv(dir));
    expect(promoted.output).toContain(`${admin.email} is now admin.`);
    server = await startServer(dir, port);

    // The rep submits two quarters with screenshot proofs.
    const repContext = await signedIn(browser, server.url, rep.email, rep.password);
    for (const quarter of [1, 2]) {
      const uploaded = await repContext.request.post("/api/proofs", {
        multipart: {
          purpose: "quota-proof",
          file: { name: `q${quarter}.png`, mimeType: "image/png", buffer: solidPng(32) },
        },
      });
      expect(uploaded.status()).toBe(201);
      const { id } = (await uploaded.json()) as { id: number };
      const created = await repContext.request.post("/api/quota-records", {
        data: {
          year: lastYear,
          periodType: "quarterly",
          quarter,
          quota: "400000",
          attainment: "500000",
          proofType: "screenshot",
          proofFileId: id,
        },
      });
      expect(created.status()).toBe(201);
    }

    // The admin reviews them in the browser.
    const adminContext = await signedIn(browser, server.url, admin.email, admin.password);
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/admin/reviews");
    await expect(adminPage.getByRole("heading", { name: "Review queue" })).toBeVisible();
    const q1 = adminPage.getByRole("region", { name: `QuotaProof Q1 ${lastYear}` }).filter({ hasText: rep.email });
    const q2 = adminPage.getByRole("region", { name: `QuotaProof Q2 ${lastYear}` }).filter({ hasText: rep.email });
    await expect(q1).toContainText("$400K");
    await expect(q1).toContainText("$500K");
    await expect(q1).toContainText("125%");
    await expect(q1.getByRole("img", { name: /q1\.png/ })).toBeVisible();
    await q1.getByRole("button", { name: "Approve" }).click();
    await expect(toast(adminPage, "Proof approved")).toBeVisible();
    await expect(q1).toHaveCount(0);

    await q2.getByRole("button", { name: "Reject" }).click();
    await expect(q2.getByText("Please give a reason for the rejection")).toBeVisible();
    await q2.getByLabel("Reason (required to reject)").fill("The screenshot does not show the quarter's dates.");
    await q2.getByRole("button", { name: "Reject" }).click();
    await expect(toast(adminPage, "Proof rejected")).toBeVisible();
    await expect(q2).toHaveCount(0);

    // The rep sees the verdicts.
    const repPage = await repContext.newPage();
    await openQuotaTab(repPage);
    await expect(row(repPage, `Q1 ${lastYear}`).getByText("Reviewed", { exact: true })).toBeVisible();
    await expect(
      row(repPage, `Q2 ${lastYear}`).getByText("Rejected: The screenshot does not show the quarter's dates."),
    ).toBeVisible();

    // A second decision on the same proof is refused.
    const records = (await (await repContext.request.get("/api/quota-records")).json()) as {
      id: number;
      quarter: number;
    }[];
    const approvedId = records.find((r) => r.quarter === 1)!.id;
    expect(
      (
        await adminContext.request.post(`/api/admin/reviews/quota-record/${approvedId}`, {
          data: { decision: "reject", reason: "x" },
        })
      ).status(),
    ).toBe(409);
    await adminContext.close();
    await repContext.close();
  });
});
