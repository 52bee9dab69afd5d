// CRM integrations in the browser. On a server of the test's own whose Salesforce client points at the stub
// (tests/stubs/salesforce.ts): Settings → Integrations → Connect Salesforce (the stub's consent sends the browser
// straight back, as after a click on Allow) → Sync closed-won deals → the deal stories on the dashboard, marked
// "Imported from Salesforce" with the org, amounts in their currency. On the suite's server: not set up.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress, setPlan } from "../api/helpers";
import { type ServerProcess, startConfiguredServer, stopServer } from "../api/server-process";
import { REP_WON_COUNT, SF_ORG_ID, startSalesforceStub, type SalesforceStub } from "../stubs/salesforce";
import { openTab, suffix, toastWith } from "./portfolio-page";

const dir = path.join(".data", `test-crm-e2e-${suffix()}`);
let salesforce: SalesforceStub | undefined;
let server: ServerProcess | undefined;

test.describe.configure({ timeout: 180_000 });

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGTERM");
  await salesforce?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

async function registerRep(page: Page): Promise<string> {
  const id = suffix();
  const email = `crm.${id}@example.com`;
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: "quota-crusher-1", fullName: "Riley Rep", username: `crm_${id}`.slice(0, 30) },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, email);
  return email;
}

test("a rep connects Salesforce, syncs closed-won deals and sees them imported on the dashboard", async ({
  browser,
}) => {
  test.skip(!fs.existsSync(".next/BUILD_ID"), "needs a production build (npm run build)");
  test.skip(!!process.env.DATABASE_URL, "the server of this test uses an embedded database folder of its own");
  salesforce = await startSalesforceStub();
  const started = await startConfiguredServer(dir, salesforce.env);
  server = started;
  const { url } = started;
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await setPlan(await registerRep(page), "pro", url);

  await page.goto("/settings");
  await page.getByRole("link", { name: "Manage integrations" }).click();
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  const card = page.getByRole("region", { name: "Salesforce" });
  await card.getByRole("link", { name: "Connect Salesforce" }).click();

  await expect(toastWith(page, "Salesforce connected")).toBeVisible();
  await expect(page).toHaveURL(`${url}/settings/integrations`);
  // The status badge (the details list also has a "Connected" date).
  await expect(card.locator("span", { hasText: /^Connected$/ })).toBeVisible();
  await expect(card.getByText(SF_ORG_ID)).toBeVisible();
  await expect(card.getByText("Riley Rep · rep@globex-sales.example")).toBeVisible();
  await expect(card.getByText("Never")).toBeVisible();

  await card.getByRole("button", { name: "Sync closed-won deals" }).click();
  await expect(toastWith(page, "Salesforce deals synced")).toContainText(`${REP_WON_COUNT} new deal stories`);
  await expect(card.getByText("Never")).toHaveCount(0);

  await openTab(page, "deals");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("Imported from Salesforce", { exact: true })).toHaveCount(REP_WON_COUNT);
  await expect(panel.getByText(`Salesforce org ${SF_ORG_ID}`, { exact: false })).toHaveCount(REP_WON_COUNT);
  await expect(panel.getByText("Globex platform rollout")).toBeVisible();
  await expect(panel.getByText("Lost to a competitor")).toHaveCount(0);
  await expect(panel.getByText("Someone else's win")).toHaveCount(0);
  // The euro deal keeps its currency.
  await expect(panel.getByText("€480K")).toBeVisible();
  await context.close();
});

test("on a server without a CRM client the page says it is not set up", async ({ page }) => {
  await registerRep(page);
  await page.goto("/settings/integrations");
  await expect(page.getByText("Salesforce is not set up on this server.")).toBeVisible();
  await expect(page.getByText("HubSpot is not set up on this server.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Connect Salesforce" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Applicant tracking (ATS)" })).toBeVisible();
});
