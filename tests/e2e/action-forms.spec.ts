// The settings forms with JavaScript, now that they are Server Actions: a cancelled e-mail change and a refused
// deletion answer in place (toast, field error), and Save Profile waits for a change, as before.
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress, uniqueSuffix } from "../api/helpers";

test.describe.configure({ timeout: 120_000 });

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("with JavaScript: an e-mail change is cancelled in place, a wrong password refuses deletion on its field", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const account = {
    email: `actions-${suffix}@example.com`,
    password: "quota-crusher-1",
    fullName: "Ada Actions",
    username: `aa_${suffix}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 60_000 });

  const save = page.getByRole("button", { name: "Save Profile" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Company").fill("Northwind");
  await expect(save).toBeEnabled();

  const newEmail = `moved-${suffix}@example.com`;
  await page.getByLabel("New Email").fill(newEmail);
  await page.getByLabel("Confirm with Your Password").fill(account.password);
  await page.getByRole("button", { name: "Change Email" }).click();
  await expect(toastWith(page, "Confirmation sent")).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
  await expect(page.getByLabel("New Email"), "the form is cleared after a success").toHaveValue("");
  await page.getByRole("button", { name: "Cancel Change" }).click();
  await expect(toastWith(page, "E-mail change cancelled")).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toHaveCount(0);
  expect((await (await page.request.get("/api/auth/me")).json()).pendingEmail).toBeNull();

  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
});
