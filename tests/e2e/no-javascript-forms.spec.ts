// Before the script loads (or with JavaScript off) the sign-in and register forms still POST: the browser lands on
// the dashboard signed in, errors come back on the page, and the password never appears in a URL.
import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../api/helpers";

test.use({ javaScriptEnabled: false });

test("register and sign in through the real forms without JavaScript", async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `nojs-${suffix}@example.com`;
  const password = `pw-${suffix}-secret`;
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.goto("/register");
  await expect(page.locator("form[method=post]")).toHaveAttribute("action", "/api/auth/register");
  await page.getByLabel("Full Name").fill("No Script");
  await page.getByLabel("Username").fill(`nojs_${suffix}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in: the server renders the dashboard for this user; sign out through the API and sign in by the form.
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  await page.request.post("/api/auth/logout");

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/login\?error=credentials$/);
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  for (const url of urls) {
    expect(url, "no credentials in any URL").not.toContain(encodeURIComponent(password));
    expect(url).not.toContain(password);
    expect(url).not.toContain(encodeURIComponent(email));
  }
});
