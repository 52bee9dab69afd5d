// The settings page as a rep uses it: reached from the header menu; profile details saved (and a bad video URL
// refused on its field); a password change that needs the current password; the data download; and account
// deletion behind a typed confirmation. Also: no serious accessibility violations at 375 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.describe.configure({ timeout: 150_000 });

async function register(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    email: `settings.${id}@example.com`,
    password: "quota-crusher-1",
    fullName: "Sam Settings",
    username: `ss_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  return account;
}

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("profile, password, data download and account deletion from the settings page", async ({ page }) => {
  // The wrong current password below is counted on this browser's own buckets: it registered here, so it is one of
  // the account's known devices and the suite's shared loopback address is not charged.
  const account = await register(page);
  await gotoDashboard(page);
  await page.getByRole("button", { name: "Sam Settings" }).click({ timeout: 60_000 });
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 60_000 });

  await page.getByLabel("Job Title").fill("Enterprise Account Executive");
  await page.getByLabel("Company").fill("Northwind");
  await page.getByLabel("Video Pitch URL").fill("ftp://example.com/pitch");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("The video pitch must be an http or https address")).toBeVisible();
  await page.getByLabel("Video Pitch URL").fill("https://videos.example.com/pitch");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toastWith(page, "Profile updated")).toBeVisible();
  expect(await (await page.request.get("/api/auth/me")).json()).toMatchObject({
    title: "Enterprise Account Executive",
    company: "Northwind",
  });

  await page.getByLabel("Current Password").fill("not-my-password");
  await page.getByLabel("New Password").fill("a-brand-new-one");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();
  await page.getByLabel("Current Password").fill(account.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(toastWith(page, "Password changed")).toBeVisible();
  // Still signed in here.
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await expect(page.getByRole("link", { name: "Download My Data" })).toHaveAttribute("href", "/api/account/export");

  const remove = page.getByRole("button", { name: "Delete Account" });
  await expect(remove).toBeDisabled();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Password", { exact: true }).fill("a-brand-new-one");
  await remove.click();
  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect(
    (
      await page.request.post("/api/auth/login", { data: { email: account.email, password: "a-brand-new-one" } })
    ).status(),
  ).toBe(401);
});

test("the settings page has no serious accessibility violations at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});

test("an e-mail change from the settings page is finished from the link sent to the new address", async ({ page }) => {
  const account = await register(page);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const newEmail = `moved.${id}@example.com`;
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Your e-mail address is ${account.email}.`)).toBeVisible();

  await page.getByLabel("New Email").fill(newEmail);
  await page.getByLabel("Confirm with Your Password").fill(account.password);
  await page.getByRole("button", { name: "Change Email" }).click();
  await expect(toastWith(page, "Confirmation sent")).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();

  let link = "";
  await expect
    .poll(
      async () => {
        const mails = (await (
          await page.request.get(`/dev/outbox/messages?to=${encodeURIComponent(newEmail)}`)
        ).json()) as { text: string }[];
        link = /\/confirm-email\/[A-Za-z0-9_-]{43}/.exec(mails[0]?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your new e-mail address" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Confirm New Email" }).click();
  await expect(page.getByText("E-mail address changed")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(
    (await page.request.post("/api/auth/login", { data: { email: newEmail, password: account.password } })).status(),
  ).toBe(200);
});
