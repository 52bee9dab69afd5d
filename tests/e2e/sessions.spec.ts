// The sessions list on the settings page: a rep signed in on a laptop and a phone sees both, this browser marked
// "This device", and signs the phone out from the laptop; the phone's next request is signed out.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

test.describe.configure({ timeout: 150_000 });

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async function register(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    email: `sessions.${id}@example.com`,
    password: "quota-crusher-1",
    fullName: "Sasha Sessions",
    username: `sess_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  return account;
}

test("settings lists both signed-in devices, and signing the other one out ends its session", async ({
  page,
  baseURL,
}) => {
  const account = await register(page);
  const phone = await playwrightRequest.newContext({ baseURL, userAgent: PHONE });
  try {
    const login = await phone.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Sessions", level: 2 })).toBeVisible({ timeout: 60_000 });
    const list = page.getByRole("list", { name: "Signed-in sessions" });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(2);
    const here = items.filter({ hasText: "This device" });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText("This network");
    await expect(here.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
    const phoneRow = items.filter({ hasText: "Apple iPhone" });
    await expect(phoneRow).toContainText("Mobile Safari 17");
    await expect(phoneRow).toContainText("This network");

    await phoneRow.getByRole("button", { name: /^Sign out/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Session signed out" })).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("This device");
    expect((await phone.get("/api/auth/me")).status()).toBe(401);
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);

    // "Sign Out Everywhere" ends this session too and lands on the sign-in page.
    await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  } finally {
    await phone.dispose();
  }
});
