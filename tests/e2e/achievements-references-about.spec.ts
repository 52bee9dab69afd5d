// Achievements (templates, custom, recognition), references and About Me, clicked through the way a rep does.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

// Panels and dialogs load on demand: give a first load (or a dev server compiling it) some room.
const expect = baseExpect.configure({ timeout: 15_000 });

// The whole flow runs through many dialogs; a dev server compiling on demand needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function registerAndOpen(page: Page, tab: string) {
  const id = suffix();
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: `rep.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: `Riley Rep ${id}`,
      username: `rep_${id}`,
    },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `rep.${id}@example.com`);
  await gotoDashboard(page, `?tab=${tab}`);
  // The panel loads on demand (a dev server may compile it first).
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0, { timeout: 30_000 });
}

/** "MMM d, yyyy" of today, as the API stamps createdAt (UTC). */
const today = () =>
  new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text }).first();

test("a President's Club achievement: starred template fields, required check, create, edit, delete", async ({
  page,
}) => {
  await registerAndOpen(page, "achievements");
  await expect(page.getByText("No achievements yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Your First Achievement" }).click();

  const picker = page.getByRole("dialog", { name: "Choose Content Type" });
  await expect(picker).toBeVisible();
  for (const name of [
    "Quota Achievement",
    "Deal Win Story",
    "Recognition & Awards",
    "Account Expansion",
    "Reference Story",
    "Career Experience",
    "Executive Circle",
    "Professional Reference",
    "About Me",
  ]) {
    await expect(picker.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await picker.getByRole("button", { name: "President's Club", exact: true }).click();

  const form = page.getByRole("dialog", { name: "Create Achievement" });
  await expect(form).toBeVisible();
  await expect(form.getByText("Earned President's Club or an equivalent top-performer award.")).toBeVisible();
  await expect(form.locator("label", { hasText: "Year *" })).toBeVisible();
  await expect(form.locator("label", { hasText: "Quota attainment (%) *" })).toBeVisible();
  await expect(form.locator("label", { hasText: /^Rank$/ })).toBeVisible();

  const title = `President's Club ${suffix()}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Finished #2 of 85 AEs worldwide.");
  await form.getByLabel("Year").fill("2024");
  await form.getByRole("button", { name: "Create Achievement" }).click();
  await expect(form.getByText("Quota attainment (%) is required")).toBeVisible();
  await expect(form.getByText("Year is required")).toHaveCount(0);

  await form.getByLabel("Quota attainment (%)").fill("146");
  await form.getByLabel("Rank").fill("#2 of 85 AEs");
  await form.getByLabel("Business Impact").fill("Closed $3.1M against a $2.1M quota.");
  await form.getByLabel("Timeframe").fill("FY2024");
  await form.getByLabel("Tags (comma separated)").fill("presidents club,  top performer , ");
  await form.getByRole("button", { name: "Create Achievement" }).click();
  await expect(toast(page, "Achievement created")).toContainText("Your achievement has been added to your portfolio.");
  await expect(form).toBeHidden();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const checkCard = async (heading: string) => {
    await expect(card.getByRole("heading", { name: heading })).toBeVisible();
    await expect(card.getByText("President's Club", { exact: true })).toBeVisible();
    await expect(card.getByText(today(), { exact: true })).toBeVisible();
    await expect(card.getByText("Finished #2 of 85 AEs worldwide.")).toBeVisible();
    await expect(card.getByText("Impact:")).toBeVisible();
    await expect(card.getByRole("list", { name: "Metrics" })).toContainText("146% of quota");
    await expect(card.getByRole("list", { name: "Metrics" })).toContainText("FY2024");
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "presidents club",
      "top performer",
    ]);
  };
  await checkCard(title);
  await expect(page.getByRole("button", { name: "Add Achievement" })).toBeVisible();

  await page.reload();
  await checkCard(title);

  // Edit: the same form, filled in.
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Achievement" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Tags (comma separated)")).toHaveValue("presidents club, top performer");
  await expect(edit.getByLabel("Quota attainment (%)")).toHaveValue("146");
  await edit.getByLabel("Quota attainment (%)").fill("151");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Achievement updated")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card.getByRole("list", { name: "Metrics" })).toContainText("151% of quota");

  await page.reload();
  await expect(card.getByRole("list", { name: "Metrics" })).toContainText("151% of quota");

  // Delete, after the browser's confirm.
  let confirmText = "";
  page.once("dialog", (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(toast(page, "Achievement deleted")).toContainText("Your achievement has been successfully deleted.");
  expect(confirmText).toBe("Are you sure you want to delete this achievement?");
  await expect(page.getByText("No achievements yet")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No achievements yet")).toBeVisible();
});

test("a custom achievement and a recognition through its four gated steps", async ({ page }) => {
  await registerAndOpen(page, "achievements");

  await page.getByRole("button", { name: "Add Content" }).click();
  await page
    .getByRole("dialog", { name: "Choose Content Type" })
    .getByRole("button", { name: "Custom Achievement" })
    .click();
  const form = page.getByRole("dialog", { name: "Create Achievement" });
  await expect(form.getByLabel("Category")).toHaveValue("enterprise_deal");
  await form.getByRole("button", { name: "Create Achievement" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Description is required")).toBeVisible();
  await form.getByLabel("Title").fill("Built the SDR-to-AE promotion path");
  await form.getByLabel("Description").fill("Coached four SDRs into closing roles in a year.");
  await form.getByLabel("Category").selectOption({ label: "Team Leadership" });
  await form.getByRole("button", { name: "Create Achievement" }).click();
  await expect(toast(page, "Achievement created")).toBeVisible();
  const custom = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Built the SDR-to-AE promotion path" }) });
  await expect(custom.getByText("Team Leadership", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add Achievement" }).click();
  await page
    .getByRole("dialog", { name: "Choose Content Type" })
    .getByRole("button", { name: "Recognition & Awards" })
    .click();
  const wizard = page.getByRole("dialog", { name: "Recognition & Awards" });
  const next = wizard.getByRole("button", { name: "Next" });
  await expect(wizard.getByText("Step 1 of 4:")).toBeVisible();
  await expect(wizard.getByText("25% complete")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Achievement Title").fill("x");
  await wizard.getByLabel("Achievement Title").fill("");
  await wizard.getByLabel("Achievement Title").blur();
  await expect(wizard.getByText("Achievement title is required")).toBeVisible();
  await wizard.getByLabel("Achievement Title").fill("Rep of the Year 2024");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(wizard.getByText("Step 2 of 4:")).toBeVisible();
  await wizard.getByLabel("Description").fill("Too short");
  await wizard.getByLabel("Description").blur();
  await expect(wizard.getByText("Description must be at least 10 characters")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Description").fill("Chosen from 240 reps for the highest net-new ARR.");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(wizard.getByText("Step 3 of 4:")).toBeVisible();
  await expect(next).toBeDisabled();
  const date = wizard.getByLabel("Date Received");
  await date.fill("2024-02-10");
  await date.fill("");
  await date.blur();
  await expect(wizard.getByText("Date received is required")).toBeVisible();
  await expect(next).toBeDisabled();
  await date.fill("2024-02-10");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(wizard.getByText("Step 4 of 4:")).toBeVisible();
  await expect(wizard.getByText("Feb 10, 2024")).toBeVisible();
  await expect(wizard.getByText(/pending verification/)).toBeVisible();
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expect(date).toHaveValue("2024-02-10");
  await next.click();
  await wizard.getByRole("button", { name: "Submit Recognition" }).click();
  await expect(toast(page, "Recognition submitted successfully!")).toContainText(
    "Your recognition is pending verification.",
  );
  await expect(wizard).toBeHidden();

  const recognition = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Rep of the Year 2024" }) });
  const checkRecognition = async () => {
    await expect(recognition.getByText("Recognition & Awards", { exact: true })).toBeVisible();
    await expect(recognition.getByText("Received Feb 10, 2024")).toBeVisible();
    await expect(recognition.getByText("Pending verification")).toBeVisible();
  };
  await checkRecognition();
  await page.reload();
  await checkRecognition();
  await expect(custom.getByText("Team Leadership", { exact: true })).toBeVisible();
});

test("a reference through three steps, edited, and the Starter cap on a second one", async ({ page }) => {
  await registerAndOpen(page, "references");
  await expect(page.getByText("No references yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Reference" }).click();

  const wizard = page.getByRole("dialog", { name: "Add Professional Reference" });
  await expect(wizard.getByText("Step 1 of 3:")).toBeVisible();
  // No gating: the schema speaks at submit and reopens the step with the error.
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Add Reference" }).click();
  await expect(wizard.getByText("Step 1 of 3:")).toBeVisible();
  await expect(wizard.getByText("Reference name is required")).toBeVisible();

  await wizard.getByLabel("Reference Name").fill("Morgan Blake");
  await wizard.getByLabel("Title").fill("VP of Sales");
  await wizard.getByLabel("Company").fill("Acme Corp");
  await wizard.getByLabel("Email").fill("morgan@acme.example");
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByText("Step 2 of 3:")).toBeVisible();
  await wizard.getByLabel("Working Relationship").selectOption("Former Manager");
  await wizard.getByLabel("Relationship Context").fill("My manager at Acme while we built the enterprise team.");
  await wizard.getByLabel("Years Worked Together").fill("3");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Testimonial (optional)").fill("The most prepared seller I have ever managed.");
  await wizard.getByRole("button", { name: "Add Reference" }).click();
  await expect(toast(page, "Reference added")).toBeVisible();
  await expect(wizard).toBeHidden();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Morgan Blake" }) });
  const checkCard = async (title: string) => {
    await expect(card.getByText(`${title} at Acme Corp`)).toBeVisible();
    await expect(card.getByText("Former Manager")).toBeVisible();
    await expect(card.getByText("3 years worked together")).toBeVisible();
    await expect(card.getByText("My manager at Acme while we built the enterprise team.")).toBeVisible();
    await expect(card.locator("blockquote")).toHaveText("“The most prepared seller I have ever managed.”");
    await expect(card.getByRole("link", { name: "morgan@acme.example" })).toHaveAttribute(
      "href",
      "mailto:morgan@acme.example",
    );
  };
  await checkCard("VP of Sales");

  await card.getByRole("button", { name: "Edit Morgan Blake" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Reference" });
  await expect(edit.getByLabel("Reference Name")).toHaveValue("Morgan Blake");
  await edit.getByLabel("Title").fill("SVP of Sales");
  await edit.getByRole("button", { name: "Next" }).click();
  await expect(edit.getByLabel("Working Relationship")).toHaveValue("Former Manager");
  await edit.getByRole("button", { name: "Next" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Reference updated")).toBeVisible();
  await checkCard("SVP of Sales");

  // Starter allows one reference: the second is refused with the upgrade prompt.
  await page.getByRole("button", { name: "Add Reference" }).click();
  const second = page.getByRole("dialog", { name: "Add Professional Reference" });
  await second.getByLabel("Reference Name").fill("Sam Ortiz");
  await second.getByLabel("Title").fill("CFO");
  await second.getByLabel("Company").fill("Globex");
  await second.getByRole("button", { name: "Next" }).click();
  await second.getByLabel("Working Relationship").selectOption("Customer");
  await second.getByRole("button", { name: "Next" }).click();
  await second.getByRole("button", { name: "Add Reference" }).click();
  await expect(toast(page, "Upgrade to Pro Seller")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade" })).toBeVisible();
  await expect(second).toBeVisible();
  // From the keyboard: the upgrade toast stacks over the dialog's top corner, and a pointer resting on it keeps it
  // open (sonner pauses toasts under the pointer), so a click there can land on the toast instead.
  await second.getByRole("button", { name: "Close" }).press("Enter");
  await expect(second).toBeHidden();

  await page.reload();
  await checkCard("SVP of Sales");
  await expect(page.getByRole("heading", { name: "Sam Ortiz" })).toHaveCount(0);
});

test("About Me: list fields with Enter, remove, save and see it all after a reload", async ({ page }) => {
  await registerAndOpen(page, "about");
  await expect(page.getByText("Tell your story")).toBeVisible();
  await page.getByRole("button", { name: "Add About Me" }).click();
  const form = page.getByRole("dialog", { name: "Add About Me" });

  await form.getByLabel("Personal Summary").fill("Enterprise AE who sells to hospital CFOs.");
  await form.getByLabel("Personal Website").fill("not a website");
  const languages = form.getByRole("textbox", { name: "Languages" });
  for (const language of ["English", "  Spanish  ", "   "]) {
    await languages.fill(language);
    await languages.press("Enter");
  }
  await languages.fill("French");
  await form.getByRole("button", { name: "Add to Languages" }).click();
  await expect(form.getByRole("list", { name: "Languages" }).getByRole("listitem")).toHaveText([
    "English",
    "Spanish",
    "French",
  ]);
  await form.getByRole("button", { name: "Remove French" }).click();
  await expect(form.getByRole("list", { name: "Languages" }).getByRole("listitem")).toHaveText(["English", "Spanish"]);

  await form.getByRole("tab", { name: "Professional" }).click();
  await form.getByRole("textbox", { name: "Career Highlights" }).fill("#1 AE in EMEA, FY2023");
  await form.getByRole("textbox", { name: "Career Highlights" }).press("Enter");
  await form.getByRole("textbox", { name: "Certifications" }).fill("MEDDICC Certified");
  await form.getByRole("textbox", { name: "Certifications" }).press("Enter");
  await form.getByRole("tab", { name: "Values & Philosophy" }).click();
  await form.getByLabel("Sales Philosophy").fill("Diagnose before you prescribe.");
  await form.getByRole("textbox", { name: "Core Values" }).fill("Candor");
  await form.getByRole("textbox", { name: "Core Values" }).press("Enter");
  await form.getByRole("tab", { name: "Expertise & Skills" }).click();
  await form.getByRole("textbox", { name: "Industry Expertise" }).fill("Healthcare SaaS");
  await form.getByRole("textbox", { name: "Industry Expertise" }).press("Enter");
  await form.getByRole("tab", { name: "Personal Interests" }).click();
  await form.getByRole("textbox", { name: "Personal Interests" }).fill("Trail running");
  await form.getByRole("textbox", { name: "Personal Interests" }).press("Enter");
  await form.getByLabel("Volunteer Work").fill("Mentor at a coding bootcamp.");

  // A bad website reopens the Personal tab with its message.
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByRole("tab", { name: "Personal", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(form.getByText("Please enter a valid URL")).toBeVisible();
  await form.getByLabel("Personal Website").fill("https://riley.example.com");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "About Me saved")).toBeVisible();
  await expect(form).toBeHidden();

  const checkProfile = async () => {
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    for (const text of [
      "Enterprise AE who sells to hospital CFOs.",
      "Diagnose before you prescribe.",
      "#1 AE in EMEA, FY2023",
      "Candor",
      "Healthcare SaaS",
      "MEDDICC Certified",
      "Trail running",
      "Mentor at a coding bootcamp.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Languages" }).getByRole("listitem")).toHaveText([
      "English",
      "Spanish",
    ]);
    const website = page.getByRole("link", { name: /riley\.example\.com/ });
    await expect(website).toHaveAttribute("href", "https://riley.example.com");
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
  };
  await checkProfile();
  await page.reload();
  await checkProfile();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit About Me" });
  await expect(edit.getByLabel("Personal Summary")).toHaveValue("Enterprise AE who sells to hospital CFOs.");
  await expect(edit.getByRole("list", { name: "Languages" }).getByRole("listitem")).toHaveText(["English", "Spanish"]);
  await edit.getByRole("button", { name: "Remove Spanish" }).click();
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(page.getByRole("list", { name: "Languages" }).getByRole("listitem")).toHaveText(["English"]);
});
