// The Executive Circle form (a name read from a LinkedIn URL), its cards, edit and remove; and the Starter plan's
// caps on deal stories and executives.
import { expect, test } from "@playwright/test";
import { next, openTab, register, reload, toastWith } from "./portfolio-page";

test.describe.configure({ timeout: 120_000 });

test.describe("Executive Circle", () => {
  test("an executive is added with the name read from a LinkedIn URL, shown, edited and removed", async ({ page }) => {
    await register(page);
    await openTab(page, "endorsements");
    await expect(page.getByText("No executives in your circle yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Executive" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Executive" });
    await expect(dialog.getByLabel("Connection Strength")).toHaveValue("7");
    await expect(dialog.getByText("7/10")).toBeVisible();

    // A LinkedIn URL with no profile slug cannot be read.
    const url = dialog.getByLabel("LinkedIn Profile URL");
    await url.fill("https://www.linkedin.com/company/meridian-health");
    await url.blur();
    await expect(toastWith(page, "Profile Import Failed")).toContainText(
      "Could not load LinkedIn profile data. Please enter details manually.",
    );
    await expect(dialog.getByLabel("Executive Name")).toHaveValue("");

    // A profile URL gives the name, and only the name.
    await url.fill("linkedin.com/in/jane-doe-4a5b");
    await url.blur();
    await expect(toastWith(page, "Profile Loaded")).toContainText("Only the name could be read");
    await expect(dialog.getByLabel("Executive Name")).toHaveValue("Jane Doe");
    await expect(url).toHaveValue("https://linkedin.com/in/jane-doe-4a5b");
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await expect(dialog.getByLabel("Company")).toHaveValue("");

    await dialog.getByRole("button", { name: "Add Executive" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Company is required")).toBeVisible();
    await expect(dialog.getByText("Please select an executive level")).toBeVisible();
    await dialog.getByLabel("Title").fill("Chief Revenue Officer");
    await dialog.getByLabel("Company").fill("Meridian Health");
    await dialog.getByLabel("Executive Level").selectOption("C-Suite");
    await dialog.getByLabel("Relationship").selectOption("Inner Circle");
    await dialog.getByLabel("Communication Frequency").selectOption("Monthly");
    await dialog.getByLabel("Industry").selectOption("Healthcare");
    await dialog.getByLabel("Connection Strength").fill("9");
    await expect(dialog.getByText("9/10")).toBeVisible();
    await dialog.getByLabel(/texting basis/).check();
    await dialog.getByLabel("Notes").fill("Sponsor of the Meridian rollout.");
    await dialog.getByRole("button", { name: "Add Executive" }).click();
    await expect(toastWith(page, "Executive Added")).toContainText(
      "Executive has been added to your inner circle successfully.",
    );
    await expect(dialog).toBeHidden();

    const card = page.getByRole("listitem").filter({ hasText: "Jane Doe" });
    await expect(card.getByText("Chief Revenue Officer at Meridian Health")).toBeVisible();
    await expect(card.getByText("Inner Circle", { exact: true })).toBeVisible();
    await expect(card.getByText("Texting Basis", { exact: true })).toBeVisible();
    await expect(card.getByText("C-Suite", { exact: true })).toBeVisible();
    await expect(card.getByText("9/10")).toBeVisible();
    await expect(card.getByText("Sponsor of the Meridian rollout.")).toBeVisible();

    await card.getByRole("button", { name: "Edit Jane Doe" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Executive" });
    await expect(edit.getByLabel("Executive Level")).toHaveValue("C-Suite");
    await expect(edit.getByLabel(/texting basis/)).toBeChecked();
    await edit.getByLabel("Connection Strength").fill("6");
    await edit.getByLabel(/texting basis/).uncheck();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastWith(page, "Executive Updated")).toBeVisible();
    await reload(page);
    const edited = page.getByRole("listitem").filter({ hasText: "Jane Doe" });
    await expect(edited.getByText("6/10")).toBeVisible();
    await expect(edited.getByText("Texting Basis", { exact: true })).toHaveCount(0);

    page.once("dialog", (confirm) => void confirm.accept());
    await edited.getByRole("button", { name: "Remove Jane Doe" }).click();
    await expect(toastWith(page, "Executive Removed")).toContainText("Executive has been removed from your circle");
    await expect(page.getByText("No executives in your circle yet")).toBeVisible();
    await reload(page);
    await expect(page.getByText("No executives in your circle yet")).toBeVisible();
  });
});

test.describe("Starter caps", () => {
  test("a second deal story and a third executive show the upgrade prompt and add nothing", async ({ page }) => {
    await register(page);
    const deal = { title: "Globex platform win", description: "Three-year platform agreement.", arrValue: "250000" };
    expect((await page.request.post("/api/deal-highlights", { data: deal })).status()).toBe(201);
    for (const executiveName of ["Dana Cho", "Lee Park"]) {
      const executive = {
        executiveName,
        executiveTitle: "CFO",
        executiveCompany: "Initech",
        executiveLevel: "C-Suite",
        relationship: "Inner Circle",
        communicationFrequency: "Monthly",
      };
      expect((await page.request.post("/api/executive-circle", { data: executive })).status()).toBe(201);
    }

    await openTab(page, "deals");
    await expect(page.getByText("Globex platform win")).toBeVisible();
    await page.getByRole("button", { name: "Add Deal Win Story" }).click();
    const dealDialog = page.getByRole("dialog", { name: "Add Deal Win Story" });
    await dealDialog.getByLabel("Deal Title").fill("Initech expansion");
    await dealDialog.getByLabel("Deal Description").fill("Grew Initech from one team to the whole company.");
    for (let i = 0; i < 5; i++) await next(dealDialog);
    await dealDialog.getByRole("button", { name: "Save Deal Story" }).click();
    await expect(toastWith(page, "Upgrade to Pro Seller")).toContainText("1 deal win story");
    // The form keeps what was typed.
    await expect(dealDialog).toBeVisible();
    await dealDialog.getByRole("button", { name: "Previous" }).click();
    for (let i = 0; i < 4; i++) await dealDialog.getByRole("button", { name: "Previous" }).click();
    await expect(dealDialog.getByLabel("Deal Title")).toHaveValue("Initech expansion");
    await dealDialog.getByRole("button", { name: "Cancel" }).click();
    await reload(page);
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("Initech expansion")).toHaveCount(0);

    await openTab(page, "endorsements");
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Add Executive" }).click();
    const executiveDialog = page.getByRole("dialog", { name: "Add Executive" });
    await executiveDialog.getByLabel("Executive Name").fill("Ari Cole");
    await executiveDialog.getByLabel("Title").fill("VP Sales");
    await executiveDialog.getByLabel("Company").fill("Hooli");
    await executiveDialog.getByLabel("Executive Level").selectOption("VP/SVP Level");
    await executiveDialog.getByLabel("Relationship").selectOption("Regular Contact");
    await executiveDialog.getByLabel("Communication Frequency").selectOption("Quarterly");
    await executiveDialog.getByRole("button", { name: "Add Executive" }).click();
    await expect(toastWith(page, "Upgrade to Pro Seller")).toContainText("2 executive circle contacts");
    await expect(executiveDialog.getByLabel("Executive Name")).toHaveValue("Ari Cole");
    await executiveDialog.getByRole("button", { name: "Cancel" }).click();
    await reload(page);
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText("Ari Cole")).toHaveCount(0);
  });
});
