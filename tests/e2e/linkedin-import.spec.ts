// Smart Import of a LinkedIn data export, as a rep does it: the ZIP from "Get a copy of your data" goes into the
// same upload dialog, the review shows positions, honors, recommendations (as references) and the profile summary
// (for About Me) with their confidence, the rep completes a reference and imports; the reference arrives
// unverified and About Me holds the headline and summary.
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

const EXPORT = fileURLToPath(new URL("../fixtures/import/Basic_LinkedInDataExport_11-01-2026.zip", import.meta.url));

test.describe.configure({ timeout: 150_000 });

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a LinkedIn export ZIP is reviewed and imported: a recommendation becomes an unverified reference, the profile fills About Me", async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const registered = await page.request.post("/api/auth/register", {
    data: {
      email: `linkedin.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: "Morgan Ellis",
      username: `me_${id}`.slice(0, 30),
    },
  });
  expect(registered.status()).toBe(201);
  await confirmAddress(page.request, `linkedin.${id}@example.com`);

  await gotoDashboard(page);
  await page.getByRole("button", { name: "Smart Import" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Smart Document Import" });
  await dialog.getByLabel("Document to import").setInputFiles(EXPORT);
  await dialog.getByRole("button", { name: "Process Document" }).click();
  await expect(toastWith(page, "Document Processed")).toContainText(
    "Found 12 items in Basic_LinkedInDataExport_11-01-2026.zip",
    {
      timeout: 60_000,
    },
  );
  await expect(dialog.getByText("read by the built-in extractor")).toBeVisible();

  // Every position, with its dates; both roles at the same company.
  for (const role of [
    "Strategic Account Executive at Contoso Cloud",
    "Enterprise Account Executive at Contoso Cloud",
    "Account Executive at Fabrikam Analytics",
    "Sales Development Representative at Northwind Traders",
  ]) {
    await expect(dialog.getByRole("checkbox", { name: role, exact: true })).toBeVisible();
  }
  const references = dialog.getByRole("region", { name: /^References/ });
  await expect(references.getByRole("checkbox")).toHaveCount(2);
  // The hidden recommendation is not offered.
  await expect(dialog.getByText("Dana Lee")).toHaveCount(0);
  const row = (name: string) =>
    dialog.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
  await expect(row("Priya Shah").getByText("98% confidence")).toBeVisible();
  await expect(row("Priya Shah")).toContainText("VP of Sales at Contoso Cloud");

  // A reference needs the working relationship no export states.
  await dialog.getByRole("checkbox", { name: "Tomás Álvarez" }).uncheck();
  await dialog.getByRole("button", { name: "Edit Priya Shah" }).click();
  await dialog
    .getByRole("group", { name: "Edit Priya Shah" })
    .getByLabel("Working Relationship")
    .selectOption("Former Manager");
  // Awards need details (the date received): import the rest now. Positions import and wait for their details,
  // but the Starter plan holds 3 of the 4: the review says so before the import, and the rep leaves the oldest out.
  await dialog.getByRole("button", { name: "Untick items that need details" }).click();
  const jobs = dialog.getByRole("region", { name: /^Experience/ });
  await expect(jobs.getByRole("alert")).toHaveText("4 ticked, room for 3: untick 1 to import (the plan's cap is 3).");
  await dialog.getByRole("checkbox", { name: "Sales Development Representative at Northwind Traders" }).uncheck();
  await expect(dialog.getByRole("checkbox", { name: "Priya Shah" })).toBeChecked();
  await dialog.getByRole("button", { name: "Import Selected" }).click();
  await expect(toastWith(page, "Import Successful")).toContainText("to your brag book");
  // Everything chosen was imported, so the dialog closes by itself.
  await expect(dialog).toHaveCount(0);

  const panel = page.getByRole("tabpanel");
  await page.getByRole("tab", { name: "Experience" }).click();
  await expect(panel.getByText("add details", { exact: true })).toHaveCount(3);
  await page.getByRole("tab", { name: "References" }).click();
  const priya = panel.getByText("Priya Shah", { exact: true });
  await expect(priya).toBeVisible();
  await expect(panel.getByText("the most disciplined forecaster")).toBeVisible();
  await expect(panel.getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(panel.getByText("Tomás Álvarez")).toHaveCount(0);

  await page.getByRole("tab", { name: "About Me" }).click();
  await expect(panel.getByText("4x President's Club")).toBeVisible();
  await expect(panel.getByText("forecast within 5%")).toBeVisible();
});
