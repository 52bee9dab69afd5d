// The mailed account links, clicked through as a person does: confirming the sign-up address (the dashboard's
// banner goes away), confirming a work address from the settings page, and resetting a forgotten password.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress, waitForLink } from "../api/helpers";

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const banner = (page: Page) => page.getByRole("status", { name: "Confirm your e-mail address" });

test("a new rep confirms their address from the e-mailed link and the dashboard's banner goes away", async ({
  page,
}) => {
  const id = suffix();
  const email = `confirm.${id}@example.com`;
  const password = "quota-crusher-1";
  await page.goto("/register");
  await page.getByLabel("Full Name").fill(`Cory Confirm ${id}`);
  await page.getByLabel("Username").fill(`cc_${id}`.slice(0, 30));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toContainText("verification is locked");
  await banner(page).getByRole("button", { name: "Resend Link" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link sent" })).toBeVisible();

  await page.goto(await waitForLink(page.request, email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirm Email" }).click();
  await expect(page.getByText("E-mail address confirmed")).toBeVisible();

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Sales Portfolio" })).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
});

test("a work address added in settings is confirmed through its link and shows Confirmed", async ({ page }) => {
  const id = suffix();
  const account = {
    email: `work.${id}@example.com`,
    password: "quota-crusher-1",
    fullName: "Wes Work",
    username: `ww_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  const workAddress = `wes.${id}@acme-corp.test`;

  await page.goto("/settings");
  await page.getByLabel("Work Email").fill(`wes.${id}@gmail.com`);
  await page.getByRole("button", { name: "Add Work Email" }).click();
  await expect(page.getByText("personal and disposable e-mail services cannot be added")).toBeVisible({
    timeout: 30_000,
  });

  await page.getByLabel("Work Email").fill(workAddress);
  await page.getByRole("button", { name: "Add Work Email" }).click();
  const row = page.getByRole("listitem").filter({ hasText: workAddress });
  await expect(row.getByText("Waiting for confirmation")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(await waitForLink(page.request, workAddress, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Confirm your work e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm Work Email" }).click();
  await expect(page.getByText("Work e-mail address confirmed")).toBeVisible();
  await page.getByRole("link", { name: "Back to settings" }).click();

  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole("button", { name: /Resend link/ })).toHaveCount(0);
});

test("a forgotten password is reset from the sign-in page through the e-mailed link", async ({ page }) => {
  const id = suffix();
  const account = {
    email: `forgot.${id}@example.com`,
    password: "quota-crusher-1",
    fullName: "Fran Forgot",
    username: `ff_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  await page.goto(await waitForLink(page.request, account.email, "/reset-password"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const newPassword = `Harbor-Lantern-${id}-Quill`;
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.fullName).first()).toBeVisible();
  // The reset proved the address: no banner.
  await expect(page.getByRole("heading", { name: "Sales Portfolio" })).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
});

test("an e-mail change link opened signed out asks to sign in, then comes back to its page to confirm", async ({
  page,
}) => {
  const id = suffix();
  const account = {
    email: `mover.${id}@example.com`,
    password: "quota-crusher-1",
    fullName: "Max Mover",
    username: `mm_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  const newEmail = `moved.${id}@example.com`;
  const requested = await page.request.post("/api/auth/email", { data: { newEmail, password: account.password } });
  expect(requested.status()).toBe(202);
  const link = await waitForLink(page.request, newEmail, "/confirm-email");
  await page.context().clearCookies();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your new e-mail address" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm New Email" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Sign in to confirm" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await page.getByRole("button", { name: "Confirm New Email" }).click();
  await expect(page.getByText("E-mail address changed")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});
