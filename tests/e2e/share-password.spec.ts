// A password-protected portfolio as its owner and a visitor meet it: the owner names the link and sets a
// password in Shared links; a visitor sees the password form (not the portfolio), a wrong password is refused on
// the form, the right one opens the portfolio. A password under 8 characters is named under its field first.
import { expect, test } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.describe.configure({ timeout: 150_000 });

test("the owner protects a link with a password; a visitor must enter it to see the portfolio", async ({
  page,
  browser,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const register = await page.request.post("/api/auth/register", {
    data: {
      email: `protect.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: `Pat Protect ${id}`,
      username: `pp_${id}`.slice(0, 30),
    },
  });
  expect(register.status()).toBe(201);
  await confirmAddress(page.request, `protect.${id}@example.com`);
  const title = `Displaced the incumbent at Initech ${id}`;
  const achievement = await page.request.post("/api/achievements", {
    data: { title, description: "A 9-month cycle against the incumbent." },
  });
  expect(achievement.status()).toBe(201);
  const created = await page.request.post("/api/export/shareable-link", {
    data: { achievementIds: [(await achievement.json()).id] },
  });
  expect(created.status()).toBe(201);
  const sharePath = new URL((await created.json()).shareUrl).pathname;

  await gotoDashboard(page);
  await page.getByRole("button", { name: "Export Portfolio" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Export Portfolio" });
  await dialog.getByRole("tab", { name: "Shared links" }).click();
  const row = dialog.getByRole("listitem").filter({ hasText: sharePath });
  await row.getByText("Name, sections, password and expiry").click();
  await row.getByLabel("Portfolio Name").fill("Series B recruiters");
  // A password under 8 characters is named under its field by the form itself (the handler's own schema).
  await row.getByLabel("Password (optional)").fill("sesame");
  await row.getByRole("button", { name: "Save Link Settings" }).click();
  await expect(row.getByText("The password must be at least 8 characters")).toBeVisible();
  await row.getByLabel("Password (optional)").fill("open-sesame");
  await row.getByRole("button", { name: "Save Link Settings" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link updated" })).toBeVisible();
  await expect(row.getByText("Series B recruiters")).toBeVisible();
  await expect(row.getByText("Password", { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const locked = await visitor.goto(sharePath);
    expect(locked?.status()).toBe(401);
    await expect(visitor.getByRole("heading", { name: "This portfolio is password-protected" })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    await visitor.getByLabel("Password").fill("guess");
    await visitor.getByRole("button", { name: "View Portfolio" }).click();
    // The form's own alert (the framework's route announcer is an alert region too).
    await expect(visitor.getByRole("alert").filter({ hasText: "password" })).toHaveText(
      "That password is not right. Ask the person who shared this link.",
    );

    await visitor.getByLabel("Password").fill("open-sesame");
    await visitor.getByRole("button", { name: "View Portfolio" }).click();
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    await visitorContext.close();
  }
});
