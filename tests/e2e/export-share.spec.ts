// The Export Portfolio dialog, clicked through the way a rep does: share two of three achievements and see what a
// signed-out visitor sees (their verification, the Starter watermark), revoke the link (404); the Starter plan's
// upgrade prompt for files; a Pro rep's real PDF, PowerPoint and Slides-ready downloads; the mail draft; a book
// holding only a job shared without any achievement, and an empty book that cannot be.
import AxeBuilder from "@axe-core/playwright";
import type { Download, Locator, Page, TestInfo } from "@playwright/test";
import { confirmAddress, expect as baseExpect, setPlan, test } from "../api/helpers";
import { CONTENT_TYPES } from "../api/payloads";
import { solidPng } from "../images";
import { gotoDashboard } from "./portfolio-page";

// The dialog and each route load on first use: a dev server compiles them then, which on a busy machine takes
// tens of seconds (a production server answers at once). File exports also render on the server.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text }).first();

type Rep = { email: string; titles: [string, string, string] };

/** Registers a rep in the page's browser context, with a confirmed address and an empty book. */
async function registerRep(page: Page): Promise<{ id: string; email: string }> {
  const id = suffix();
  const email = `exporter.${id}@example.com`;
  const register = await page.request.post("/api/auth/register", {
    data: { email, password: "quota-crusher-1", fullName: `Erin Exporter ${id}`, username: `ex_${id}`.slice(0, 30) },
  });
  expect(register.status()).toBe(201);
  await confirmAddress(page.request, email);
  return { id, email };
}

/**
 * Registers a rep and gives them three achievements: a recognition with an uploaded proof (so "Pending
 * verification"), a plain one ("Unverified"), and a third that is never shared.
 */
async function registerRepWithAchievements(page: Page): Promise<Rep> {
  const { id, email } = await registerRep(page);
  const titles: Rep["titles"] = [`President's Club ${id}`, `Globex platform win ${id}`, `Private pipeline note ${id}`];
  const proof = await page.request.post("/api/proofs", {
    multipart: {
      file: { name: "award.png", mimeType: "image/png", buffer: solidPng(16) },
      purpose: "recognition-proof",
    },
  });
  expect(proof.status()).toBe(201);
  const bodies = [
    {
      title: titles[0],
      description: "Top 5% of the global sales organisation for the fiscal year.",
      category: "recognition",
      dateReceived: `${new Date().getUTCFullYear() - 1}-03-01`,
      proofFileId: ((await proof.json()) as { id: number }).id,
    },
    { title: titles[1], description: "Won a $1.2M platform deal against the incumbent after a 7-month cycle." },
    { title: titles[2], description: "Not for sharing: an internal pipeline review." },
  ];
  for (const data of bodies) {
    const created = await page.request.post("/api/achievements", { data });
    expect(created.status()).toBe(201);
  }
  return { email, titles };
}

async function openExportDialog(page: Page): Promise<Locator> {
  await gotoDashboard(page);
  const button = page.getByRole("button", { name: "Export Portfolio" });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Export Portfolio" });
  await expect(dialog.getByText("3 of 3 achievements selected")).toBeVisible({ timeout: 30_000 });
  return dialog;
}

const exportCard = (dialog: Locator, name: string) => dialog.getByRole("button", { name, exact: true });

/** A screenshot kept in the test's output folder (a test artifact) and attached to the report. */
async function attachScreenshot(testInfo: TestInfo, name: string, target: Page | Locator) {
  const path = testInfo.outputPath(`${name}.png`);
  await ("goto" in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Serious or critical axe-core findings inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test("a Starter rep shares two of three achievements; a visitor sees exactly those; a revoked link is 404", async ({
  page,
  browser,
  context,
}, testInfo) => {
  const { titles } = await registerRepWithAchievements(page);
  const [pending, unverified, unshared] = titles;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole("checkbox", { name: unshared })).toBeChecked();
  await dialog.getByRole("checkbox", { name: unshared }).uncheck();
  await expect(dialog.getByText("2 of 3 achievements selected")).toBeVisible();

  await exportCard(dialog, "Shareable Portfolio Link").click();
  await expect(toast(page, "Shareable link created")).toBeVisible();
  const field = dialog.getByRole("textbox", { name: "Your shareable link" });
  await expect(field).toHaveValue(/\/p\/[A-Za-z0-9_-]{22}$/);
  const shareUrl = await field.inputValue();
  await attachScreenshot(testInfo, "export-dialog-with-link", dialog);

  const copy = dialog.getByRole("button", { name: "Copy", exact: true });
  await copy.click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(toast(page, "Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  // A visitor: a new browser context, signed out. The link's own host may be APP_URL's; the path is what matters.
  const sharePath = new URL(shareUrl).pathname;
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(sharePath);
    expect(response?.status()).toBe(200);
    const cards = visitor.getByTestId("shared-achievement");
    await expect(cards).toHaveCount(2);
    const cardOf = (title: string) => cards.filter({ has: visitor.getByRole("heading", { name: title, exact: true }) });
    await expect(cardOf(pending).locator("[data-verification]")).toHaveText("Pending verification");
    await expect(cardOf(unverified).locator("[data-verification]")).toHaveText("Unverified");
    await expect(visitor.getByText(unshared)).toHaveCount(0);
    await expect(visitor.getByTestId("unverified-watermark")).toBeVisible();
    await expect(visitor.getByTestId("unverified-watermark")).toHaveText("Unverified");
    await attachScreenshot(testInfo, "share-page-starter", visitor);

    // The owner's Shared links: the visitor's view counted, then revoke it.
    await dialog.getByRole("tab", { name: "Shared links" }).click();
    const row = dialog.getByRole("listitem").filter({ hasText: shareUrl });
    await expect(row).toContainText("2 achievements · 1 view");
    expect(await dialogViolations(page), "Shared links").toEqual([]);
    page.once("dialog", (confirm) => void confirm.accept());
    await row.getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, "Link revoked")).toBeVisible();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button")).toHaveCount(0);

    const gone = await visitor.goto(sharePath);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByText("Page Not Found")).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test("a Starter rep at 375 px: files ask for an upgrade, the mail draft lists the selection, and nothing selected disables every export", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { titles } = await registerRepWithAchievements(page);
  const dialog = await openExportDialog(page);
  // The dialog fits the phone's width: inside the viewport, and nothing in it scrolls sideways (polled: the
  // opening animation scales it for a moment).
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && el.scrollWidth <= el.clientWidth;
      }),
    )
    .toBe(true);
  await attachScreenshot(testInfo, "export-dialog-375px", dialog);
  expect(await dialogViolations(page), "Export").toEqual([]);

  const downloads: Download[] = [];
  page.on("download", (download) => downloads.push(download));
  for (const name of ["Executive PDF Report", "PowerPoint Presentation"]) {
    await exportCard(dialog, name).click();
    const prompt = toast(page, "Upgrade to Pro Seller");
    await expect(prompt).toContainText("part of Pro Seller");
    await expect(page.getByText("Export failed")).toHaveCount(0);
    await prompt.getByRole("button", { name: "Close toast" }).click();
    await expect(prompt).toHaveCount(0);
  }
  expect(downloads).toHaveLength(0);

  // Email Summary: a mailto: draft of the selected achievements only.
  await dialog.getByRole("checkbox", { name: titles[2] }).uncheck();
  const href = (await dialog.getByRole("link", { name: "Email Summary" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:\?subject=My%20Sales%20Achievements&body=/);
  const body = decodeURIComponent(href.split("&body=")[1] ?? "");
  expect(body).toContain("[Recipient Name]");
  expect(body).toContain(titles[0]);
  expect(body).toContain(titles[1]);
  expect(body).not.toContain(titles[2]);

  const linkedIn = exportCard(dialog, "LinkedIn Posts");
  await expect(linkedIn).toBeDisabled();
  await expect(linkedIn).toContainText("Coming Soon");

  await dialog.getByRole("button", { name: "Select none" }).click();
  await expect(dialog.getByText("0 of 3 achievements selected")).toBeVisible();
  for (const name of [
    "Executive PDF Report",
    "PowerPoint Presentation",
    "Google Slides Presentation",
    "Shareable Portfolio Link",
  ]) {
    await expect(exportCard(dialog, name)).toBeDisabled();
  }
  await expect(dialog.getByRole("link", { name: "Email Summary" })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: "Email Summary" })).not.toHaveAttribute("href");
});

test("a Pro rep downloads a real PDF and PowerPoint, and a Slides-ready deck when Google is not configured", async ({
  page,
}) => {
  const { email } = await registerRepWithAchievements(page);
  await setPlan(email, "pro");
  const dialog = await openExportDialog(page);

  for (const [name, extension, magic, title] of [
    ["Executive PDF Report", ".pdf", "%PDF", "PDF Generated"],
    ["PowerPoint Presentation", ".pptx", "PK", "PowerPoint Generated"],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      exportCard(dialog, name).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`QuotaProof.*\\${extension}$`));
    expect((await downloadedBytes(download)).subarray(0, magic.length).toString("latin1")).toBe(magic);
    await expect(toast(page, title)).toBeVisible();
  }

  // The shared dev and test servers have no Google credentials: the deck comes as a file, and the rep is told
  // how to open it in Slides, never that a Slides file was created.
  const [deck] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    exportCard(dialog, "Google Slides Presentation").click(),
  ]);
  expect(deck.suggestedFilename()).toMatch(/\.pptx$/);
  expect((await downloadedBytes(deck)).subarray(0, 2).toString("latin1")).toBe("PK");
  await expect(toast(page, "Slides-ready deck downloaded")).toContainText("File → Import slides");
  await expect(page.getByText("Google Slides Created")).toHaveCount(0);

  // Back from Google's consent screen: said once, and the parameter is dropped so a reload does not repeat it.
  await gotoDashboard(page, "?google=connected");
  await expect(toast(page, "Google Drive connected")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a rep whose book holds only a job shares it with no achievement; an empty book cannot export", async ({
  page,
  browser,
}) => {
  await registerRep(page);
  await gotoDashboard(page);
  const button = page.getByRole("button", { name: "Export Portfolio" });
  // Nothing in the book yet: nothing to export.
  await expect(page.getByRole("heading", { name: "Sales Portfolio" })).toBeVisible();
  await expect(button).toBeDisabled();

  const job = CONTENT_TYPES.find((type) => type.path === "/api/experiences")!.create();
  const company = `Initech Analytics ${suffix()}`;
  expect((await page.request.post("/api/experiences", { data: { ...job, company } })).status()).toBe(201);
  await page.reload();
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Export Portfolio" });
  await expect(dialog.getByText("0 of 0 achievements selected")).toBeVisible();
  const mail = dialog.getByRole("link", { name: "Email Summary" });
  expect(decodeURIComponent((await mail.getAttribute("href")) ?? "")).toContain(`${job.role}, ${company}`);

  await exportCard(dialog, "Shareable Portfolio Link").click();
  await expect(toast(page, "Shareable link created")).toBeVisible();
  const shareUrl = await dialog.getByRole("textbox", { name: "Your shareable link" }).inputValue();
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(new URL(shareUrl).pathname))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { name: "Career experience" })).toBeVisible();
    await expect(visitor.getByText(company).first()).toBeVisible();
    await expect(visitor.getByTestId("shared-achievement")).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
