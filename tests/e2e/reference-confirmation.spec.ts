// Reference verification, played by both people: the rep adds a reference with an e-mail, the reference opens the
// e-mailed link without an account, edits the testimonial and confirms, and the rep's card shows Verified.
import { expect, test } from "@playwright/test";
import { waitForMail } from "../outbox";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.describe.configure({ timeout: 120_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("a reference confirms from the e-mailed link and the rep's card turns Verified", async ({ page, browser }) => {
  const id = suffix();
  const fullName = `Riley Rep ${id}`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email: `ref.rep.${id}@example.com`, password: "quota-crusher-1", fullName, username: `refrep_${id}` },
  });
  expect(registered.status()).toBe(201);
  await confirmAddress(page.request, `ref.rep.${id}@example.com`);
  const referenceEmail = `casey.${id}@example.com`;
  const created = await page.request.post("/api/references", {
    data: {
      referenceName: "Casey Customer",
      referenceTitle: "VP Operations",
      referenceCompany: "Globex",
      workingRelationship: "Customer",
      email: referenceEmail,
      testimonial: "Riley ran a great evaluation.",
    },
  });
  expect(created.status()).toBe(201);

  await gotoDashboard(page, "?tab=references");
  const card = page.getByRole("listitem").filter({ hasText: "Casey Customer" });
  await expect(card.getByText("Awaiting confirmation")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Verified", { exact: true })).toHaveCount(0);

  const mail = await waitForMail(page.request, referenceEmail, "listed you as a reference");
  const link = /\/confirm-reference\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

  const referenceContext = await browser.newContext();
  const referencePage = await referenceContext.newPage();
  await referencePage.goto(link);
  await expect(referencePage.getByRole("heading", { name: `Confirm you worked with ${fullName}` })).toBeVisible();
  await expect(referencePage.getByText("VP Operations at Globex")).toBeVisible();
  const testimonial = referencePage.getByLabel("Testimonial (optional)");
  await expect(testimonial).toHaveValue("Riley ran a great evaluation.");
  await testimonial.fill("Riley ran the most rigorous evaluation our team has seen.");
  await referencePage.getByRole("button", { name: `Confirm I worked with ${fullName}` }).click();
  await expect(referencePage.getByText("Reference confirmed")).toBeVisible();
  await referencePage.reload();
  await expect(referencePage.getByRole("heading", { name: "This confirmation link is not valid" })).toBeVisible();
  await expect(referencePage.getByText(fullName)).toHaveCount(0);
  await referenceContext.close();

  await page.reload();
  await expect(card.getByText(/^Verified at /)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Riley ran the most rigorous evaluation our team has seen.")).toBeVisible();
  await expect(card.getByText("Awaiting confirmation")).toHaveCount(0);
});
