// Deal Stories and Experience: the wizards, their cards, edit and delete, and what a reload shows.
import { expect, test, type Locator } from "@playwright/test";
import { next, openTab, register, reload, toastWith } from "./portfolio-page";
import { overviewCard } from "./overview-summary";

test.describe.configure({ timeout: 120_000 });

test.describe("Deal Stories", () => {
  test("a deal win story goes through every step, shows on its card, is edited and deleted", async ({ page }) => {
    await register(page);
    await openTab(page, "deals");
    await expect(page.getByText("No deal stories yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Deal Win Story" }).click();

    const dialog = page.getByRole("dialog", { name: "Add Deal Win Story" });
    await expect(dialog.getByText("Step 1 of 6:")).toBeVisible();
    // Step 1 gates on title and description.
    await next(dialog);
    await expect(dialog.getByText("Deal title is required")).toBeVisible();
    await expect(dialog.getByText("Deal description is required")).toBeVisible();
    await expect(dialog.getByText("Step 1 of 6:")).toBeVisible();
    await dialog.getByLabel("Deal Title").fill("Meridian Health platform rollout");
    await dialog.getByLabel("Deal Description").fill("Displaced the incumbent across 40 hospitals.");
    await dialog.getByLabel("ARR Value").fill("$1,250,000");
    await dialog.getByLabel("Cycle Length (days)").fill("120");
    await next(dialog);

    // Step 2: five stakeholders (so the card shows three and "+2 more"), one milestone.
    await expect(dialog.getByText("Step 2 of 6:")).toBeVisible();
    const people = [
      ["Dana Reyes", "Economic Buyer"],
      ["Sam Ortiz", "Champion"],
      ["Lee Park", "Technical Buyer"],
      ["Ari Cole", "Procurement"],
      ["Kim Novak", "Legal"],
    ];
    for (const [i, [name, role]] of people.entries()) {
      await dialog.getByRole("button", { name: "Add Stakeholder" }).click();
      const row = dialog.getByRole("group", { name: `Stakeholder ${i + 1}` });
      await row.getByLabel("Name").fill(name!);
      await row.getByLabel("Sales-Cycle Role").fill(role!);
    }
    // A blank row is refused; removing it lets the wizard move on.
    await dialog.getByRole("button", { name: "Add Stakeholder" }).click();
    await next(dialog);
    await expect(dialog.getByText("Stakeholder name is required")).toBeVisible();
    await dialog.getByRole("button", { name: "Remove stakeholder 6" }).click();
    await dialog.getByRole("button", { name: "Add Milestone" }).click();
    await dialog
      .getByRole("group", { name: "Milestone 1" })
      .getByLabel("Milestone", { exact: true })
      .fill("Security review passed");
    await next(dialog);

    await expect(dialog.getByText("Step 3 of 6:")).toBeVisible();
    await dialog.getByLabel("Current State").fill("Five disconnected scheduling systems.");
    await next(dialog);
    await expect(dialog.getByText("Step 4 of 6:")).toBeVisible();
    await dialog.getByLabel("Why Now?").fill("Regulatory deadline in Q3.");
    await next(dialog);
    await expect(dialog.getByText("Step 5 of 6:")).toBeVisible();
    await dialog.getByLabel("Champion").fill("Sam Ortiz, VP Operations");
    await dialog.getByLabel("Metrics").fill("30% fewer no-shows");
    await next(dialog);
    await expect(dialog.getByText("Step 6 of 6:")).toBeVisible();
    await dialog.getByLabel("Customer Story URL").fill("not a url");
    await dialog.getByRole("button", { name: "Save Deal Story" }).click();
    await expect(dialog.getByText("Please enter a valid customer story URL")).toBeVisible();
    await dialog.getByLabel("Customer Story URL").fill("https://example.com/customers/meridian");
    await dialog.getByRole("button", { name: "Save Deal Story" }).click();
    await expect(toastWith(page, "Deal Story Added")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("listitem").filter({ hasText: "Meridian Health platform rollout" });
    await expect(card.getByText("$1.3M")).toBeVisible();
    await expect(card.getByText("120 days")).toBeVisible();
    for (const badge of ["COM Framework", "MEDDPICC", "Champion Identified", "Customer Story"]) {
      await expect(card.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(card.getByText("Dana Reyes")).toBeVisible();
    await expect(card.getByText("Lee Park")).toBeVisible();
    await expect(card.getByText("Ari Cole")).toHaveCount(0);
    await expect(card.getByText("+2 more")).toBeVisible();
    await expect(stat(card, "Stakeholders Mapped")).toHaveText("5");
    await expect(stat(card, "Milestones Tracked")).toHaveText("1");

    // Edit: the wizard opens filled in; the change shows after a reload.
    await card.getByRole("button", { name: "Edit Meridian Health platform rollout" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Deal Win Story" });
    await expect(edit.getByLabel("Deal Title")).toHaveValue("Meridian Health platform rollout");
    await edit.getByLabel("ARR Value").fill("450000");
    await next(edit);
    await expect(edit.getByRole("group", { name: "Stakeholder 5" }).getByLabel("Name")).toHaveValue("Kim Novak");
    await edit.getByRole("button", { name: "Remove stakeholder 5" }).click();
    for (let i = 0; i < 4; i++) await next(edit);
    await edit.getByRole("button", { name: "Save Deal Story" }).click();
    await expect(toastWith(page, "Deal Story Updated")).toBeVisible();
    await reload(page);
    const edited = page.getByRole("listitem").filter({ hasText: "Meridian Health platform rollout" });
    await expect(edited.getByText("$450K")).toBeVisible();
    await expect(edited.getByText("+1 more")).toBeVisible();
    await expect(edited.getByText("Champion Identified")).toBeVisible();

    page.once("dialog", (confirm) => void confirm.accept());
    await edited.getByRole("button", { name: "Delete Meridian Health platform rollout" }).click();
    await expect(toastWith(page, "Deal Story Deleted")).toBeVisible();
    await expect(page.getByText("No deal stories yet")).toBeVisible();
    await reload(page);
    await expect(page.getByText("No deal stories yet")).toBeVisible();
  });
});

test.describe("Experience", () => {
  test("the wizard gates each step with its messages, links the sliders, saves, edits and deletes", async ({
    page,
  }) => {
    await register(page);
    await openTab(page, "experience");
    await expect(page.getByText("No experience added yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Experience" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Career Experience" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();

    // Step 1: company and role.
    await next(dialog);
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await expect(dialog.getByText("Role is required")).toBeVisible();
    await dialog.getByLabel("Company").fill("Acme Cloud");
    await dialog.getByLabel("Role").fill("Enterprise Account Executive");
    await next(dialog);

    // Step 2: duration, location, at least one of each list, complexity.
    await expect(dialog.getByText("Step 2 of 4:")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeVisible();
    await next(dialog);
    for (const message of [
      "Duration is required",
      "Location is required",
      "Please select at least one revenue size",
      "Please select at least one employee range",
      "Please select at least one company type",
      "Market complexity is required",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel("Duration").fill("2 years 3 months");
    await dialog.getByLabel("Location").fill("Austin, TX");
    await dialog.getByLabel("Enterprise ($100M-$1B)").check();
    await dialog.getByLabel("Public Company").check();
    await dialog.getByLabel("1,001-5,000").check();
    await dialog.getByLabel("Public", { exact: true }).check();
    await dialog.getByLabel("Market Complexity").selectOption("Enterprise Procurement & Legal");
    await expect(dialog.getByText("Please select at least one revenue size")).toBeHidden();
    await next(dialog);

    // Step 3: verticals and personas; the linked sliders and the live profile.
    await expect(dialog.getByText("Step 3 of 4:")).toBeVisible();
    await next(dialog);
    await expect(dialog.getByText("At least one vertical is required")).toBeVisible();
    await expect(dialog.getByText("At least one persona is required")).toBeVisible();
    const newLogos = dialog.getByLabel("Net New Logos");
    const expansion = dialog.getByLabel("Expansion");
    const profile = dialog.getByRole("status").filter({ hasText: "Sales Profile" });
    await expect(newLogos).toHaveValue("50");
    await expect(expansion).toHaveValue("50");
    await expect(profile).toContainText("Hybrid");
    await newLogos.fill("70");
    await expect(expansion).toHaveValue("30");
    await expect(profile).toContainText("Hunter");
    await expansion.fill("80");
    await expect(newLogos).toHaveValue("20");
    await expect(profile).toContainText("Farmer");
    await newLogos.fill("55");
    await expect(expansion).toHaveValue("45");
    await expect(profile).toContainText("Hybrid");
    await newLogos.fill("70");
    await expect(profile).toContainText("Hunter");
    await dialog.getByLabel("SaaS & Software").check();
    await dialog.getByLabel("Banking").check();
    await dialog.getByLabel("CFO / Finance").check();
    await next(dialog);

    // Previous keeps what was chosen.
    await expect(dialog.getByText("Step 4 of 4:")).toBeVisible();
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByLabel("Banking")).toBeChecked();
    await expect(dialog.getByLabel("Net New Logos")).toHaveValue("70");
    await next(dialog);

    // Step 4 is open; saving checks its fields.
    await dialog.getByRole("button", { name: "Save Experience" }).click();
    await expect(dialog.getByText("Must manage at least 1 account")).toBeVisible();
    await expect(dialog.getByText("Deal cycle must be at least 1 day")).toBeVisible();
    await expect(dialog.getByText("Please provide detailed achievements")).toBeVisible();
    await expect(dialog.getByText("Please provide a role description")).toBeVisible();
    await dialog.getByLabel("Total Accounts Managed").fill("40");
    await dialog.getByLabel("Existing Customers").fill("25");
    await dialog.getByLabel("Net New Prospects").fill("15");
    await dialog.getByLabel("Average Deal Cycle (months)").fill("6.5");
    await dialog.getByLabel("Key Achievements").fill("142% of quota in FY24 and President's Club.");
    await dialog.getByLabel("Role Description").fill("Owned a territory of Fortune 500 healthcare accounts.");
    await dialog.getByRole("button", { name: "Save Experience" }).click();
    await expect(toastWith(page, "Experience Added")).toContainText(
      "Your sales experience has been successfully documented.",
    );
    await expect(dialog).toBeHidden();
    const onOverview = await overviewCard(page, "Career Experience");
    await expect(onOverview).toHaveAttribute("data-empty", "false");
    await expect(onOverview).toContainText("role documented");
    await page.getByRole("tab", { name: "Experience" }).click();

    const card = page.getByRole("listitem").filter({ hasText: "Enterprise Account Executive" });
    for (const text of [
      "Acme Cloud",
      "2 years 3 months",
      "Austin, TX",
      "Enterprise ($100M-$1B), Public Company",
      "1,001-5,000",
      "Enterprise Procurement & Legal",
      "6.5 months",
      "142% of quota in FY24 and President's Club.",
      "Owned a territory of Fortune 500 healthcare accounts.",
    ]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("list", { name: "Verticals" })).toContainText("SaaS & Software");
    await expect(card.getByRole("list", { name: "Verticals" })).toContainText("Banking");
    await expect(card.getByRole("list", { name: "Personas" })).toContainText("CFO / Finance");
    await expect(card.getByText("Hunter", { exact: true })).toBeVisible();

    // Edit: every step comes back filled in (the joined lists split back into ticked boxes).
    await card.getByRole("button", { name: "Edit Enterprise Account Executive at Acme Cloud" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Career Experience" });
    await expect(edit.getByLabel("Company")).toHaveValue("Acme Cloud");
    await next(edit);
    await expect(edit.getByLabel("Enterprise ($100M-$1B)")).toBeChecked();
    await expect(edit.getByLabel("Public Company")).toBeChecked();
    await expect(edit.getByLabel("Public", { exact: true })).toBeChecked();
    await expect(edit.getByLabel("Market Complexity")).toHaveValue("Enterprise Procurement & Legal");
    await edit.getByLabel("Location").fill("Denver, CO");
    await next(edit);
    await expect(edit.getByLabel("Net New Logos")).toHaveValue("70");
    await edit.getByLabel("Expansion").fill("75");
    await next(edit);
    await expect(edit.getByLabel("Average Deal Cycle (months)")).toHaveValue("6.5");
    await edit.getByRole("button", { name: "Save Experience" }).click();
    await expect(toastWith(page, "Experience Updated")).toBeVisible();
    await reload(page);
    const edited = page.getByRole("listitem").filter({ hasText: "Enterprise Account Executive" });
    await expect(edited.getByText("Denver, CO", { exact: true })).toBeVisible();
    await expect(edited.getByText("Farmer", { exact: true })).toBeVisible();
    await expect(edited.getByText("25% new logos · 75% expansion")).toBeVisible();

    page.once("dialog", (confirm) => void confirm.accept());
    await edited.getByRole("button", { name: "Delete Enterprise Account Executive at Acme Cloud" }).click();
    await expect(toastWith(page, "Experience Deleted")).toBeVisible();
    await expect(page.getByText("No experience added yet")).toBeVisible();
    await reload(page);
    await expect(page.getByText("No experience added yet")).toBeVisible();
  });
});

function stat(card: Locator, label: string) {
  return card
    .locator("dl > div")
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator("dd");
}
