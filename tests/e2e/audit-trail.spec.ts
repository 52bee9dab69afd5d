// The audit card in the browser, as the owner of an Enterprise organisation uses it: Verify says the trail is intact,
// the exports download with the days chosen, and saving a webhook shows its signing secret once, with a copy
// button, and never again; the card has no serious accessibility violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { setOrgPlan } from "../api/orgs-helpers";

test.describe.configure({ timeout: 180_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function enterpriseOwner(page: Page) {
  const id = suffix();
  const account = {
    email: `audit.${id}@example.com`,
    password: "audit-pass-123",
    fullName: "Avery Auditor",
    username: `au_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  const created = await page.request.post("/api/orgs", { data: { name: `Contoso Audit ${id}` } });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: number };
  await setOrgPlan(org.id, 10);
  return org;
}

test("verify, export a range, and save a webhook whose secret is shown once", async ({ page, context }) => {
  const org = await enterpriseOwner(page);
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible({ timeout: 60_000 });

  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The audit trail is intact")).toBeVisible();
  await expect(page.getByText(/events? checked, from the first event to event \d+/)).toBeVisible();

  await page.getByLabel("From").fill("2020-01-01");
  const csv = page.getByRole("link", { name: "Export CSV" });
  await expect(csv).toHaveAttribute("href", `/api/orgs/${org.id}/audit/export?format=csv&from=2020-01-01`);
  const download = page.waitForEvent("download");
  await csv.click();
  expect((await download).suggestedFilename()).toBe(`audit-trail-${org.id}.csv`);
  await expect(page.getByRole("link", { name: "Export JSONL" })).toHaveAttribute(
    "href",
    `/api/orgs/${org.id}/audit/export?format=jsonl&from=2020-01-01`,
  );

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(page.getByText("No webhook is set.")).toBeVisible();
  // The suite's server runs on loopback, where a loopback receiver may be saved (nothing listens there).
  await page.getByLabel("Webhook address").fill("http://127.0.0.1:9/audit");
  await page.getByRole("button", { name: "Save webhook" }).click();
  await expect(page.getByText("Copy the signing secret now: it is shown only this once")).toBeVisible();
  const secret = (await page.locator("code", { hasText: "whsec_" }).textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
  await page.getByRole("button", { name: "Copy secret" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(page.getByText("http://127.0.0.1:9/audit")).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace webhook" })).toBeVisible();

  expect(
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(page.locator("code", { hasText: "whsec_" })).toHaveCount(0);
  // Reloaded, the page never shows it again.
  await page.reload();
  await expect(page.getByText("http://127.0.0.1:9/audit")).toBeVisible({ timeout: 60_000 });
  expect(await page.content()).not.toContain(secret.slice(6));
});
