// The dashboard as the portfolio browser tests drive it: a registered rep, a tab opened and loaded, toasts.
import { expect, type Locator, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";

export const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export async function register(page: Page) {
  const id = suffix();
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: `deals.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: "Dana Dealmaker",
      username: `dd_${id}`.slice(0, 30),
    },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `deals.${id}@example.com`);
}

/**
 * Opens the dashboard (`query` such as "?tab=quota") and waits for its panel: loaded (a dev server may compile it on
 * first use) and hydrated. The panel's HTML comes from the server, so its controls show before they answer.
 */
export async function gotoDashboard(page: Page, query = "") {
  await page.goto(`/dashboard${query}`);
  await panelLoaded(page);
}

/** Opens a dashboard tab and waits for its panel. */
export async function openTab(page: Page, tab: "deals" | "experience" | "endorsements") {
  await gotoDashboard(page, `?tab=${tab}`);
}

export async function reload(page: Page) {
  await page.reload();
  await panelLoaded(page);
}

/** The open panel has its content and answers (see HydrationMarker). */
export async function panelLoaded(page: Page) {
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("status")).toHaveCount(0, { timeout: 60_000 });
  await expect(panel.locator("[data-hydrated]")).toHaveCount(1, { timeout: 60_000 });
}

/** The toast with this title (sonner keeps one at a time). */
export const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

export const next = (dialog: Locator) => dialog.getByRole("button", { name: "Next", exact: true }).click();
