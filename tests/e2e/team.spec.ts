// An Enterprise team in the browser: the owner creates the organisation and invites a seller from /team; the
// seller, signed out, follows the e-mailed /join link, creates an account, accepts, and asks for an attestation;
// the manager approves it in the queue; the verified badge shows on the seller's shared page. Then the team
// view as the manager sees it, and the team and join pages at 375 px without serious accessibility violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { publishTxtRecord } from "../dns";
import { setOrgPlan } from "../api/orgs-helpers";
import { waitForMail } from "../outbox";
import { createAchievement, createShareLink } from "../share-fixtures";

test.describe.configure({ timeout: 180_000 });

const lastYear = new Date().getUTCFullYear() - 1;
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function register(page: Page, fullName: string) {
  const id = suffix();
  const account = {
    email: `team.${id}@example.com`,
    password: "team-pass-123",
    fullName,
    username: `tm_${id}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  // Invitations and attestations need a confirmed address: use the link the sign-up mailed.
  await confirmAddress(page.request, account.email);
  return account;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("invite → join → attest → the verified badge on the seller's shared page", async ({ page, browser }) => {
  const orgName = `Fabrikam Sales ${suffix()}`;
  await register(page, "Morgan Manager");
  expect((await page.request.patch("/api/auth/me", { data: { title: "VP Sales" } })).status()).toBe(200);
  await page.goto("/team");
  await page.getByLabel("Organisation name").fill(orgName);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(toastWith(page, "Organisation created")).toBeVisible({ timeout: 60_000 });
  // The operator vets the organisation and puts it on Enterprise: only then do its managers verify figures.
  const [newOrg] = (await (await page.request.get("/api/orgs")).json()) as { id: number }[];
  await setOrgPlan(newOrg!.id, 10);

  const sellerEmail = `seller.${suffix()}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(sellerEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("seller");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWith(page, "Invitation sent")).toBeVisible();

  // The seller has no account yet: the link takes them through sign-up and back.
  const mail = await waitForMail(page.request, sellerEmail, "invited you to");
  const joinPath = /\/join\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto(joinPath);
  await expect(seller.getByRole("heading", { name: `Join ${orgName}` })).toBeVisible({ timeout: 60_000 });
  await seller.getByRole("link", { name: "Create an account" }).click();
  await seller.getByLabel("Full Name").fill("Sasha Seller");
  await seller.getByLabel("Username").fill(`sasha_${suffix()}`.slice(0, 30));
  await expect(seller.getByLabel("Email")).toHaveValue(sellerEmail);
  await seller.getByLabel("Password", { exact: true }).fill("seller-pass-123");
  await seller.getByLabel("Confirm Password").fill("seller-pass-123");
  await seller.getByRole("button", { name: "Create Account" }).click();
  await expect(seller).toHaveURL(new RegExp(`${joinPath}$`), { timeout: 60_000 });
  await seller.getByRole("button", { name: "Accept invitation" }).click();
  await expect(seller).toHaveURL(/\/team$/, { timeout: 60_000 });
  // A seller asks for attestations once their address is confirmed.
  await confirmAddress(seller.request, sellerEmail);

  // The owner makes themselves the seller's manager.
  await page.reload();
  await page.getByLabel("Manager for Sasha Seller").selectOption({ label: "Morgan Manager" });
  await expect(toastWith(page, "Member updated")).toBeVisible({ timeout: 60_000 });

  const created = await seller.request.post("/api/quota-records", {
    data: { year: lastYear, periodType: "annual", quota: "800000", attainment: "1000000" },
  });
  expect(created.status()).toBe(201);
  await seller.reload();
  const record = seller.getByRole("listitem", { name: String(lastYear) });
  await record.getByRole("button", { name: "Request attestation" }).click();
  await expect(toastWith(seller, "Attestation requested")).toBeVisible({ timeout: 60_000 });

  await page.reload();
  const request = page.getByRole("listitem", { name: `Sasha Seller, ${lastYear}` });
  await expect(request).toContainText("$1,000,000.00", { timeout: 60_000 });
  await expect(request).toContainText("125");
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toastWith(page, "Figures attested")).toBeVisible();
  await expect(page.getByText("No attestation requests waiting")).toBeVisible();

  const achievementId = await createAchievement(seller.request, "Opened the Contoso account");
  const link = await createShareLink(seller.request, [achievementId]);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.path);
  // The organisation has no verified domain yet: the badge names the manager, not the organisation.
  await expect(visitor.getByText("Attested by Morgan Manager, VP Sales").first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(visitor.getByText(orgName)).toHaveCount(0);
  await visitorContext.close();
  await sellerContext.close();
});

test("the manager's team view, and the team and join pages at 375 px", async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page, "Olive Owner");
  const org = (await (
    await page.request.post("/api/orgs", { data: { name: `Tailwind Traders ${suffix()}` } })
  ).json()) as { id: number; name: string };
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const seller = await register(sellerPage, "Riley Rep");
  expect(
    (
      await page.request.post(`/api/orgs/${org.id}/invitations`, { data: { email: seller.email, role: "seller" } })
    ).status(),
  ).toBe(201);
  const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(
    (await waitForMail(page.request, seller.email, "invited you to")).text,
  )![1]!;
  expect((await sellerPage.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  const sellerId = ((await (await sellerPage.request.get("/api/auth/me")).json()) as { id: number }).id;
  expect(
    (await page.request.put(`/api/orgs/${org.id}/members/${sellerId}`, { data: { managerId: me.id } })).status(),
  ).toBe(200);
  expect(
    (
      await sellerPage.request.post("/api/quota-records", {
        data: { year: lastYear, periodType: "annual", quota: "100000", attainment: "120000" },
      })
    ).status(),
  ).toBe(201);

  await page.goto("/team");
  const table = page.getByRole("region", { name: "Team performance table" });
  await expect(table.getByRole("row").filter({ hasText: "Riley Rep" })).toContainText("120%", { timeout: 60_000 });
  await expect(table.getByRole("row").filter({ hasText: "Riley Rep" })).toContainText("Unverified");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/api/orgs/${org.id}/report.csv`,
  );
  // Totals over everyone in view; a filter narrows the table through the API, and clearing it brings the rep back.
  await expect(page.getByTestId("team-totals")).toContainText("Showing 2 of 2 members · 1 quota record: 0 verified");
  await page.locator("#team-verification").selectOption("verified");
  await expect(page.getByText("No member matches these filters.")).toBeVisible();
  await page.locator("#team-verification").selectOption("");
  await expect(table.getByRole("row").filter({ hasText: "Riley Rep" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "/team").toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), "/team as owner").toEqual([]);

  await sellerPage.setViewportSize({ width: 375, height: 812 });
  await sellerPage.goto("/team");
  await expect(sellerPage.getByRole("button", { name: "Request attestation" })).toBeVisible({ timeout: 60_000 });
  await expect(sellerPage.getByRole("region", { name: "Team performance table" })).toHaveCount(0);
  await sellerPage.waitForLoadState("networkidle");
  expect(await seriousViolations(sellerPage), "/team as seller").toEqual([]);
  await sellerContext.close();

  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await visitorContext.newPage();
  expect(
    (
      await page.request.post(`/api/orgs/${org.id}/invitations`, {
        data: { email: `new.${suffix()}@example.com`, role: "recruiter" },
      })
    ).status(),
  ).toBe(201);
  const invitations = (await (await page.request.get(`/api/orgs/${org.id}/invitations`)).json()) as { email: string }[];
  const open = invitations.find((i) => i.email.startsWith("new."))!;
  const joinToken = /\/join\/([A-Za-z0-9_-]{43})/.exec(
    (await waitForMail(page.request, open.email, "invited you to")).text,
  )![1]!;
  await visitor.goto(`/join/${joinToken}`);
  await expect(visitor.getByRole("link", { name: "Sign in" })).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(visitor), "/join signed out").toEqual([]);
  await visitorContext.close();
});

test("an owner verifies the company's domain from the Domains panel with a DNS record", async ({ page }) => {
  await register(page, "Dee Owner");
  const orgName = `Proseware ${suffix()}`;
  expect((await page.request.post("/api/orgs", { data: { name: orgName } })).status()).toBe(201);
  const domain = `proseware-${suffix()}.test`;
  await page.goto("/team");
  const panel = page.getByRole("heading", { name: "Domains", level: 2 }).locator("xpath=ancestor::*[3]");
  await expect(panel).toContainText("members' shared pages do not name the organisation", { timeout: 60_000 });
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(toastWith(page, "publish its DNS record")).toBeVisible({ timeout: 60_000 });
  await expect(panel).toContainText("Waiting for its DNS record");
  const name = `_quotaproof.${domain}`;
  await expect(panel).toContainText(name);
  const value = (await panel.getByText(/^quotaproof-verification=/).textContent())!.trim();

  // Not published yet: the check says what to publish.
  await page.getByRole("button", { name: `Check the DNS record of ${domain}` }).click();
  await expect(toastWith(page, "Domain not verified yet")).toBeVisible();
  publishTxtRecord(name, value);
  await page.getByRole("button", { name: `Check the DNS record of ${domain}` }).click();
  await expect(toastWith(page, `${domain} verified`)).toBeVisible();
  await expect(panel).toContainText("Verified by its DNS record");
  // From now on the operator changes its domains: the form is gone.
  await expect(page.getByLabel("Company domain")).toHaveCount(0);
});
