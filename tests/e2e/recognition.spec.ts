// Recognition in the browser, end to end: a manager of a vetted Enterprise organisation signs in and makes the rule
// "120% Club" from the team page's form; their seller's last-year record at 130% is attested through the API; the
// recognition and credentials jobs run; the seller then finds the recognition, verified by the employer with what it
// rests on, on their dashboard and on their shared page.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, setPlan, test, uniqueSuffix, type RegisteredUser } from "../api/helpers";
import {
  addMember,
  attestedRecord,
  createOrg,
  operatorVerifyDomain,
  setManager,
  setOrgPlan,
} from "../api/orgs-helpers";
import { runJob } from "../api/run-job";
import { createShareLink } from "../share-fixtures";
import { panelLoaded } from "./portfolio-page";

test.describe.configure({ timeout: 180_000 });

const lastYear = new Date().getUTCFullYear() - 1;
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function seriousViolations(page: Page) {
  // A toast fading in or out is measured mid-animation: the page is checked, not the toasts.
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Signs `user` in through the sign-in page of a browser of their own. */
async function signIn(browser: Browser, user: RegisteredUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  return page;
}

test("a manager's rule from the team page awards their seller, verified on the dashboard and the shared page", async ({
  browser,
  newUser,
  baseURL,
}) => {
  // A vetted Enterprise organisation: an owner, a manager and a seller reporting to them, all at its domain.
  const domain = `recog-ui-${uniqueSuffix()}.test`;
  const at = (fullName: string) =>
    newUser({ email: `${fullName.split(" ")[0]!.toLowerCase()}.${uniqueSuffix()}@${domain}`, fullName });
  const owner = await at("Olivia Owner");
  const org = await createOrg(owner, `Acme ${domain}`);
  await setOrgPlan(org.id, 10);
  await operatorVerifyDomain(org.id, domain);
  const manager = await at("Priya Shah");
  await addMember(owner, org.id, manager, "manager");
  const seller = await at("Sam Seller");
  await addMember(owner, org.id, seller, "seller");
  await setManager(owner, org.id, seller, manager);

  // The manager makes the rule through the form.
  const managerPage = await signIn(browser, manager);
  await managerPage.goto("/team");
  const section = managerPage.getByRole("heading", { name: "Recognition", level: 2 }).locator("xpath=ancestor::*[3]");
  await section.getByRole("tab", { name: "Rules" }).click({ timeout: 60_000 });
  await expect(section.getByText("No rules yet.")).toBeVisible({ timeout: 60_000 });
  await section.getByRole("button", { name: "New rule" }).click();
  const form = managerPage.getByRole("dialog", { name: "New rule" });
  await form.getByLabel("Name").fill("120% Club");
  await form.getByLabel("Kind").selectOption({ label: "Attainment at least" });
  await form.getByLabel("Attainment %").fill("120");
  await form.getByLabel("Period type").selectOption({ label: "Year" });
  await expect(form.getByText("This rule is for your team: the members who report to you.")).toBeVisible();
  await form.getByRole("button", { name: "Create rule" }).click();
  await expect(toastWith(managerPage, 'Rule "120% Club" created')).toBeVisible({ timeout: 60_000 });
  await expect(form).toBeHidden();
  const rule = section.getByRole("listitem", { name: "120% Club" });
  await expect(rule).toContainText("Attainment at least 120% each year");
  await expect(rule).toContainText("For: Team of Priya Shah");
  await expect(rule).toContainText("Active");
  expect(await seriousViolations(managerPage), "/team with the Recognition section").toEqual([]);

  // The seller's last-year record at 130%, attested by the manager; then the jobs.
  await attestedRecord(org.id, seller, manager, 130_000, lastYear);
  await runJob(owner.api, "recognition");
  await runJob(owner.api, "credentials");

  // The seller's dashboard: the recognition, verified by the employer, with what it rests on.
  const title = `120% Club, ${lastYear}`;
  const evidence = `Awarded by ${org.name} under the rule '120% Club', ${lastYear}`;
  const sellerPage = await signIn(browser, seller);
  await sellerPage.goto("/dashboard?tab=recognitions");
  await panelLoaded(sellerPage);
  const card = sellerPage.getByRole("tabpanel").getByRole("listitem").filter({ hasText: title });
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.locator("[data-assurance-level='3']")).toHaveText("Employer-verified");
  await expect(card).toContainText(evidence);
  expect(await seriousViolations(sellerPage), "the Recognitions tab").toEqual([]);

  // The shared page (a Pro book shows the badge): the same recognition, verified, with the same evidence.
  const achievements = (await (await seller.api.get("/api/achievements")).json()) as { id: number; title: string }[];
  const recognition = achievements.find((a) => a.title === title)!;
  await setPlan(seller.email, "pro", baseURL);
  const { path } = await createShareLink(seller.api, [recognition.id]);
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);
  const shared = visitor.getByTestId("shared-achievement").filter({ hasText: title });
  await expect(shared).toHaveCount(1);
  await expect(shared.getByTestId("verified-badge")).toHaveText("Employer-verified");
  await shared.getByText("How this was verified").first().click();
  await expect(shared.getByTestId("verification-evidence")).toContainText(`Rests on${evidence}`);

  await Promise.all([managerPage, sellerPage, visitor].map((page) => page.context().close()));
});
