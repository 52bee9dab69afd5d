// Insights as a Pro rep sees them: reached from the header menu, a bar per day with the visitors' views, the
// period switch, the per-link table; Starter gets the upgrade pitch instead.
import { expect, test } from "@playwright/test";
import { confirmAddress, setPlan } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.describe.configure({ timeout: 150_000 });

test("a Pro rep's views per day chart and per-link table; a Starter sees the upgrade pitch", async ({
  page,
  browser,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `insights.${id}@example.com`;
  expect(
    (
      await page.request.post("/api/auth/register", {
        data: { email, password: "quota-crusher-1", fullName: `Ivy Insights ${id}`, username: `ii_${id}`.slice(0, 30) },
      })
    ).status(),
  ).toBe(201);
  await confirmAddress(page.request, email);

  await page.goto("/insights");
  await expect(page.getByText("Insights are part of Pro Seller")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Upgrade to Pro Seller" })).toHaveAttribute("href", "/upgrade");

  await setPlan(email, "pro");
  const achievement = await page.request.post("/api/achievements", {
    data: { title: "Closed the Acme expansion", description: "The full story." },
  });
  const created = await page.request.post("/api/export/shareable-link", {
    data: { achievementIds: [(await achievement.json()).id], name: "Recruiters" },
  });
  const sharePath = new URL((await created.json()).shareUrl).pathname;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharePath);
  await visitor.goto(sharePath);
  await visitorContext.close();

  await gotoDashboard(page);
  await page.getByRole("button", { name: `Ivy Insights ${id}` }).click({ timeout: 60_000 });
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible({ timeout: 60_000 });
  const bars = page.getByTestId("views-bar");
  await expect(bars).toHaveCount(30);
  await expect(bars.last()).toHaveAttribute("data-views", "2");
  await expect(page.getByRole("img", { name: /Views per day from .* 2 in total/ })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Recruiters" })).toContainText("2");

  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(bars).toHaveCount(90);
});
