// Single sign-on in the browser: an admin of an Enterprise organisation with a verified domain sets up SAML against
// the identity provider stub on the team page (pasting its metadata, reading the details to give it back); then a
// new member types their work address on the sign-in form, which offers "Continue with SSO", goes through the
// identity provider and lands on the dashboard signed in, with an account made for them and a seat in the team.
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress, uniqueSuffix } from "../api/helpers";
import { operatorVerifyDomain, setOrgPlan } from "../api/orgs-helpers";
import { SamlIdp } from "../stubs/saml-idp";

test.describe.configure({ timeout: 180_000 });

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

let idp: SamlIdp;
test.beforeAll(async () => {
  idp = await new SamlIdp().start();
});
test.afterAll(async () => {
  await idp.close();
});

test("an admin sets up SAML on the team page; a member signs in through it from the sign-in form", async ({
  page,
  browser,
}) => {
  const domain = `sso-e2e-${uniqueSuffix()}.test`;
  const owner = {
    email: `owner.${uniqueSuffix()}@${domain}`,
    password: `pw-${uniqueSuffix()}`,
    fullName: "Olivia Owner",
    username: `sso_${uniqueSuffix()}`,
  };
  expect((await page.request.post("/api/auth/register", { data: owner })).status()).toBe(201);
  await confirmAddress(page.request, owner.email);
  const created = await page.request.post("/api/orgs", { data: { name: `Contoso ${uniqueSuffix()}` } });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: number };
  // The operator puts it on Enterprise and verifies its domain.
  await setOrgPlan(org.id, 10);
  await operatorVerifyDomain(org.id, domain);

  await page.goto("/team");
  // The section's card (components/ui/card.tsx): the one holding the "Single sign-on" heading.
  const card = page.locator("div.rounded-xl", { has: page.getByRole("heading", { name: "Single sign-on", level: 2 }) });
  await expect(card.getByText(`/api/sso/saml/metadata/${org.id}`).first()).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText("/api/sso/saml/acs")).toBeVisible();
  await card.getByLabel("Identity provider metadata (XML)").fill(idp.metadataXml());
  await card.getByLabel("Role at first sign-in").selectOption("seller");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "SAML 2.0 connection saved")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("SAML 2.0 connected")).toBeVisible();

  // A new member, signed out, in a browser of their own.
  const memberEmail = `new.member.${uniqueSuffix()}@${domain}`;
  idp.signInAs = memberEmail;
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  try {
    await member.goto("/login");
    const continueWithSso = member.getByRole("button", { name: "Continue with SSO" });
    // An address elsewhere gets no such offer.
    await member.getByLabel("Email").fill(`someone.${uniqueSuffix()}@example.com`);
    await member.waitForTimeout(800);
    await expect(continueWithSso).toBeHidden();
    await member.getByLabel("Email").fill(memberEmail);
    await expect(continueWithSso).toBeVisible({ timeout: 15_000 });
    await continueWithSso.click();
    await expect(member).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    const me = await member.request.get("/api/auth/me");
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(memberEmail);
    expect(idp.authnRequests.at(-1)?.issuer).toContain(`/api/sso/saml/metadata/${org.id}`);
  } finally {
    await memberContext.close();
  }

  // The new member holds a seat in the team, as a seller.
  const members = (await (await page.request.get(`/api/orgs/${org.id}/members`)).json()) as {
    email: string;
    role: string;
  }[];
  expect(members.find((m) => m.email === memberEmail)?.role).toBe("seller");
});

test("a refused single sign-on comes back to the sign-in form in words", async ({ page }) => {
  await page.goto("/login?sso_error=seats");
  await expect(page.getByText("Your organisation has no free seat for you.")).toBeVisible({ timeout: 30_000 });
});
