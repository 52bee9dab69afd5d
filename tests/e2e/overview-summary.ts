// The Overview's summary cards, for flows that check their content shows there too.
import type { Page } from "@playwright/test";

export const summaryCard = (page: Page, title: string) =>
  page
    .getByRole("region", { name: "Portfolio summary" })
    .locator("[data-empty]")
    .filter({ has: page.getByRole("heading", { name: title }) });

/** Switches to the Overview tab and answers the summary card with this title. */
export async function overviewCard(page: Page, title: string) {
  await page.getByRole("tab", { name: "Overview" }).click();
  return summaryCard(page, title);
}
