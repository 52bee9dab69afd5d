// "Contact Enterprise Sales" from the pricing page: the form checks its fields, then sends the inquiry, which reaches
// the administrators' inbox.
import { expect, test } from "@playwright/test";
import { waitForMail } from "../outbox";

test("the pricing page's Contact Enterprise Sales opens the form; a sent inquiry reaches the admins", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Contact Enterprise Sales" }).click();
  await expect(page).toHaveURL(/\/contact-sales$/);
  await expect(page.getByRole("heading", { name: "Contact Enterprise Sales" })).toBeVisible();

  const company = `Umbrella ${Date.now().toString(36)}`;
  await page.getByLabel("Your name").fill("Alice Abernathy");
  await page.getByLabel("Company").fill(company);
  await page.getByLabel("Work email").fill("not an address");
  await page.getByLabel("Number of sellers").fill("120");
  await page.getByRole("button", { name: "Contact Enterprise Sales" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();

  await page.getByLabel("Work email").fill("alice@umbrella.example");
  await page.getByLabel("What are you looking for? (optional)").fill("Attested quotas for 120 sellers.");
  await page.getByRole("button", { name: "Contact Enterprise Sales" }).click();
  await expect(page.getByRole("status")).toContainText("Our sales team will reply to alice@umbrella.example");

  const mail = await waitForMail(page.request, process.env.QP_TEST_ADMIN_EMAIL!, company);
  expect(mail.text).toContain("120 seats");
  expect(mail.text).toContain("Attested quotas for 120 sellers.");
});
