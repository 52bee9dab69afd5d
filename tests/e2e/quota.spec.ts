// The Quota tab and the QuotaProof wizard, clicked through the way a rep does: gating, the live percent,
// the tab's order, figures, colours and chart, edit, delete, a duplicate period and a period not started yet.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { solidPng } from "../images";
import { overviewCard } from "./overview-summary";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

const FUTURE_MESSAGE = "This period has not started yet: you can only record quota for past or current periods";
const currentYear = new Date().getUTCFullYear();
const lastYear = currentYear - 1;

// A dev server may compile the panel and the wizard on first use.
test.describe.configure({ timeout: 120_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function registerAndOpenQuota(page: Page) {
  const id = suffix();
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: `quota.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: `Quinn Quota ${id}`,
      username: `quota_${id}`,
    },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `quota.${id}@example.com`);
  await openQuotaTab(page);
}

async function openQuotaTab(page: Page) {
  await gotoDashboard(page, "?tab=quota");
  // The panel loads on demand (a dev server may compile it first).
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0, { timeout: 30_000 });
}

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text }).first();

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Step 1 of the wizard: the year, the period type and the quarter (when quarterly). */
async function choosePeriod(wizard: Locator, year: number, quarter: number | "annual") {
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByLabel("Year", { exact: true }).selectOption(String(year));
  if (quarter === "annual") {
    await wizard.getByRole("radio", { name: "Annual" }).check();
    await expect(wizard.getByLabel("Quarter", { exact: true })).toHaveCount(0);
  } else {
    await expect(wizard.getByRole("radio", { name: "Quarterly" })).toBeChecked();
    await expect(next).toBeDisabled();
    await wizard.getByLabel("Quarter", { exact: true }).selectOption(`Q${quarter}`);
  }
  await expect(next).toBeEnabled();
}

/** Step 3: a dashboard export really uploaded (Next waits for it). */
async function attachScreenshot(wizard: Locator, name = "dashboard.png") {
  const next = wizard.getByRole("button", { name: "Next" });
  await expect(wizard.getByRole("radio", { name: /Dashboard Export/ })).toBeChecked();
  await expect(next).toBeDisabled();
  await wizard
    .getByLabel("Dashboard export", { exact: true })
    .setInputFiles({ name, mimeType: "image/png", buffer: solidPng(8) });
  await expect(wizard.getByRole("status").filter({ hasText: `Uploaded: ${name}` })).toBeVisible();
  await expect(next).toBeEnabled();
}

/** A row of a year card, found by its period label. */
const row = (page: Page, label: string) => page.getByRole("article", { name: label, exact: true });

async function expectRow(
  page: Page,
  label: string,
  want: {
    proof: string;
    quota: string;
    attainment: string;
    percent: string;
    tone: string;
    context?: string;
    exceeded: boolean;
    status?: string;
  },
) {
  const r = row(page, label);
  await expect(r.getByRole("heading", { name: label })).toBeVisible();
  await expect(r.getByText(want.proof, { exact: true })).toBeVisible();
  await expect(r.getByRole("definition")).toHaveText([want.quota, want.attainment, want.percent]);
  await expect(r.locator("[data-tone]")).toHaveAttribute("data-tone", want.tone);
  if (want.context) await expect(r.getByText(want.context, { exact: true })).toBeVisible();
  await expect(r.getByText(want.status ?? "Pending", { exact: true })).toBeVisible();
  await expect(r.getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(r.getByText("Quota Exceeded", { exact: true })).toHaveCount(want.exceeded ? 1 : 0);
}

async function expectStat(page: Page, label: string, value: string, detail: string) {
  const card = page
    .getByRole("list", { name: "Quota summary" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: label }) });
  await expect(card).toContainText(value);
  await expect(card).toContainText(detail);
}

test("a rep submits a quarterly and an annual QuotaProof, sees them ordered and formatted, edits one and deletes one", async ({
  page,
}) => {
  await registerAndOpenQuota(page);
  await expect(page.getByText("No QuotaProofs Submitted")).toBeVisible();

  // Quarterly: Q3 of last year, above quota, with a public stack rank.
  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
  await expect(wizard.getByText("25% complete")).toBeVisible();
  await expect(wizard.getByText("25% complete")).toBeVisible();
  const next = wizard.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  expect(await wizard.getByLabel("Year", { exact: true }).locator("option").allTextContents()).toEqual([
    "Select year",
    ...Array.from({ length: 11 }, (_, i) => String(currentYear - i)),
  ]);
  await choosePeriod(wizard, lastYear, 3);
  await next.click();

  await expect(wizard.getByText("50% complete")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Quota", { exact: true }).fill("400,000");
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Attainment", { exact: true }).fill("$300,000");
  const percent = wizard.getByLabel("Attainment %");
  const note = wizard.locator("#quota-attainment-note");
  await expect(percent).toHaveValue("75.0%");
  await expect(note).toHaveText("Below Quota");
  await expect(note).toHaveAttribute("data-tone", "red");
  await wizard.getByLabel("Attainment", { exact: true }).fill("500000");
  await expect(percent).toHaveValue("125.0%");
  await expect(note).toHaveText("Quota Exceeded!");
  await expect(note).toHaveAttribute("data-tone", "green");
  // Emptied and left, the quota says so in the schema's words, and Next waits for it.
  await wizard.getByLabel("Quota", { exact: true }).fill("");
  await wizard.getByLabel("Quota", { exact: true }).blur();
  await expect(wizard.getByText("Quota is required")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Quota", { exact: true }).fill("400000");
  await expect(wizard.getByText("Quota is required")).toHaveCount(0);
  await wizard.getByLabel("Ramp Status").selectOption("Fully Ramped");
  await wizard.getByLabel("Stack Rank Position").fill("2");
  await wizard.getByLabel("Stack Rank Total").fill("40");
  await expect(wizard.getByText("Top 97.5% of your team")).toBeVisible();
  await expect(wizard.getByRole("switch", { name: "Make stack rank public" })).toBeChecked();
  await next.click();

  await expect(wizard.getByText("75% complete")).toBeVisible();
  await expect(wizard.getByRole("status").filter({ hasText: "Proof and verification" })).toContainText(
    "Your QuotaProof shows Pending review until then",
  );
  await attachScreenshot(wizard, "q3-dashboard.png");
  await next.click();

  await expect(wizard.getByText("100% complete")).toBeVisible();
  const review = wizard.locator("dl");
  await expect(review).toContainText(`Period${`Q3 ${lastYear}`}`);
  await expect(review).toContainText("Quota$400K");
  await expect(review).toContainText("Attainment$500K");
  await expect(review).toContainText("Attainment %125%");
  await expect(review).toContainText("Ramp StatusFully Ramped");
  await expect(review).toContainText("Stack Rank2 of 40 (Top 97.5%), public");
  await expect(review).toContainText("ProofDashboard Export (q3-dashboard.png)");
  await expect(review).toContainText("StatusPending review");
  await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(toast(page, "QuotaProof submitted successfully!")).toContainText(
    "Your QuotaProof is pending verification.",
  );
  await expect(wizard).toBeHidden();
  // The Overview counts it.
  await expect(await overviewCard(page, "Avg Quota Attainment")).toContainText("1 period tracked");
  await page.getByRole("tab", { name: "Quota" }).click();

  // Annual: the whole of last year, 85% of quota.
  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(wizard).toBeVisible();
  await choosePeriod(wizard, lastYear, "annual");
  await next.click();
  await wizard.getByLabel("Quota", { exact: true }).fill("1000000");
  await wizard.getByLabel("Attainment", { exact: true }).fill("850000");
  await expect(percent).toHaveValue("85.0%");
  await expect(note).toHaveText("Below Quota");
  await expect(note).toHaveAttribute("data-tone", "yellow");
  await wizard.getByLabel("Ramp Status").selectOption("On Ramp");
  await next.click();
  await attachScreenshot(wizard);
  await next.click();
  await expect(review).toContainText(`PeriodAnnual ${lastYear}`);
  await expect(review).toContainText("Quota$1.0M");
  await expect(review).toContainText("Stack RankNot specified");
  await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(wizard).toBeHidden();

  const q3 = `Q3 ${lastYear}`;
  const annual = `Annual ${lastYear}`;
  const lastYearRows = page.getByRole("list", { name: String(lastYear), exact: true }).getByRole("article");
  await expect(lastYearRows).toHaveCount(2);
  await expect(lastYearRows.getByRole("heading")).toHaveText([q3, annual]);
  await expectStat(page, "Total Verified", "0", "of 2 submissions");
  await expectStat(page, "Average Attainment", "105%", "across all periods");
  await expectStat(page, `${currentYear} Performance`, "—", "0 records");
  await expectStat(page, "Total Revenue", "$1.4M", "vs $1.4M total quota");

  // A current-year record (through the API) puts its year first.
  const created = await page.request.post("/api/quota-records", {
    data: { year: currentYear, periodType: "quarterly", quarter: 1, quota: "200000", attainment: "120000" },
  });
  expect(created.status()).toBe(201);

  const checkTab = async () => {
    await expect(page.getByRole("heading", { level: 3, name: /^\d{4}$/ })).toHaveText([
      String(currentYear),
      String(lastYear),
    ]);
    await expect(lastYearRows.getByRole("heading")).toHaveText([q3, annual]);
    await expectRow(page, q3, {
      proof: "Dashboard Export",
      status: "Pending review",
      quota: "$400K",
      attainment: "$500K",
      percent: "125%",
      tone: "green",
      context: "Fully Ramped · Top 97.5%",
      exceeded: true,
    });
    await expectRow(page, annual, {
      proof: "Dashboard Export",
      status: "Pending review",
      quota: "$1.0M",
      attainment: "$850K",
      percent: "85%",
      tone: "yellow",
      context: "On Ramp",
      exceeded: false,
    });
    await expectRow(page, `Q1 ${currentYear}`, {
      proof: "No proof",
      quota: "$200K",
      attainment: "$120K",
      percent: "60%",
      tone: "red",
      exceeded: false,
    });
    await expectStat(page, "Total Verified", "0", "of 3 submissions");
    await expectStat(page, "Average Attainment", "90%", "across all periods");
    await expectStat(page, `${currentYear} Performance`, "60%", "1 record");
    await expectStat(page, "Total Revenue", "$1.5M", "vs $1.6M total quota");
    // Nothing is verified: no Performance Insights.
    await expect(page.getByRole("heading", { name: "Performance Insights" })).toHaveCount(0);
    // The chart: one bar per record, oldest first, in the attainment colours, with a table for screen readers.
    const bars = page.locator("[data-chart-bar]");
    await expect(bars).toHaveCount(3);
    expect(
      await bars.evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-period")}:${e.getAttribute("data-tone")}`),
      ),
    ).toEqual([`${q3}:green`, `${annual}:yellow`, `Q1 ${currentYear}:red`]);
    const table = page.getByRole("table", { name: "Attainment by period, oldest first" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row").nth(1)).toContainText(`${q3}125%At or above quota`);
  };
  await page.reload();
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
  await checkTab();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
  await checkTab();
  expect(await seriousViolations(page)).toEqual([]);

  // Edit: the wizard opens filled in and saves the new figures.
  await row(page, q3)
    .getByRole("button", { name: `Actions for ${q3}` })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit QuotaProof" });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel("Year", { exact: true })).toHaveValue(String(lastYear));
  await expect(editor.getByLabel("Quarter", { exact: true })).toHaveValue("3");
  await editor.getByRole("button", { name: "Next" }).click();
  await expect(editor.getByLabel("Quota", { exact: true })).toHaveValue("400000.00");
  await expect(editor.getByLabel("Stack Rank Position")).toHaveValue("2");
  await expect(editor.getByLabel("Ramp Status")).toHaveValue("post_ramp");
  await editor.getByLabel("Attainment", { exact: true }).fill("360000");
  await expect(editor.getByLabel("Attainment %")).toHaveValue("90.0%");
  await expect(editor.locator("#quota-attainment-note")).toHaveText("Below Quota");
  await editor.getByRole("button", { name: "Next" }).click();
  await editor.getByRole("button", { name: "Next" }).click();
  await expect(editor.locator("dl")).toContainText("Attainment %90%");
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "QuotaProof updated")).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row(page, q3).getByRole("definition").nth(2)).toHaveText("90%");
  await expect(row(page, q3).locator("[data-tone]")).toHaveAttribute("data-tone", "yellow");
  await expect(row(page, q3).getByText("Quota Exceeded")).toHaveCount(0);
  await expectStat(page, "Average Attainment", "78%", "across all periods");

  // Delete, after the confirm.
  page.once("dialog", (d) => {
    expect(d.message()).toBe("Are you sure you want to delete this QuotaProof?");
    void d.accept();
  });
  await row(page, annual)
    .getByRole("button", { name: `Actions for ${annual}` })
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(toast(page, "QuotaProof deleted")).toBeVisible();
  await expect(row(page, annual)).toHaveCount(0);
  await expectStat(page, "Total Verified", "0", "of 2 submissions");
  await expect(page.locator("[data-chart-bar]")).toHaveCount(2);
  await page.reload();
  await expect(row(page, q3)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, annual)).toHaveCount(0);

  // The same period twice (Q3 of last year is kept): the server's message, on the period.
  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  await choosePeriod(wizard, lastYear, 3);
  await next.click();
  await wizard.getByLabel("Quota", { exact: true }).fill("100000");
  await wizard.getByLabel("Attainment", { exact: true }).fill("90000");
  await next.click();
  await attachScreenshot(wizard);
  await next.click();
  await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(toast(page, "Error submitting QuotaProof")).toContainText(
    "You already have a quota record for this period",
  );
  await expect(wizard.getByText("25% complete")).toBeVisible();
  await expect(wizard.getByText("You already have a quota record for this period")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Quarter", { exact: true }).selectOption("Q2");
  await expect(wizard.getByText("You already have a quota record for this period")).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test("a quarter that has not started is refused on step 1 with the schema's message", async ({ page }) => {
  // The browser's calendar is mid-May of this year: Q3 and Q4 have not started.
  await page.clock.setFixedTime(new Date(`${currentYear}-05-15T12:00:00Z`));
  await registerAndOpenQuota(page);
  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByLabel("Year", { exact: true }).selectOption(String(currentYear));
  await wizard.getByLabel("Quarter", { exact: true }).selectOption("Q4");
  await expect(wizard.getByText(FUTURE_MESSAGE)).toBeVisible();
  await expect(wizard.getByLabel("Quarter", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(next).toBeDisabled();
  await wizard.getByLabel("Quarter", { exact: true }).selectOption("Q2");
  await expect(wizard.getByText(FUTURE_MESSAGE)).toHaveCount(0);
  await expect(next).toBeEnabled();
  // An annual period of the current year has started.
  await wizard.getByLabel("Quarter", { exact: true }).selectOption("Q4");
  await expect(next).toBeDisabled();
  await wizard.getByRole("radio", { name: "Annual" }).check();
  await expect(wizard.getByText(FUTURE_MESSAGE)).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test("a period the server has not started refuses the submit with its message on the period", async ({ page }) => {
  // A browser whose calendar is already in next year offers next year; the server knows better.
  await page.clock.setFixedTime(new Date(`${currentYear + 1}-02-15T12:00:00Z`));
  await registerAndOpenQuota(page);
  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
  const next = wizard.getByRole("button", { name: "Next" });
  await choosePeriod(wizard, currentYear + 1, 1);
  await next.click();
  await wizard.getByLabel("Quota", { exact: true }).fill("100000");
  await wizard.getByLabel("Attainment", { exact: true }).fill("100000");
  await expect(wizard.locator("#quota-attainment-note")).toHaveText("Quota Exceeded!");
  await next.click();
  await attachScreenshot(wizard);
  await next.click();
  await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(toast(page, "Error submitting QuotaProof")).toContainText(FUTURE_MESSAGE);
  await expect(wizard.getByText("25% complete")).toBeVisible();
  await expect(wizard.getByText(FUTURE_MESSAGE)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByText("No QuotaProofs Submitted")).toBeVisible();
});
