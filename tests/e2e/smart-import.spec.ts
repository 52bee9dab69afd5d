// Smart Document Import as a rep uses it: upload a resume, review what was found (preselection by confidence,
// confidence colours, items that need details), untick one item, edit another, import, and find exactly those
// items in their tabs. Also: the dialog at 375 px has no serious accessibility violations.
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { resumePicture } from "../ocr-documents";
import { gotoDashboard } from "./portfolio-page";

const RESUME = fileURLToPath(new URL("../fixtures/import/jordan-rivera-resume.pdf", import.meta.url));

test.describe.configure({ timeout: 150_000 });

async function register(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: `import.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: "Jordan Rivera",
      username: `jr_${id}`.slice(0, 30),
    },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `import.${id}@example.com`);
}

/** The toast with this title (sonner keeps one at a time). */
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Opens Smart Import and reads the resume fixture into the review tab. */
async function uploadResume(page: Page): Promise<Locator> {
  await gotoDashboard(page);
  // A dev server may compile the dashboard and the dialog on first use.
  await page.getByRole("button", { name: "Smart Import" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Smart Document Import" });
  await expect(dialog.getByRole("tab", { name: "Review & Import" })).toBeDisabled({ timeout: 60_000 });
  await dialog.getByLabel("Document to import").setInputFiles(RESUME);
  await expect(dialog.getByText("jordan-rivera-resume.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Process Document" }).click();
  await expect(toastWith(page, "Document Processed")).toContainText("Found 27 items in jordan-rivera-resume.pdf", {
    timeout: 60_000,
  });
  await expect(dialog.getByRole("tab", { name: "Review & Import" })).toHaveAttribute("aria-selected", "true");
  // Read from its text layer: no OCR note.
  await expect(dialog.getByText("Read by OCR: check each item")).toHaveCount(0);
  return dialog;
}

test("upload a resume, untick one item, edit another, complete one, import, and find exactly those items in their tabs", async ({
  page,
}) => {
  await register(page);
  const dialog = await uploadResume(page);

  // Preselected over 70% confidence; the badge colour follows the confidence (67%: yellow).
  const globex = dialog.getByRole("checkbox", { name: "Globex Corporation" });
  await expect(globex).toBeChecked();
  const annual2019 = dialog.getByRole("checkbox", { name: "Annual 2019" });
  await expect(annual2019).not.toBeChecked();
  const row = (name: string) =>
    dialog.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
  await expect(row("Annual 2019").getByText("67% confidence")).toHaveClass(/bg-warning-soft/);
  await expect(row("Globex Corporation").getByText("98% confidence")).toHaveClass(/bg-success-soft/);
  await expect(dialog.getByText("25 of 27 items selected")).toBeVisible();

  // The plan's cap is said next to the jobs before any work: four are ticked, a Starter book holds three.
  const jobs = dialog.getByRole("region", { name: /^Experience/ });
  await expect(jobs.getByText("The Starter plan includes 3 experience entries.")).toBeVisible();
  await expect(jobs.getByRole("alert")).toHaveText("4 ticked, room for 3: untick 1 to import (the plan's cap is 3).");
  await expect(dialog.getByRole("button", { name: "Import Selected" })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Sales Development Representative at Tailspin Toys" }).uncheck();
  await expect(jobs.getByRole("alert")).toHaveCount(0);
  // Every capped group says its cap the same way: a Starter book holds one deal story and two executives.
  const deals = dialog.getByRole("region", { name: /^Deal Stories/ });
  await expect(deals.getByText("The Starter plan includes 1 deal win story.")).toBeVisible();
  await expect(deals.getByRole("alert")).toHaveText("3 ticked, room for 1: untick 2 to import (the plan's cap is 1).");
  const executives = dialog.getByRole("region", { name: /^Executive Circle/ });
  await expect(executives.getByText("The Starter plan includes 2 executive circle contacts.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import Selected" })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Dana Whitfield" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Елена Петрова" }).uncheck();
  await expect(executives.getByRole("alert")).toHaveCount(0);
  // Jobs import with what the resume states; the rest waits.
  await expect(row("Enterprise Account Executive at Northwind Software").getByText("add details later")).toBeVisible();

  // Untick the deal stories past the cap, edit another's field.
  await dialog.getByRole("checkbox", { name: "Umbrella Insurance" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Acme Health" }).uncheck();
  await expect(deals.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Import Selected" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Edit Globex Corporation" }).click();
  await dialog
    .getByRole("group", { name: "Edit Globex Corporation" })
    .getByLabel("Deal Title")
    .fill("Globex platform deal (edited)");
  await expect(dialog.getByRole("checkbox", { name: "Globex platform deal (edited)" })).toBeChecked();

  // Executives need what no resume says; importing now shows what is missing instead of sending.
  await dialog.getByRole("button", { name: "Import Selected" }).click();
  await expect(toastWith(page, "Import Failed")).toContainText("selected items need details before import");
  const marcus = dialog.getByRole("group", { name: "Edit Marcus Bell" });
  await expect(marcus.getByText("Please select an executive level")).toBeVisible();
  await marcus.getByLabel("Executive Level").selectOption("C-Suite");
  await marcus.getByLabel("Relationship").selectOption("Regular Contact");
  await marcus.getByLabel("Communication Frequency").selectOption("Quarterly");
  await expect(marcus.getByText("Please select an executive level")).toHaveCount(0);
  // Import what is ready now: the other executives, the undated awards and the quota figures without a quota are
  // unticked; the jobs stay ticked, to be completed later.
  await dialog.getByRole("button", { name: "Untick items that need details" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Marcus Bell" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Priya Shah" })).not.toBeChecked();
  await expect(
    dialog.getByRole("checkbox", { name: "Enterprise Account Executive at Northwind Software" }),
  ).toBeChecked();

  await dialog.getByRole("button", { name: "Import Selected" }).click();
  await expect(toastWith(page, "Import Successful")).toContainText("to your brag book");
  // Everything ticked fit the plan (the review said so first): nothing is skipped, the dialog closes.
  await expect(dialog).toHaveCount(0);

  const panel = page.getByRole("tabpanel");
  await page.getByRole("tab", { name: "Deal Stories" }).click();
  await expect(panel.getByText("Globex platform deal (edited)")).toBeVisible();
  await expect(panel.getByText("Umbrella Insurance")).toHaveCount(0);
  await expect(panel.getByText("Acme Health", { exact: false })).toHaveCount(0);

  await page.getByRole("tab", { name: "Executive Circle" }).click();
  await expect(panel.getByText("Marcus Bell")).toBeVisible();
  await expect(panel.getByText("Priya Shah")).toHaveCount(0);

  await page.getByRole("tab", { name: "Achievements" }).click();
  await expect(panel.getByText("Generated $3.2M in qualified pipeline").first()).toBeVisible();
  await expect(panel.getByText("Rookie of the Year")).toHaveCount(0);

  await page.getByRole("tab", { name: "Quota" }).click();
  // Imported records carry no proof and are not verified.
  for (const period of ["Q1 2023", "Annual 2022"]) {
    const record = panel.getByRole("article", { name: period });
    await expect(record.getByText("No proof")).toBeVisible();
    await expect(record.getByText("Pending")).toBeVisible();
  }
  await expect(panel.getByRole("article")).toHaveCount(2);

  // The three jobs, each marked "add details", completed one at a time in the experience form, prefilled.
  await page.getByRole("tab", { name: "Experience" }).click();
  await expect(panel.getByText("add details", { exact: true })).toHaveCount(3);
  await expect(panel.getByText("Tailspin Toys")).toHaveCount(0);
  await panel
    .getByRole("button", { name: "Add details to Enterprise Account Executive at Northwind Software" })
    .click();
  const form = page.getByRole("dialog", { name: "Add Experience Details" });
  await expect(form.getByLabel("Company")).toHaveValue("Northwind Software");
  await expect(form.getByLabel("Role")).toHaveValue("Enterprise Account Executive");
});

test("a screenshot of a resume is read by OCR, and the review says to check each item", async ({ page }) => {
  await register(page);
  await gotoDashboard(page);
  await page.getByRole("button", { name: "Smart Import" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Smart Document Import" });
  await dialog
    .getByLabel("Document to import")
    .setInputFiles({ name: "resume-screenshot.png", mimeType: "image/png", buffer: resumePicture() });
  await dialog.getByRole("button", { name: "Process Document" }).click();
  await expect(toastWith(page, "Document Processed")).toContainText("in resume-screenshot.png", { timeout: 60_000 });
  await expect(dialog.getByRole("note")).toContainText("Read by OCR: check each item");
  await expect(dialog.getByRole("checkbox", { name: "Regional Sales Manager at Northwind Traders" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Account Executive at Contoso Pharmaceuticals" })).toBeVisible();
});

test("the review works at 375 px without sideways scrolling or serious accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page);
  const dialog = await uploadResume(page);
  await dialog.getByRole("button", { name: "Edit Enterprise Account Executive at Northwind Software" }).click();
  await expect(
    dialog
      .getByRole("group", { name: "Edit Enterprise Account Executive at Northwind Software" })
      .getByLabel("Location"),
  ).toBeVisible();
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});
