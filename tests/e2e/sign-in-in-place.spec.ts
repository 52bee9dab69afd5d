// With JavaScript: a signed-out visitor opening /team gets 401 with the sign-in form in place (a neutral title, not
// "Team"); signing in there goes on to /team itself, whose first data came with the page.
import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../api/helpers";

test("signing in where a page was asked for goes on to that page", async ({ page }) => {
  const suffix = uniqueSuffix();
  const account = {
    email: `in-place-${suffix}@example.com`,
    password: `Quiet-Harbor-${suffix}-42`,
    fullName: "In Place",
    username: `ip_${suffix}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.request.post("/api/auth/logout");

  const gate = await page.goto("/team?from=mail");
  expect(gate?.status()).toBe(401);
  await expect(page).toHaveTitle("Sign In · QuotaProof");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/team\?from=mail$/);
  await expect(page).toHaveTitle("Team · QuotaProof");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
});
