import { expect, test } from "@playwright/test";

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("a new rep registers, sees their dashboard, signs out and signs back in", async ({ page }) => {
  const id = suffix();
  const fullName = `Casey Closer ${id}`;
  const email = `casey.${id}@example.com`;
  const password = "quota-crusher-1";

  await page.goto("/register");
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Username").fill(`casey_${id}`.slice(0, 30));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(fullName).first()).toBeVisible();
  for (const tab of [
    "Overview",
    "Quota",
    "Deal Stories",
    "Experience",
    "Executive Circle",
    "Achievements",
    "Recognitions",
    "References",
    "About Me",
  ]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Quota" }).click();
  await expect(page).toHaveURL(/tab=quota/);
  await expect(page.getByText("No QuotaProofs Submitted")).toBeVisible();

  await signOut(page, fullName);
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);

  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText(fullName)).toHaveCount(0);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(fullName).first()).toBeVisible();

  await page.goto("/");
  await expect(page.getByText(fullName).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
});

test("register shows each field's error and keeps the typed values", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full Name").fill("Pat Seller");
  await page.getByLabel("Username").fill(`pat_${suffix()}`.slice(0, 30));
  await page.getByLabel("Email").fill(`pat.${suffix()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm Password").fill("54321");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Use at least 12 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Pat Seller");
  await expect(page).toHaveURL(/\/register$/);
});

test("signed out visitors see the landing page, pricing and a 404 for unknown paths", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("The verified brag book for elite sales reps").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Build Your Portfolio" })).toHaveAttribute("href", "/dashboard");

  await page.goto("/pricing");
  await expect(page.getByText("Most Popular")).toBeVisible();
  // Annual billing is the default.
  await expect(page.getByRole("button", { name: /Annual/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("$39.99").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("$4.99").filter({ visible: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Monthly" }).click();
  await expect(page.getByText("$4.99").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("$39.99").filter({ visible: true })).toHaveCount(0);

  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found")).toBeVisible();
});

async function signOut(page: import("@playwright/test").Page, fullName: string) {
  await page.getByRole("button", { name: fullName }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
}
