// Manager e-signature, played by both people: the rep asks for a signature in the QuotaProof wizard, the manager
// opens the e-mailed link without an account and signs or declines, and the rep sees the outcome on the record.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { formatDate } from "../../lib/format";
import { signingPath, waitForMail } from "../outbox";
import { managerDevice, managerNetwork } from "../devices";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

// A dev server may compile the panel, the wizard and the signing page on first use.
test.describe.configure({ timeout: 120_000 });

const lastYear = new Date().getUTCFullYear() - 1;
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const REQUEST_SUBJECT = "asks you to confirm their quota results";

type Rep = { email: string; fullName: string; manager: { name: string; email: string } };

async function registerRep(page: Page): Promise<Rep> {
  const id = suffix();
  const fullName = `Riley Rep ${id}`;
  const email = `esign.rep.${id}@example.com`;
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: "quota-crusher-1", fullName, username: `esign_${id}` },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, email);
  return { email, fullName, manager: { name: `Morgan Manager ${id}`, email: `esign.manager.${id}@example.com` } };
}

async function openQuotaTab(page: Page) {
  await gotoDashboard(page, "?tab=quota");
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0, { timeout: 30_000 });
}

/** A record with a manager e-signature, made through the API (the wizard itself is the first test's subject). */
async function createSignedRequestRecord(page: Page, rep: Rep, quarter: number) {
  const response = await page.request.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter,
      quota: "200000",
      attainment: "150000",
      proofType: "manager_esign",
      managerName: rep.manager.name,
      managerEmail: rep.manager.email,
    },
  });
  expect(response.status()).toBe(201);
}

/** The manager's browser: a fresh context with no session cookie. */
async function managerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, ...managerDevice, proxy: await managerNetwork() });
  return { page: await context.newPage(), close: () => context.close() };
}

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text }).first();
const row = (page: Page, label: string) => page.getByRole("article", { name: label, exact: true });

test("the rep requests a manager e-signature in the wizard, the manager signs from the e-mail, and the record shows Verified", async ({
  page,
  browser,
  baseURL,
}) => {
  const rep = await registerRep(page);
  await openQuotaTab(page);

  await page.getByRole("button", { name: "Submit QuotaProof" }).click();
  const wizard = page.getByRole("dialog", { name: "Submit QuotaProof" });
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByLabel("Year", { exact: true }).selectOption(String(lastYear));
  await wizard.getByLabel("Quarter", { exact: true }).selectOption("Q2");
  await next.click();
  await wizard.getByLabel("Quota", { exact: true }).fill("100000");
  await wizard.getByLabel("Attainment", { exact: true }).fill("125000");
  await next.click();

  // Step 3: manager e-sign without the manager says what is missing and stays on the step.
  await wizard.getByRole("radio", { name: /Manager E-Sign/ }).check();
  await next.click();
  await expect(toast(page, "Missing information")).toContainText("Please provide manager name and email");
  await expect(wizard.getByLabel("Manager name")).toHaveAccessibleDescription("Please provide manager name and email");
  await expect(wizard.getByLabel("Manager email")).toHaveAccessibleDescription("Please provide manager name and email");
  await wizard.getByLabel("Manager name").fill(rep.manager.name);
  await wizard.getByLabel("Manager email").fill(rep.manager.email);
  await next.click();

  // Step 4 reviews who is asked, then the save says the record waits for that signature.
  await expect(wizard.getByText("Review & Submit").first()).toBeVisible();
  await expect(wizard.getByRole("definition").filter({ hasText: rep.manager.name })).toContainText(rep.manager.email);
  await expect(wizard.getByText(`we e-mail ${rep.manager.name} a link to e-sign these figures`)).toBeVisible();
  await wizard.getByRole("button", { name: "Submit QuotaProof" }).click();
  await expect(toast(page, "QuotaProof submitted successfully!")).toContainText(
    `pending verification: sent to ${rep.manager.name} for signature`,
  );
  await expect(wizard).toHaveCount(0);

  const record = row(page, `Q2 ${lastYear}`);
  await expect(record.getByText(`Signature requested from ${rep.manager.name}`)).toBeVisible();
  await expect(record.getByText("Pending", { exact: true })).toBeVisible();
  await expect(record.getByText("Verified", { exact: true })).toHaveCount(0);

  // The manager's e-mail carries the link; the manager has no account and no session.
  const mail = await waitForMail(page.request, rep.manager.email, REQUEST_SUBJECT);
  expect(mail.subject).toContain(rep.fullName);
  const path = signingPath(mail);
  const manager = await managerPage(browser, baseURL);
  try {
    await manager.page.goto(path);
    await expect(manager.page.getByRole("heading", { name: `Confirm ${rep.fullName}'s quota results` })).toBeVisible();
    const figures = manager.page.getByRole("region", { name: "Claimed figures" });
    await expect(figures).toContainText(`Q2 ${lastYear}`);
    await expect(figures).toContainText("$100,000.00");
    await expect(figures).toContainText("$125,000.00");
    await expect(figures).toContainText("125.00%");

    await manager.page.getByLabel("Your full name").fill(rep.manager.name);
    await manager.page.getByRole("checkbox", { name: /figures above are accurate/ }).check();
    await manager.page.getByRole("button", { name: "Sign and confirm" }).click();
    await expect(manager.page.getByText("E-signature received!")).toBeVisible();

    // The link works once: opened again it says so and shows no figures.
    await manager.page.goto(path);
    await expect(manager.page.getByRole("heading", { name: "This signing link has already been used" })).toBeVisible();
    await expect(manager.page.getByText("Claimed figures")).toHaveCount(0);
    await expect(manager.page.getByText("$125,000")).toHaveCount(0);
    await expect(manager.page.getByRole("button", { name: "Sign and confirm" })).toHaveCount(0);
  } finally {
    await manager.close();
  }

  // The rep's dashboard after a reload: Verified, by whom and when.
  await openQuotaTab(page);
  await expect(record.getByText(/^Verified at /)).toBeVisible();
  await expect(record.getByText(`Verified: signed by ${rep.manager.name} on ${formatDate(new Date())}`)).toBeVisible();
  await expect(record.getByRole("button", { name: "Resend" })).toHaveCount(0);

  // The history lists the events with who did them.
  await record.getByRole("button", { name: `History of Q2 ${lastYear}` }).click();
  const history = page
    .getByRole("dialog", { name: `History: Q2 ${lastYear}` })
    .getByRole("list", { name: "Verification history" });
  await expect(history.getByRole("listitem").filter({ hasText: "Signature requested" })).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: "Signing page viewed" }).first()).toContainText(
    rep.manager.email,
  );
  await expect(history.getByRole("listitem").filter({ hasText: /^Signed/ })).toContainText(rep.manager.email);
});

test("a manager declines with a reason and the rep sees the reason on the record", async ({
  page,
  browser,
  baseURL,
}) => {
  const rep = await registerRep(page);
  await createSignedRequestRecord(page, rep, 3);
  const path = signingPath(await waitForMail(page.request, rep.manager.email, REQUEST_SUBJECT));
  const reason = "Attainment was 140K after the clawback in September";

  const manager = await managerPage(browser, baseURL);
  try {
    await manager.page.goto(path);
    await manager.page.getByLabel("Reason").fill(reason);
    await manager.page.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(manager.page.getByText("Request declined")).toBeVisible();
  } finally {
    await manager.close();
  }

  await openQuotaTab(page);
  const record = row(page, `Q3 ${lastYear}`);
  await expect(record.getByText(`Declined: ${reason}`)).toBeVisible();
  await expect(record.getByText("Verified", { exact: true })).toHaveCount(0);
  // The rep is told by e-mail too.
  await waitForMail(page.request, rep.email, "declined to sign");
});

test("the rep resends (throttled) and cancels a request from the record, and the canceled link no longer works", async ({
  page,
  browser,
  baseURL,
}) => {
  const rep = await registerRep(page);
  await createSignedRequestRecord(page, rep, 1);
  const path = signingPath(await waitForMail(page.request, rep.manager.email, REQUEST_SUBJECT));
  await openQuotaTab(page);
  const record = row(page, `Q1 ${lastYear}`);
  await expect(record.getByText(`Signature requested from ${rep.manager.name}`)).toBeVisible();

  // Just sent: a resend is refused with the server's reason.
  await record.getByRole("button", { name: "Resend" }).click();
  await expect(toast(page, "Failed to send e-signature request")).toContainText(
    "You can resend a signature request once every 10 minutes",
  );

  await record.getByRole("button", { name: "Cancel request" }).click();
  await expect(toast(page, "Signature request canceled")).toBeVisible();
  await expect(record.getByText(`Signature request to ${rep.manager.name} canceled`)).toBeVisible();
  await expect(record.getByRole("button", { name: "Cancel request" })).toHaveCount(0);

  const manager = await managerPage(browser, baseURL);
  try {
    await manager.page.goto(path);
    await expect(manager.page.getByRole("heading", { name: "This signing request was canceled" })).toBeVisible();
    await expect(manager.page.getByText("$150,000")).toHaveCount(0);
  } finally {
    await manager.close();
  }
});

test("editing the figures of a signed record warns first, voids the signature and e-mails the manager a new request", async ({
  page,
  browser,
  baseURL,
}) => {
  const rep = await registerRep(page);
  await createSignedRequestRecord(page, rep, 4);
  const firstPath = signingPath(await waitForMail(page.request, rep.manager.email, REQUEST_SUBJECT));
  // The manager signs on their own device (the rep's browser would only queue the signature for review).
  const signer = await managerPage(browser, baseURL);
  try {
    const signed = await signer.page.request.post(`/api${firstPath}/sign`, {
      data: { fullName: rep.manager.name, consent: true },
    });
    expect(signed.status()).toBe(200);
    expect((await signed.json()).verification).toBe("verified");
  } finally {
    await signer.close();
  }

  await openQuotaTab(page);
  const label = `Q4 ${lastYear}`;
  const record = row(page, label);
  await expect(record.getByText(`Verified: signed by ${rep.manager.name}`)).toBeVisible();

  await record.getByRole("button", { name: `Actions for ${label}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const wizard = page.getByRole("dialog", { name: "Edit QuotaProof" });
  const next = wizard.getByRole("button", { name: "Next" });
  await next.click();
  await wizard.getByLabel("Attainment", { exact: true }).fill("160000");
  await next.click();
  // The manager of the signed request is asked again unless the rep names someone else.
  await expect(wizard.getByRole("radio", { name: /Manager E-Sign/ })).toBeChecked();
  await expect(wizard.getByLabel("Manager name")).toHaveValue(rep.manager.name);
  await expect(wizard.getByLabel("Manager email")).toHaveValue(rep.manager.email);
  await next.click();

  await expect(wizard.getByText("Saving voids the manager's signature")).toBeVisible();
  await expect(wizard.getByText(`Changing these figures voids ${rep.manager.name}'s signature`)).toBeVisible();
  await wizard.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "QuotaProof updated")).toContainText(`pending verification until ${rep.manager.name} signs`);

  await expect(record.getByText(`Signature requested from ${rep.manager.name}`)).toBeVisible();
  await expect(record.getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(record.getByRole("definition").nth(1)).toHaveText("$160K");

  // A new link for the new figures; the signed link no longer shows anything.
  let secondPath = firstPath;
  await expect
    .poll(async () => (secondPath = signingPath(await waitForMail(page.request, rep.manager.email, REQUEST_SUBJECT))))
    .not.toBe(firstPath);
  const manager = await managerPage(browser, baseURL);
  try {
    await manager.page.goto(firstPath);
    await expect(manager.page.getByRole("heading", { name: "This signing request was canceled" })).toBeVisible();
    await expect(manager.page.getByText("Claimed figures")).toHaveCount(0);
    await manager.page.goto(secondPath);
    await expect(manager.page.getByRole("region", { name: "Claimed figures" })).toContainText("$160,000.00");
  } finally {
    await manager.close();
  }
});
