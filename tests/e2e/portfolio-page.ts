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

/** Opens a dashboard tab and waits for its panel (a dev server may compile it on first use). */
export async function openTab(page: Page, tab: "deals" | "experience" | "endorsements") {
  await page.goto(`/dashboard?tab=${tab}`);
  await panelLoaded(page);
}

export async function reload(page: Page) {
  await page.reload();
  await panelLoaded(page);
}

export async function panelLoaded(page: Page) {
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0, { timeout: 60_000 });
}

/** The toast with this title (sonner keeps one at a time). */
export const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

export const next = (dialog: Locator) => dialog.getByRole("button", { name: "Next", exact: true }).click();
