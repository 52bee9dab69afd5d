// Upgrading without card payment, clicked through: the pricing page's Pro button (sign-up or the upgrade page, with
// the toggle's billing), the request, an administrator's approval at /admin/upgrades, the Starter cap's upgrade
// prompt, and the references' "shareable" switch.
import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

// Pages compile on first use on a dev server: give a first load some room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** "MMM d, yyyy" of today, as the server stamps dates (UTC). */
const today = () =>
  new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

type Rep = { email: string; fullName: string; password: string; username: string };

function newRep(): Rep {
  const id = suffix();
  return {
    email: `upgrade.${id}@example.com`,
    fullName: `Uma Upgrade ${id}`,
    password: "quota-crusher-1",
    username: `up_${id}`.slice(0, 30),
  };
}

async function register(page: Page): Promise<Rep> {
  const rep = newRep();
  const response = await page.request.post("/api/auth/register", { data: rep });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, rep.email);
  return rep;
}

const proButton = (page: Page) => page.getByRole("link", { name: "Upgrade to Pro" });

/** Switches the pricing page's toggle to Monthly and waits until it took (a click before hydration is replayed later). */
async function chooseMonthly(page: Page) {
  const monthly = page.getByRole("button", { name: "Monthly" });
  await monthly.click();
  await expect(monthly).toHaveAttribute("aria-pressed", "true");
}

/** A browser page signed in as the administrator the server makes at start (ADMIN_EMAIL). */
async function adminPage(browser: Browser): Promise<Page> {
  const email = process.env.QP_TEST_ADMIN_EMAIL;
  const password = process.env.QP_TEST_ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error("QP_TEST_ADMIN_EMAIL and QP_TEST_ADMIN_PASSWORD must name the server's ADMIN_EMAIL account");
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return page;
}

test("signed out, Pro leads to sign-up with the chosen billing, then on to the upgrade page", async ({ page }) => {
  await page.goto("/pricing");
  await chooseMonthly(page);
  await proButton(page).click();
  await expect(page).toHaveURL(/\/register\?plan=pro&billing=monthly$/);

  const rep = newRep();
  await page.getByLabel("Full Name").fill(rep.fullName);
  await page.getByLabel("Username").fill(rep.username);
  await page.getByLabel("Email").fill(rep.email);
  await page.getByLabel("Password", { exact: true }).fill(rep.password);
  await page.getByLabel("Confirm Password").fill(rep.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/upgrade\?billing=monthly&checkout=1$/);
  await expect(page.getByRole("heading", { name: "Upgrade to Pro Seller" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
});

test("a signed-in rep requests Pro Seller; an administrator approves it; the rep is on Pro", async ({
  page,
  browser,
}) => {
  const rep = await register(page);

  // The Pro button follows the billing toggle.
  await page.goto("/pricing");
  await proButton(page).click();
  await expect(page).toHaveURL(/\/upgrade\?billing=annual&checkout=1$/);
  await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
  await page.goto("/pricing");
  await chooseMonthly(page);
  await proButton(page).click();
  await expect(page).toHaveURL(/\/upgrade\?billing=monthly&checkout=1$/);

  await expect(page.getByText("Current plan:")).toContainText("Starter");
  await expect(page.getByRole("list", { name: "Pro Seller features" })).toContainText("PDF & PowerPoint export");
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
  await expect(page.getByText("$4.99", { exact: true })).toBeVisible();
  await expect(page.getByText("$39.99", { exact: true })).toBeVisible();
  await page.getByLabel("Note (optional)").fill("Please invoice Acme Corp.");
  await page.getByRole("button", { name: "Request upgrade" }).click();

  const requested = page.getByRole("status").filter({ hasText: "Upgrade requested" });
  await expect(requested).toContainText(`Requested on ${today()} for Pro Seller (monthly billing, $4.99/month).`);
  await expect(requested).toContainText("No card is charged.");
  await page.reload();
  await expect(requested).toContainText("Your note: Please invoice Acme Corp.");

  const admin = await adminPage(browser);
  try {
    await admin.goto("/admin/upgrades");
    await expect(admin.getByRole("heading", { name: "Upgrade requests" })).toBeVisible();
    const card = admin.getByRole("region", { name: `Upgrade request from ${rep.fullName}` });
    await expect(card).toContainText(rep.email);
    await expect(card).toContainText("Current planStarter");
    await expect(card).toContainText("BillingMonthly");
    await expect(card).toContainText("Please invoice Acme Corp.");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toastWith(admin, "Upgrade approved")).toContainText(`${rep.fullName} has been e-mailed.`);
    await expect(card).toHaveCount(0);

    // The admin pages link to each other.
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews" }).click();
    await expect(admin.getByRole("heading", { name: "Review queue" })).toBeVisible();
  } finally {
    await admin.context().close();
  }

  await page.reload();
  await expect(page.getByRole("heading", { name: "You're on Pro Seller" })).toBeVisible();
  await expect(page.getByText("Current plan:")).toContainText("Pro Seller");
  await expect(page.getByRole("button", { name: "Request upgrade" })).toHaveCount(0);
});

test("a rep opening the admin upgrades page gets 403", async ({ page }) => {
  await register(page);
  const response = await page.goto("/admin/upgrades");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("a Starter rep's second deal story shows the upgrade prompt, whose action opens the upgrade page", async ({
  page,
}) => {
  await register(page);
  const deal = { title: "Globex platform win", description: "Three-year platform agreement.", arrValue: "250000" };
  expect((await page.request.post("/api/deal-highlights", { data: deal })).status()).toBe(201);

  await gotoDashboard(page, "?tab=deals");
  await expect(page.getByText("Globex platform win")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Add Deal Win Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Deal Win Story" });
  await dialog.getByLabel("Deal Title").fill("Initech expansion");
  await dialog.getByLabel("Deal Description").fill("Grew Initech from one team to the whole company.");
  for (let i = 0; i < 5; i++) await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await dialog.getByRole("button", { name: "Save Deal Story" }).click();

  const prompt = toastWith(page, "Upgrade to Pro Seller");
  await expect(prompt).toContainText("The Starter plan includes 1 deal win story.");
  await prompt.getByRole("button", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole("heading", { name: "Upgrade to Pro Seller" })).toBeVisible();
});

test("a reference kept off shared pages: the switch saves shareable=false, the card says Private, edit keeps it", async ({
  page,
}) => {
  await register(page);
  await gotoDashboard(page, "?tab=references");
  await page.getByRole("button", { name: "Add Reference" }).click();
  const wizard = page.getByRole("dialog", { name: "Add Professional Reference" });
  await wizard.getByLabel("Reference Name").fill("Morgan Blake");
  await wizard.getByLabel("Title").fill("VP of Sales");
  await wizard.getByLabel("Company").fill("Acme Corp");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Working Relationship").selectOption("Former Manager");
  await wizard.getByRole("button", { name: "Next" }).click();
  const share = wizard.getByRole("switch", { name: "Show on my shared portfolio and exports" });
  await expect(share).toBeChecked();
  await share.click();
  await expect(share).not.toBeChecked();
  await wizard.getByRole("button", { name: "Add Reference" }).click();
  await expect(wizard).toBeHidden();

  const stored = async () =>
    ((await (await page.request.get("/api/references")).json()) as { shareable: boolean }[]).map((r) => r.shareable);
  expect(await stored()).toEqual([false]);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Morgan Blake" }) });
  await expect(card.getByText("Private", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Edit Morgan Blake" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Reference" });
  await edit.getByRole("button", { name: "Next" }).click();
  await edit.getByRole("button", { name: "Next" }).click();
  const editShare = edit.getByRole("switch", { name: "Show on my shared portfolio and exports" });
  await expect(editShare).not.toBeChecked();
  await editShare.click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  expect(await stored()).toEqual([true]);
  await expect(card.getByText("Private", { exact: true })).toHaveCount(0);
});
