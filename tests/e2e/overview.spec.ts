// The Overview tab: level, completion and summary figures follow the portfolio; the level-up toast
// shows once; the name and the profile picture are saved to the account.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { CONTENT_TYPES } from "../api/payloads";
import { pngOfSize, solidPng } from "../images";
import { summaryCard } from "./overview-summary";
import { confirmAddress } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const lastYear = new Date().getUTCFullYear() - 1;
const contentType = (path: string) => CONTENT_TYPES.find((type) => type.path === path)!;
const LEVEL_TOAST = "New Achievement Level Unlocked!";

// Generous waits: the shared development server compiles routes on first use and answers slowly.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function register(page: Page, fullName = `Olivia Overview ${suffix()}`) {
  const id = suffix();
  const response = await page.request.post("/api/auth/register", {
    data: { email: `overview.${id}@example.com`, password: "overview-pass-1", fullName, username: `ov_${id}` },
  });
  expect(response.status()).toBe(201);
  await confirmAddress(page.request, `overview.${id}@example.com`);
  return fullName;
}

async function openOverview(page: Page) {
  await gotoDashboard(page);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("portfolio-level")).toBeVisible({ timeout: 30_000 });
}

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
}

const storedLevel = async (page: Page) =>
  ((await (await page.request.get("/api/auth/me")).json()) as { lastSeenLevel: string | null }).lastSeenLevel;

test("a new rep is a Builder at 0%; filled sections raise the level, the figures and the toast once", async ({
  page,
}) => {
  await register(page);
  await openOverview(page);

  const level = page.getByTestId("portfolio-level");
  await expect(level).toContainText("Builder");
  await expect(level).toContainText("Next level: Rising Talent");
  await expect(page.getByTestId("completion-percent")).toHaveText("0%");
  await expect(page.getByRole("progressbar", { name: "Brag Book Completion" })).toHaveAttribute("aria-valuenow", "0");
  for (const [title, button] of [
    ["Avg Quota Attainment", "Add Quota Attainment"],
    ["Total Revenue", "Add Revenue Results"],
    ["Career Experience", "Add Experience"],
    ["Executive Circle", "Add Executive"],
  ] as const) {
    const card = summaryCard(page, title);
    await expect(card).toHaveAttribute("data-empty", "true");
    await expect(card.getByRole("button", { name: button })).toBeVisible();
  }
  await expect(page.getByText("No activity yet.")).toBeVisible();
  // A first visit stores the level without announcing it.
  await expect.poll(() => storedLevel(page)).toBe("Builder");
  await expect(page.getByText(LEVEL_TOAST)).toHaveCount(0);

  // The weights are in the tooltip.
  await page.getByRole("button", { name: "How completion is weighted" }).focus();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText("Quota records: 15%");
  await expect(tooltip).toContainText("Deal stories: 25%");
  await expect(tooltip).toContainText("Achievements: 20%");

  // Fill every section: 130% and 120% (average 125%), a $250K deal, a texting executive.
  await post(page, "/api/quota-records", {
    year: lastYear,
    periodType: "quarterly",
    quarter: 3,
    quota: "400000",
    attainment: "520000",
  });
  await post(page, "/api/quota-records", {
    year: lastYear,
    periodType: "quarterly",
    quarter: 4,
    quota: "500000",
    attainment: "600000",
  });
  await post(page, "/api/deal-highlights", {
    title: "Globex platform win",
    description: "Three-year platform deal.",
    arrValue: "250000",
  });
  await post(page, "/api/experiences", contentType("/api/experiences").create());
  await post(page, "/api/executive-circle", {
    executiveName: "Dana Cho",
    executiveTitle: "CFO",
    executiveCompany: "Initech",
    executiveLevel: "C-Suite",
    relationship: "Inner Circle",
    communicationFrequency: "Monthly",
    isTextingBasis: true,
  });
  await post(page, "/api/achievements", {
    title: "Closed the largest deal in region history",
    description: "Won a platform deal against the incumbent after a 7-month cycle.",
  });

  await page.reload();
  await expect(page.getByTestId("portfolio-level")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(LEVEL_TOAST)).toBeVisible();
  await expect(page.getByText("You reached the Proven Rep level.")).toBeVisible();
  await expect(level).toContainText("Proven Rep");
  await expect(level).toContainText("Next level: Top Performer");
  await expect(level).toContainText("Add 1 more quota record above 120% attainment");
  await expect(level).toContainText(
    "Add 1 more deal story (the Starter plan includes 1: upgrade to Pro Seller for more)",
  );
  await expect(page.getByTestId("completion-percent")).toHaveText("100%");

  const expectations = [
    ["Avg Quota Attainment", "125%", "2 periods tracked"],
    ["Total Revenue", "$1.1M", "1 deal closed"],
    ["Career Experience", "1", "role documented"],
    ["Executive Circle", "1", "1 on texting basis"],
  ] as const;
  for (const [title, value, detail] of expectations) {
    const card = summaryCard(page, title);
    await expect(card).toHaveAttribute("data-empty", "false");
    await expect(card).toContainText(value);
    await expect(card).toContainText(detail);
  }
  await expect(summaryCard(page, "Avg Quota Attainment").getByText("125%")).toHaveClass(/text-success/);

  const activity = page.getByRole("list", { name: "Recent achievements and quota records" });
  await expect(activity).toContainText("Closed the largest deal in region history");
  await expect(activity.getByRole("listitem")).toHaveCount(3);
  await expect(activity.getByRole("listitem").nth(1)).toContainText(`Q4 ${lastYear}`);
  await expect(activity.getByRole("listitem").nth(1)).toContainText("120%");
  await expect(activity.getByRole("listitem").nth(2)).toContainText(`Q3 ${lastYear}`);
  await expect(activity.getByText("130%")).toHaveClass(/text-success/);

  await expect.poll(() => storedLevel(page)).toBe("Proven Rep");
  await page.reload();
  await expect(level).toContainText("Proven Rep");
  // Give a late toast the time it would need to appear.
  await page.waitForTimeout(1500);
  await expect(page.getByText(LEVEL_TOAST)).toHaveCount(0);

  // A drop is a change too: with only the achievement left the portfolio is back at Builder, announced once.
  for (const path of ["/api/quota-records", "/api/deal-highlights", "/api/experiences", "/api/executive-circle"]) {
    const rows = (await (await page.request.get(path)).json()) as { id: number }[];
    for (const row of rows) expect((await page.request.delete(`${path}/${row.id}`)).status()).toBe(200);
  }
  await page.reload();
  await expect(level).toContainText("Builder", { timeout: 30_000 });
  await expect(page.getByText(LEVEL_TOAST)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Your portfolio is now at the Builder level.")).toBeVisible();
  await expect.poll(() => storedLevel(page)).toBe("Builder");
});

test("the name is saved to the account and shown after a reload", async ({ page }) => {
  await register(page);
  await openOverview(page);
  const newName = `Morgan Renamed ${suffix()}`;
  const nameBox = page.getByLabel("Your name");
  await nameBox.fill("   ");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();

  await nameBox.fill(newName);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Name updated")).toBeVisible();
  await expect(page.getByRole("button", { name: newName })).toBeVisible(); // the header's account menu

  await page.reload();
  await expect(page.getByLabel("Your name")).toHaveValue(newName);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(newName).first()).toBeVisible();
});

test("a real PNG becomes the profile picture; a text file and a 6 MB image are refused", async ({ page }) => {
  const fullName = await register(page);
  await openOverview(page);
  const picture = page.getByRole("img", { name: `Profile picture of ${fullName}` });
  await expect(picture).toHaveCount(0);

  await page
    .getByLabel("Upload picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: solidPng(32) });
  await expect(page.getByText("Profile picture updated")).toBeVisible();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  await page.reload();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  await page
    .getByLabel("Change picture")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image\n") });
  await expect(page.getByText("Upload failed")).toBeVisible();
  await expect(page.getByText("Profile picture must be a PNG, JPEG or WebP image")).toBeVisible();

  await page
    .getByLabel("Change picture")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: pngOfSize(6 * 1024 * 1024) });
  await expect(page.getByText("Profile picture must be 5 MB or smaller")).toBeVisible();

  // Still the first picture.
  const src = await picture.getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(solidPng(32))).toBe(true);

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(picture).toHaveCount(0);
  await expect(page.getByLabel("Upload picture")).toBeAttached();
});

test("what is added from the Overview's own prompts shows on it at once, and completion moves", async ({ page }) => {
  await register(page);
  await openOverview(page);
  await expect(page.getByTestId("completion-percent")).toHaveText("0%");

  // The empty Executive Circle card opens the executive form.
  await summaryCard(page, "Executive Circle").getByRole("button", { name: "Add Executive" }).click();
  const executive = page.getByRole("dialog", { name: "Add Executive" });
  await executive.getByLabel("Executive Name").fill("Dana Cho");
  await executive.getByLabel("Title").fill("CFO");
  await executive.getByLabel("Company").fill("Initech");
  await executive.getByLabel("Executive Level").selectOption("C-Suite");
  await executive.getByLabel("Relationship").selectOption("Inner Circle");
  await executive.getByLabel("Communication Frequency").selectOption("Monthly");
  await executive.getByLabel(/texting basis/).check();
  await executive.getByRole("button", { name: "Add Executive" }).click();
  await expect(executive).toBeHidden();
  const circle = summaryCard(page, "Executive Circle");
  await expect(circle).toHaveAttribute("data-empty", "false");
  await expect(circle).toContainText("1 on texting basis");
  const afterExecutive = Number((await page.getByTestId("completion-percent").textContent())?.replace("%", ""));
  expect(afterExecutive).toBeGreaterThan(0);

  // Add Content → Custom Achievement: it is listed under Recent Activity.
  await page.getByRole("button", { name: "Add Content" }).click();
  await page
    .getByRole("dialog", { name: "Choose Content Type" })
    .getByRole("button", { name: "Custom Achievement" })
    .click();
  const achievement = page.getByRole("dialog", { name: "Create Achievement" });
  await achievement.getByLabel("Title").fill("Opened the Nordics territory");
  await achievement.getByLabel("Description").fill("First three logos in the region within two quarters.");
  await achievement.getByRole("button", { name: "Create Achievement" }).click();
  await expect(achievement).toBeHidden();
  const activity = page.getByRole("list", { name: "Recent achievements and quota records" });
  await expect(activity).toContainText("Opened the Nordics territory");
  await expect
    .poll(async () => Number((await page.getByTestId("completion-percent").textContent())?.replace("%", "")))
    .toBeGreaterThan(afterExecutive);

  // Both are still there after a reload.
  await page.reload();
  await expect(summaryCard(page, "Executive Circle")).toContainText("1 on texting basis");
  await expect(activity).toContainText("Opened the Nordics territory");
});

test("on a phone the completion tooltip stays on screen, opens on hover and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await register(page);
  await openOverview(page);

  const trigger = page.getByRole("button", { name: "How completion is weighted" });
  await trigger.hover();
  const tip = page.locator("[data-radix-popper-content-wrapper]");
  await expect(page.getByRole("tooltip")).toContainText("Achievements: 20%");
  const box = (await tip.boundingBox())!;
  expect(box.width).toBeGreaterThan(150);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});
