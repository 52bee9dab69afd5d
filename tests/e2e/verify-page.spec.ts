// A hiring manager checks a rep's credential in a browser, signed out: from the shared page's badge to the verify
// page (Verified, whose it is, how it was verified), downloads the credential file, drops it back on the file check
// (Verified), then a copy with the name changed (Not verified) and a file that is no credential at all (an inline
// error, nothing sent). No serious accessibility violations on the way.
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, setPlan, test, uniqueSuffix } from "../api/helpers";
import { createConfirmedReference, credentialFor, pathOf } from "../credential-fixtures";
import { createAchievement, createShareLink } from "../share-fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("a verified badge opens the credential's verify page, and the file check tells a real file from a tampered one", async ({
  page,
  newUser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rep = await newUser({ fullName: `Zoë Ångström ${uniqueSuffix()}` });
  const referenceName = `Łucja Núñez-Øster ${uniqueSuffix()}`;
  const referenceId = await createConfirmedReference(rep.api, baseURL!, referenceName);
  const credential = await credentialFor(rep.api, "reference", referenceId);
  const { path } = await createShareLink(rep.api, [
    await createAchievement(rep.api, `Globex rollout ${uniqueSuffix()}`),
  ]);
  await setPlan(rep.email, "pro", baseURL);

  // The shared page: the reference's badge is the way to its verify page.
  expect((await page.goto(path))?.status()).toBe(200);
  const references = page.getByRole("region", { name: "References" });
  const badge = references.getByRole("link", { name: "Verify this credential" });
  await expect(badge).toHaveText(/^Verified at /);
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(credential.verifyUrl)}$`));

  // The verify page: the verdict, whose it is and what it claims, with the accents as typed.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(credential.name);
  const verdict = page.getByTestId("verify-verdict").first();
  await expect(verdict).toHaveAttribute("data-verdict", "verified");
  await expect(verdict.getByRole("heading", { name: "Verified" })).toBeVisible();
  await expect(page.getByText(rep.fullName).first()).toBeVisible();
  await expect(page.getByText(referenceName).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it was verified" })).toBeVisible();
  const checks = page.getByRole("list", { name: "Checks" }).first().getByRole("listitem");
  await expect(checks).toHaveCount(4);
  await expect(checks.filter({ hasText: "Failed" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The credential file, as the page offers it.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download credential file" }).click();
  const download = await downloading;
  const original = await fs.readFile((await download.path())!, "utf8");
  const document = JSON.parse(original) as { name: string };
  expect(document.name).toBe(credential.name);

  const fileCheck = page.getByTestId("check-credential-file");
  const result = fileCheck.getByTestId("credential-check-result");
  const fileInput = fileCheck.getByLabel("Credential file");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/credentials/verify")) posts.push(request.url());
  });

  await fileInput.setInputFiles({
    name: download.suggestedFilename(),
    mimeType: "application/json",
    buffer: Buffer.from(original),
  });
  await expect(result.getByTestId("verify-verdict")).toHaveAttribute("data-verdict", "verified");
  await expect(result).toContainText(`Result for ${credential.name}`);
  expect(posts).toHaveLength(1);

  // The same file with the name changed no longer verifies: the signature gives it away.
  const tampered = JSON.stringify({ ...document, name: `${document.name} (Vice President's Club)` });
  await fileInput.setInputFiles({ name: "tampered.json", mimeType: "application/json", buffer: Buffer.from(tampered) });
  await expect(result.getByTestId("verify-verdict")).toHaveAttribute("data-verdict", "not_verified");
  await expect(result.getByRole("heading", { name: "Not verified" })).toBeVisible();
  await expect(result.locator('[data-check="signature"]')).toHaveAttribute("data-passed", "false");
  expect(posts).toHaveLength(2);

  // A file that is not a credential: an inline error, nothing sent, the earlier result cleared.
  await fileInput.setInputFiles({ name: "award.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") });
  await expect(fileCheck.getByRole("alert")).toContainText("it is not valid JSON");
  await expect(result.getByTestId("verify-verdict")).toHaveCount(0);
  const big = Buffer.from(`{"padding":"${"x".repeat(300 * 1024)}"}`);
  await fileInput.setInputFiles({ name: "big.json", mimeType: "application/json", buffer: big });
  await expect(fileCheck.getByRole("alert")).toContainText("too big to be a credential");
  expect(posts).toHaveLength(2);

  // Pasted JSON, from the keyboard.
  await fileCheck.getByLabel("Or paste the credential's JSON").fill(original);
  await fileCheck.getByRole("button", { name: "Check credential" }).focus();
  await page.keyboard.press("Enter");
  await expect(result.getByTestId("verify-verdict")).toHaveAttribute("data-verdict", "verified");
  expect(posts).toHaveLength(3);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the plain file check page has no serious accessibility violations and refuses a bad paste inline", async ({
  page,
}) => {
  expect((await page.goto("/verify"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Check a credential" })).toBeVisible();
  const box = page.getByLabel("Or paste the credential's JSON");
  await box.fill("[1, 2, 3]");
  await page.getByRole("button", { name: "Check credential" }).click();
  await expect(page.getByTestId("check-credential-file").getByRole("alert")).toContainText(
    "This JSON is not a credential",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
});
