// The public share page in a signed-out browser: what a hiring manager sees for a Starter and for a Pro rep,
// on a desktop and on a phone, and the 404 once the rep revokes the link. Full-page screenshots are attached
// to the report ("share-page", "share-page-mobile", "share-page-pro") for a person to look at.
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, setPlan, test, uniqueSuffix } from "../api/helpers";
import {
  createAchievement,
  createPendingRecognition,
  createShareLink,
  createSignedQuotaRecord,
} from "../share-fixtures";

const lastYear = new Date().getUTCFullYear() - 1;

/** Saved in the test's output folder (kept after the run) and attached to the report. */
async function attachFullPage(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("a visitor sees exactly the shared achievements with their states and the Starter watermark; revoked is 404", async ({
  page,
  newUser,
}, testInfo) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Zoë Łukasiewicz-Ortiz ${uniqueSuffix()}` });
  const suffix = uniqueSuffix();
  const deal = `Closed the Globex platform deal ${suffix}`;
  const award = `President's Club ${suffix}`;
  const hidden = `Internal side project ${suffix}`;
  const ids = [await createAchievement(rep.api, deal), await createPendingRecognition(rep.api, award)];
  await createAchievement(rep.api, hidden);
  for (const [quarter, attainment] of [
    [2, "500000"],
    [3, "340000"],
  ] as const) {
    const record = await rep.api.post("/api/quota-records", {
      data: { year: lastYear, periodType: "quarterly", quarter, quota: "400000", attainment },
    });
    expect(record.status()).toBe(201);
  }
  const { path, link } = await createShareLink(rep.api, ids);

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: rep.fullName })).toBeVisible();
  await expect(page).toHaveTitle(`${rep.fullName} · Verified Sales Portfolio | QuotaProof`);

  const achievements = page.getByTestId("shared-achievement");
  await expect(achievements).toHaveCount(2);
  await expect(achievements.filter({ hasText: deal })).toContainText("Unverified");
  await expect(achievements.filter({ hasText: award })).toContainText("Pending verification");
  await expect(page.getByText(hidden)).toHaveCount(0);

  // The quota figures, coloured by attainment: 125% green, 85% yellow.
  const quota = page.getByRole("region", { name: "Quota performance" });
  await expect(quota.getByText("125%")).toHaveAttribute("data-tone", "green");
  await expect(quota.getByText("85%")).toHaveAttribute("data-tone", "yellow");

  // Starter: the watermark over the page, a note on self-reported figures, no verified badge.
  const watermark = page.getByTestId("unverified-watermark");
  await expect(watermark).toBeVisible();
  await expect(watermark).toHaveText("Unverified");
  await expect(watermark).toHaveCSS("pointer-events", "none");
  await expect(page.getByRole("note")).toContainText("the figures on this page are self-reported");
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);
  await expect(page.getByText(rep.email)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await attachFullPage(page, testInfo, "share-page");

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("heading", { level: 1, name: rep.fullName })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no sideways scrolling at 375 px").toBeLessThanOrEqual(0);
  await attachFullPage(page, testInfo, "share-page-mobile");

  expect((await rep.api.delete(`/api/share-links/${link.id}`)).status()).toBe(200);
  const gone = await page.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(deal)).toHaveCount(0);
});

test("a Pro rep's page shows the blue-check badge with who signed and when, and no watermark", async ({
  page,
  newUser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Jordan Pro ${uniqueSuffix()}` });
  const signer = { name: `Priya Shah ${uniqueSuffix()}`, title: "Regional Vice President, Sales" };
  await createSignedQuotaRecord(rep.api, baseURL!, signer);
  const title = `Won the Initech expansion ${uniqueSuffix()}`;
  const { path } = await createShareLink(rep.api, [await createAchievement(rep.api, title)]);
  await setPlan(rep.email, "pro", baseURL);

  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.getByTestId("unverified-watermark")).toHaveCount(0);
  const quota = page.getByRole("region", { name: "Quota performance" });
  await expect(quota.getByTestId("verified-badge")).toHaveText(/^Verified at /);
  await expect(quota).toContainText(`Manager e-signature · ${signer.name}, ${signer.title}`);
  await expect(page.getByText("1 verified quota period")).toBeVisible();
  await expect(page.getByTestId("shared-achievement").filter({ hasText: title })).toContainText("Unverified");
  await attachFullPage(page, testInfo, "share-page-pro");
});
