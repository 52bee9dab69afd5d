// Plan & Billing and the header menu: the menu shows the plan and leads to /billing; a Starter rep is offered the
// upgrade, a Pro rep the downgrade (content kept); only an administrator's menu has the Admin link, whose pages count
// the waiting proofs and upgrade requests.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { confirmAddress, setPlan } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.describe.configure({ timeout: 150_000 });

async function openMenu(page: Page, name: string) {
  await gotoDashboard(page);
  await page.getByRole("button", { name }).click({ timeout: 60_000 });
}

test("the plan in the menu, the billing page's upgrade and downgrade, and no Admin link for a rep", async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `billing.${id}@example.com`;
  const fullName = `Bea Billing ${id}`;
  expect(
    (
      await page.request.post("/api/auth/register", {
        data: { email, password: "quota-crusher-1", fullName, username: `bb_${id}`.slice(0, 30) },
      })
    ).status(),
  ).toBe(201);
  await confirmAddress(page.request, email);

  await openMenu(page, fullName);
  await expect(page.getByText("Starter plan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("link", { name: "Plan & Billing" }).click();
  await expect(page.getByRole("heading", { name: "Current plan: Starter" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("No card is charged yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Pro Seller" })).toHaveAttribute("href", "/upgrade");

  await setPlan(email, "pro");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Current plan: Pro Seller" })).toBeVisible({ timeout: 60_000 });
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Downgrade to Starter" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Plan changed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Current plan: Starter" })).toBeVisible();
});

test("an administrator's menu has the Admin link to the review queue", async ({ page }) => {
  const email = process.env.QP_TEST_ADMIN_EMAIL!;
  const password = process.env.QP_TEST_ADMIN_PASSWORD!;
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { fullName: string };
  await openMenu(page, me.fullName);
  await page.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/, { timeout: 60_000 });

  // The admin navigation counts what waits in each queue: a rep's upgrade request is among them.
  const rep = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const register = await rep.post("/api/auth/register", {
    data: {
      email: `queue.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: "Quinn Queue",
      username: `qq_${id}`.slice(0, 30),
    },
  });
  expect(register.status()).toBe(201);
  await confirmAddress(rep, `queue.${id}@example.com`);
  expect((await rep.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } })).status()).toBe(
    201,
  );
  await rep.dispose();
  await page.reload();
  const upgrades = page.getByRole("navigation", { name: "Admin" }).getByTestId("admin-count-upgrades");
  await expect(upgrades).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await expect(page.getByRole("navigation", { name: "Admin" }).getByTestId("admin-count-reviews")).toHaveText(/^\d+$/);
});
