// No serious or critical accessibility violations (axe-core), and no sideways scrolling on a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress, setPlan } from "../api/helpers";
import { CONTENT_TYPES } from "../api/payloads";
import { createAchievement, createShareLink } from "../share-fixtures";
import { gotoDashboard } from "./portfolio-page";

const TABS = [
  "Overview",
  "Quota",
  "Deal Stories",
  "Experience",
  "Executive Circle",
  "Achievements",
  "Recognitions",
  "References",
  "About Me",
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function registerWithPortfolio(page: Page, fullName = "Avery Access") {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const response = await page.request.post("/api/auth/register", {
    data: { email: `a11y.${suffix}@example.com`, password: "a11y-pass-123", fullName, username: `a11y_${suffix}` },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `a11y.${suffix}@example.com`);
  for (const type of CONTENT_TYPES)
    expect((await page.request.post(type.path, { data: type.create() })).status()).toBe(201);
  await page.request.post("/api/about-me", { data: { personalSummary: "Seller.", languages: ["English"] } });
}

// Nine tabs, each analysed by axe: well over the default 30 s on a busy two-core machine.
const DASHBOARD_TEST_TIMEOUT = 120_000;

for (const path of ["/", "/pricing", "/contact-sales", "/login", "/register", "/no-such-page"]) {
  test(`public page ${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("every dashboard tab, empty and filled, has no serious accessibility violations", async ({ page }) => {
  test.setTimeout(DASHBOARD_TEST_TIMEOUT);
  await registerWithPortfolio(page);
  await gotoDashboard(page);
  for (const tab of TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});

test("the dashboard works at 375 px: no sideways page scroll, every tab reachable", async ({ page }) => {
  test.setTimeout(DASHBOARD_TEST_TIMEOUT);
  await page.setViewportSize({ width: 375, height: 812 });
  // A long name must not widen the header.
  await registerWithPortfolio(page, "Maximiliana Alexandrova-Westinghouse");
  await gotoDashboard(page);
  for (const tab of TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
  await page.getByRole("button", { name: "Add Content" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("at 375 px the account pages, a password-protected share page and an e-mail link page read well", async ({
  page,
  browser,
}) => {
  test.setTimeout(DASHBOARD_TEST_TIMEOUT);
  await page.setViewportSize({ width: 375, height: 812 });
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `a11y.pro.${suffix}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: "a11y-pass-123", fullName: "Parker Pro", username: `a11yp_${suffix}` },
  });
  expect(registered.status()).toBe(201);
  await confirmAddress(page.request, email);
  await setPlan(email, "pro");
  const achievementId = await createAchievement(page.request, "Closed the Acme expansion");
  const link = await createShareLink(page.request, [achievementId], { password: "open-sesame" });

  for (const [path, heading] of [
    ["/billing", "Plan & Billing"],
    ["/insights", "Insights"],
    ["/settings", "Settings"],
    [`/confirm-email/${"A".repeat(43)}`, "This confirmation link is not valid"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.path);
  await expect(visitor.getByLabel("Password")).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(visitor), "password form").toEqual([]);
  await visitorContext.close();
});
