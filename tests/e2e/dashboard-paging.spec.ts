// A rep with more than one page of achievements: the tab shows the newest 50 and loads the rest as the rep scrolls.
import { expect, test } from "@playwright/test";
import { createManyAchievements } from "../share-fixtures";
import { gotoDashboard, register, suffix } from "./portfolio-page";

test.describe.configure({ timeout: 120_000 });

test("the Achievements tab loads the next page when the rep scrolls past the first 50", async ({ page }) => {
  await register(page);
  const prefix = `Paged win ${suffix()}`;
  await createManyAchievements(page.request, 60, prefix);

  await gotoDashboard(page, "?tab=achievements");
  const panel = page.getByRole("tabpanel");
  // The grid's own items (a card may hold lists of its own: tags, metrics).
  const cards = panel.locator("ul").first().locator(":scope > li");
  const title = (n: number) => panel.getByText(`${prefix} ${n}`, { exact: true });
  // Newest first: 60 down to 11 on the first page, 10 to 1 not yet loaded.
  await expect(title(60)).toBeVisible();
  await expect(title(11)).toBeAttached();
  await expect(title(10)).toHaveCount(0);
  await expect(cards).toHaveCount(50);

  // Scrolling down (no click) brings the next page in, and the Load more button goes once nothing is left.
  const loadMore = panel.getByRole("button", { name: "Load more achievements" });
  await expect(loadMore).toBeAttached();
  await title(11).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5_000);
  await expect(title(1)).toBeAttached();
  await expect(cards).toHaveCount(60);
  await expect(loadMore).toHaveCount(0);
});
