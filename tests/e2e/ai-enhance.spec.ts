// The AI Enhancement dialog: open it from an achievement card, enhance with the built-in writer, copy, apply,
// and the failure toasts. The test server has no OPENAI_API_KEY, so the built-in writer answers.
import { expect, test, type Page } from "@playwright/test";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

// Each test walks a whole flow (and waits out the 2-second "Copied!"), so it gets more than the default 30 s.
test.setTimeout(90_000);

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const DESCRIPTION =
  "I was responsible for the Acme Corp renewal and basically helped close a deal worth $1,200,000 with their CFO.";
const ENHANCED = "Owned the Acme Corp renewal and helped close a $1.2M deal with their CFO.";

/** A fresh user (signed in on the page's context) with one achievement; returns the achievement's id and title. */
async function setUp(page: Page): Promise<{ id: number; title: string }> {
  const id = suffix();
  const register = await page.request.post("/api/auth/register", {
    data: {
      email: `enhance.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: `Ellis Enhance ${id}`,
      username: `ee_${id}`.slice(0, 30),
    },
  });
  expect(register.status()).toBe(201);
  await confirmAddress(page.request, `enhance.${id}@example.com`);
  const title = `Acme Corp renewal ${id}`;
  const created = await page.request.post("/api/achievements", {
    data: { title, description: DESCRIPTION, category: "enterprise_deal" },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, title };
}

async function gotoAchievements(page: Page, title: string) {
  await gotoDashboard(page, "?tab=achievements");
  await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 15_000 });
}

/** Opens the card's menu and its "AI Enhancement" item, on the Achievements tab. */
async function openEnhanceDialog(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: "AI Enhancement" });
  // Retried: a dev server's Fast Refresh can re-render the page under the open menu.
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole("button", { name: `Actions for ${title}` }).click();
      await page.getByRole("menuitem", { name: "AI Enhancement" }).click({ timeout: 3_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

test("a rep enhances an achievement with the built-in writer, copies it and applies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { title } = await setUp(page);
  await gotoAchievements(page, title);
  const dialog = await openEnhanceDialog(page, title);

  const original = dialog.getByLabel("Original Text");
  await expect(original).toHaveValue(DESCRIPTION);
  await expect(original).toHaveAttribute("placeholder", "Edit your achievement description before enhancement...");
  const enhance = dialog.getByRole("button", { name: "Enhance with AI" });
  await original.fill("   \n ");
  await expect(enhance).toBeDisabled();
  await original.fill(DESCRIPTION);
  await expect(enhance).toBeEnabled();
  await enhance.click();

  await expect(dialog.getByRole("heading", { name: "AI Enhanced Version" })).toBeVisible();
  await expect(dialog.getByText(ENHANCED, { exact: true })).toBeVisible();
  await expect(dialog.getByText("Written by QuotaProof's built-in writer")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Writing Suggestions" }).getByRole("listitem")).toHaveText([
    "Add a timeframe: when it happened (the quarter or year) or how long it took",
  ]);
  await expect(dialog.getByRole("list", { name: "Key Metrics" }).getByRole("listitem")).toHaveText(["$1.2M"]);
  await expect(dialog.getByRole("list", { name: "Impact Areas" }).getByRole("listitem")).toHaveText([
    "Enterprise Deal",
    "Revenue Growth",
    "Customer Retention",
    "Executive Engagement",
  ]);

  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  await expect(page.getByText("Enhanced text has been copied to your clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ENHANCED);
  // "Copied!" lasts 2 seconds.
  await expect(dialog.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 5_000 });

  await dialog.getByRole("button", { name: "Apply Enhancement" }).click();
  await expect(page.getByText("Enhancement applied")).toBeVisible();
  await expect(page.getByText("Your achievement has been enhanced and saved.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole("tabpanel", { name: "Achievements" });
  for (const when of ["after applying", "after a reload"]) {
    if (when === "after a reload") await page.reload();
    await expect(panel.getByRole("heading", { name: title })).toBeVisible();
    await expect(panel.getByText("AI Enhanced", { exact: true })).toBeVisible();
    await expect(panel.getByText(ENHANCED, { exact: true })).toBeVisible();
    await expect(panel.getByText(DESCRIPTION)).toHaveCount(0);
  }

  // Opened again, the dialog starts from the original description, without the earlier result.
  const again = await openEnhanceDialog(page, title);
  await expect(again.getByLabel("Original Text")).toHaveValue(DESCRIPTION);
  await expect(again.getByRole("heading", { name: "AI Enhanced Version" })).toHaveCount(0);
});

test("the dialog shows the pending labels and the failure toasts", async ({ page }) => {
  const { id, title } = await setUp(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoAchievements(page, title);
  const dialog = await openEnhanceDialog(page, title);
  const enhance = dialog.getByRole("button", { name: /Enhance with AI|Enhancing\.\.\./ });

  // The writer is down: the request is held until the pending state was seen, then answers 502.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/ai/enhance", async (route) => {
    await held;
    await route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "ai_unavailable", message: "The AI writer is unavailable right now. Please try again." },
      }),
    });
  });
  await enhance.click();
  await expect(enhance).toHaveText("Enhancing...");
  await expect(enhance).toBeDisabled();
  release();
  await expect(page.getByText("Enhancement failed")).toBeVisible();
  await expect(page.getByText("Failed to enhance your achievement. Please try again.")).toBeVisible();
  await expect(enhance).toHaveText("Enhance with AI");
  await expect(dialog.getByRole("heading", { name: "AI Enhanced Version" })).toHaveCount(0);
  await page.unroute("**/api/ai/enhance");

  await enhance.click();
  await expect(dialog.getByText(ENHANCED, { exact: true })).toBeVisible();
  // Nothing in the dialog is wider than a 375 px screen.
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Saving fails: an "Error" toast, and the dialog stays open with the result.
  await page.route(`**/api/achievements/${id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
  await dialog.getByRole("button", { name: "Apply Enhancement" }).click();
  await expect(page.getByText("Failed to apply enhancement. Please try again.")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Apply Enhancement" })).toBeEnabled();
  await expect(dialog.getByText(ENHANCED, { exact: true })).toBeVisible();
  await page.unroute(`**/api/achievements/${id}`);

  // Nothing was saved.
  const stored = (await (await page.request.get(`/api/achievements/${id}`)).json()) as { aiEnhanced: string | null };
  expect(stored.aiEnhanced).toBeNull();
});
