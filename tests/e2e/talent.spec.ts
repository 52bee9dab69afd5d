// The verified talent network in the browser. A rep with a manager-signed quota record opts in on /talent: the
// consent box is required, identifying words are refused on their field, the preview shows the verified band, and
// turning the listing off works. A recruiter of an Enterprise organisation searches with filters on /team/talent,
// opens the card and contacts the rep; the rep accepts on /talent, and the recruiter then sees the rep's name and
// address. Both pages at 375 px without sideways scrolling or serious accessibility violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { signedQuotaRecord } from "../api/credentials-helpers";
import { confirmAddress, confirmWorkEmail, uniqueSuffix, type RegisteredUser } from "../api/helpers";
import { addMember, createOrg, setOrgPlan } from "../api/orgs-helpers";

test.describe.configure({ timeout: 180_000 });

const lastYear = new Date().getUTCFullYear() - 1;
const REP_NAME = "Zoë Ørsted-Łukasiewicz";
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/**
 * Registers and confirms an account on `page`'s browser (its requests share the page's cookies). Each party gets a
 * domain of its own: an organisation never finds a rep whose confirmed address shares one of its domains.
 */
async function register(page: Page, fullName: string, domain: string): Promise<RegisteredUser> {
  const id = uniqueSuffix();
  const account = { email: `u.${id}@${domain}`, password: `pw-${uniqueSuffix()}`, fullName, username: `tl_${id}` };
  const response = await page.request.post("/api/auth/register", { data: account });
  expect(response.status(), await response.text()).toBe(201);
  await confirmAddress(page.request, account.email);
  const { id: userId } = (await response.json()) as { id: number };
  return { ...account, id: userId, api: page.request };
}

async function seriousViolations(page: Page) {
  // A toast fading in or out is measured mid-animation: the pages are checked, not the toasts.
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function expectPhoneFriendly(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label}: sideways scroll`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), label).toEqual([]);
}

async function listed(page: Page): Promise<boolean> {
  return ((await (await page.request.get("/api/talent/profile")).json()) as { listed: boolean }).listed;
}

test("a rep opts in with consent, sees the verified band in the preview, and turns the listing off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const domain = `rep-${uniqueSuffix()}.example.com`;
  await register(page, REP_NAME, domain);
  // The rep also works at example.com (a vetted employer domain), where the manager signs from.
  await confirmWorkEmail({ api: page.request }, `rep-${uniqueSuffix()}@example.com`);
  await signedQuotaRecord({ api: page.request }, BASE_URL);

  // Reached from the account menu, like the other account pages.
  await page.goto("/settings");
  await page.getByRole("button", { name: REP_NAME }).click();
  await page.getByRole("link", { name: "Talent network" }).click();
  await expect(page).toHaveURL(/\/talent$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Talent network", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("You are not listed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your employer's domains" })).toContainText(domain);
  await expect(page.getByText("it cannot catch an agency recruiter working for your employer")).toBeVisible();
  await expect(page.getByText("No pay is ever shown or asked")).toBeVisible();

  await page.getByRole("switch", { name: "List me in the talent network" }).click();
  await expect(page.getByText("List me in the QuotaProof talent network.")).toBeVisible();
  await expect(page.getByText(/^Notice version \S+$/)).toBeVisible();
  const consent = page.getByRole("checkbox", { name: "I agree to this notice" });
  await expect(consent).not.toBeChecked();

  // Without the box ticked the listing stays off, and the refusal shows under the box.
  await page.getByLabel("Headline").fill("Enterprise AE, fintech, new logos");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByText("Accept the notice to be listed in the talent network")).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  expect(await listed(page)).toBe(false);

  // A word of the rep's own name would identify them: refused on the headline's field.
  await consent.check();
  await page.getByLabel("Headline").fill("Zoë closes enterprise deals");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByText('Leave out "Zoë"')).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveAttribute("aria-invalid", "true");
  expect(await listed(page)).toBe(false);

  await page.getByLabel("Headline").fill("Enterprise AE, fintech, new logos");
  await page.getByLabel("Location", { exact: true }).fill("Zürich");
  await page.getByRole("checkbox", { name: "Enterprise", exact: true }).check();
  await page.getByLabel("Open to (role titles)", { exact: true }).fill("Account Executive");
  await page.getByLabel("Open to (role titles)", { exact: true }).press("Enter");
  await page.getByRole("checkbox", { name: "Remote" }).check();
  await page.getByLabel("Blocked domains", { exact: true }).fill("Globex-Example.com");
  await page.getByLabel("Blocked domains", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(toastWith(page, "You are listed")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("You are listed.")).toBeVisible();
  expect(await listed(page)).toBe(true);
  // Saved as the server keeps it: the domain in lower case.
  await expect(page.getByRole("list", { name: "Blocked domains" })).toHaveText("globex-example.com");

  const preview = page.getByRole("article", { name: "Enterprise AE, fintech, new logos" });
  await expect(preview).toContainText(`${lastYear}: >= 120%, verified`);
  await expect(preview).toContainText("Zürich");
  await expect(preview).toContainText("Account Executive");
  await expect(preview).not.toContainText("Zoë");
  await expectPhoneFriendly(page, "/talent listed");

  // Off again: no consent needed, and the listing leaves every search on saving.
  await page.getByRole("switch", { name: "List me in the talent network" }).click();
  await expect(page.getByText("When you save, you leave every search at once.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "I agree to this notice" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(toastWith(page, "You are no longer listed")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("You are not listed.")).toBeVisible();
  expect(await listed(page)).toBe(false);
});

test("a recruiter searches, opens a card and contacts a rep; the rep accepts and the recruiter gets the address", async ({
  page,
  browser,
}) => {
  const s = uniqueSuffix();
  // Under example.org: the rep also works at example.com (the vetted domain the manager signs from), which must not
  // be one of the organisation's domains or their parent.
  const orgDomain = `org-${s}.example.org`;
  const tag = `kw${s}`;

  // The organisation: its owner, the Enterprise plan, and a recruiter signed in on this page.
  const ownerContext = await browser.newContext();
  const owner = await register(await ownerContext.newPage(), "Åsa Öberg", orgDomain);
  const org = await createOrg(owner, `Agence Bénédicte ${s}`);
  await setOrgPlan(org.id, 10);
  const recruiter = await register(page, "Renée Faßbender", orgDomain);
  await addMember(owner, org.id, recruiter, "recruiter");

  // The rep, with a verified record, listed through the API (the first test opts in through the page); and a
  // second listed rep with the same keyword but nothing verified, in another segment and city.
  const repContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const repPage = await repContext.newPage();
  const rep = await register(repPage, REP_NAME, `rep-${s}.example.org`);
  await confirmWorkEmail({ api: repPage.request }, `rep-${uniqueSuffix()}@example.com`);
  await signedQuotaRecord({ api: repPage.request }, BASE_URL);
  const listing = {
    listed: true,
    consent: true,
    headline: `Enterprise AE, fintech ${tag}`,
    location: "Zürich",
    segments: ["enterprise"],
    openTo: ["Account Executive"],
    workModes: ["remote"],
  };
  const put = await repPage.request.put("/api/talent/profile", { data: listing });
  expect(put.status(), await put.text()).toBe(200);
  const otherContext = await browser.newContext();
  const other = await register(await otherContext.newPage(), "Jürgen Groß", `rep2-${s}.example.org`);
  const otherPut = await other.api.put("/api/talent/profile", {
    data: { ...listing, headline: `SMB closer ${tag}`, location: "Berlin", segments: ["smb"] },
  });
  expect(otherPut.status(), await otherPut.text()).toBe(200);

  // From the team page to the search.
  await page.goto("/team");
  await page.getByRole("link", { name: "Search the talent network" }).click();
  await expect(page).toHaveURL(/\/team\/talent$/, { timeout: 60_000 });
  const results = page.getByRole("region", { name: "Results" });
  await page.getByLabel("Keywords").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results.getByRole("article")).toHaveCount(2, { timeout: 60_000 });

  await page.getByLabel("Segment").selectOption({ label: "Enterprise" });
  await page.getByLabel("Minimum verified attainment").selectOption({ label: "120% or more" });
  await page.getByLabel("Location").fill("zür");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results.getByRole("article")).toHaveCount(1);
  const result = results.getByRole("article", { name: `Enterprise AE, fintech ${tag}` });
  await expect(result).toContainText(`${lastYear}: >= 120%, verified`);
  // Nothing that names the rep before they accept.
  await expect(results).not.toContainText("Zoë");
  await expect(results).not.toContainText(rep.email);

  await result.getByRole("button", { name: /^Open the card/ }).click();
  const dialog = page.getByRole("dialog", { name: "Rep profile" });
  await expect(dialog.getByRole("article")).toContainText(`${lastYear}: >= 120%, verified`, { timeout: 60_000 });
  await dialog.getByRole("button", { name: "Contact" }).click();
  await dialog.getByLabel("Message").fill("Hej! We are hiring an enterprise AE in Zürich; would you talk to us?");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toastWith(page, "Request sent")).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toHaveCount(0);
  const requests = page.getByRole("heading", { name: "Your requests", level: 2 }).locator("xpath=ancestor::*[3]");
  await expect(requests).toContainText("Waiting for an answer");
  await expect(requests).not.toContainText(REP_NAME);

  // A second request while the first waits: the API's refusal shows in the dialog.
  await result.getByRole("button", { name: /^Open the card/ }).click();
  await dialog.getByRole("button", { name: "Contact" }).click();
  await dialog.getByLabel("Message").fill("Following up on our request about the enterprise AE role.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByRole("alert")).toContainText("already has a request waiting", { timeout: 60_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // The rep sees who looked and who wrote, and accepts with their account's address.
  await repPage.goto("/talent");
  const request = repPage.getByRole("listitem", { name: new RegExp(`^Agence Bénédicte ${s},`) });
  await expect(request).toContainText("We are hiring an enterprise AE in Zürich", { timeout: 60_000 });
  const looked = repPage.getByRole("table");
  await expect(looked.getByRole("row").filter({ hasText: "Contacted you" })).toContainText(`Agence Bénédicte ${s}`);
  await expect(looked.getByRole("row").filter({ hasText: "Viewed your card" }).first()).toContainText(
    `Agence Bénédicte ${s}`,
  );
  await expectPhoneFriendly(repPage, "/talent with a request");
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(toastWith(repPage, "Request accepted")).toBeVisible({ timeout: 60_000 });
  await expect(request).toContainText(`Recruiter: Renée Faßbender, ${recruiter.email}`);

  // The recruiter now has the rep's name and address.
  await page.reload();
  await expect(requests).toContainText(`Rep: ${REP_NAME}, ${rep.email}`, { timeout: 60_000 });
  await expect(requests).toContainText("Accepted");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results.getByRole("article").first()).toBeVisible({ timeout: 60_000 });
  await expectPhoneFriendly(page, "/team/talent");

  await Promise.all([ownerContext.close(), repContext.close(), otherContext.close()]);
});
