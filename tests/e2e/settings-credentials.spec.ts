// The Credentials section of the settings page as a rep sees it: the empty state first; once a reference confirms,
// the credential with its Active badge, its verify page, its JSON download and the LinkedIn link that carries the
// verify page as the certification's URL; then "Download all (ZIP)" saves a ZIP that holds it; on a phone the list fits and passes axe.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import JSZip from "jszip";
import { confirmAddress, uniqueSuffix } from "../api/helpers";
import { credentialsWhen } from "../credential-fixtures";
import { waitForMail } from "../outbox";
import { TEST_ISSUER } from "../issuer-settings";

test.describe.configure({ timeout: 150_000 });

async function register(page: Page) {
  const id = uniqueSuffix();
  const account = {
    email: `credentials.${id}@example.com`,
    password: `pw-${uniqueSuffix()}`,
    fullName: "Inès Brontë-Søren",
    username: `cr_${id}`,
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  return account;
}

/** A reference with an e-mail, confirmed through the mailed link by the reference (another browser context). */
async function confirmReference(page: Page, baseURL: string) {
  const email = `ref-${uniqueSuffix()}@example.com`;
  const created = await page.request.post("/api/references", {
    data: {
      referenceName: "Renée Lefèvre",
      referenceTitle: "Directrice commerciale",
      referenceCompany: "Café Crème SA",
      workingRelationship: "Former Manager",
      email,
      testimonial: "The best closer I have managed.",
      yearsWorkedTogether: 2,
    },
  });
  expect(created.status()).toBe(201);
  const mail = await waitForMail(page.request, email, "listed you as a reference");
  const token = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  const reference = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await reference.post(`/api/reference-confirmations/${token}`, { data: {} })).status()).toBe(200);
  } finally {
    await reference.dispose();
  }
}

test("a rep finds their credential in settings, adds it to LinkedIn and downloads them all", async ({
  page,
  baseURL,
}) => {
  await register(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Credentials", level: 2 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("You have no credentials yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download all (ZIP)" })).toHaveCount(0);

  await confirmReference(page, baseURL!);
  // Issued right after the reference's confirmation.
  const listed = await credentialsWhen(page.request, (list) => list.length > 0);
  expect(listed).toHaveLength(1);
  const credential = listed[0]!;

  await page.reload();
  const list = page.getByRole("list", { name: "Your credentials" });
  const row = list.getByRole("listitem").filter({ hasText: credential.name });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Reference · Issued \w{3} \d{1,2}, \d{4}$/)).toBeVisible();

  const verify = row.getByRole("link", { name: /^Verify page/ });
  await expect(verify).toHaveAttribute("href", credential.verifyUrl);
  await expect(verify).toHaveAttribute("target", "_blank");
  await expect(row.getByRole("link", { name: /^Download/ })).toHaveAttribute(
    "href",
    `${credential.jsonUrl}?download=1`,
  );

  const linkedIn = row.getByRole("link", { name: /^Add to LinkedIn/ });
  const addUrl = new URL((await linkedIn.getAttribute("href"))!);
  expect(`${addUrl.origin}${addUrl.pathname}`).toBe("https://www.linkedin.com/profile/add");
  expect(addUrl.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
  expect(addUrl.searchParams.get("certUrl")).toBe(credential.verifyUrl);
  expect(addUrl.searchParams.get("certId")).toBe(credential.id);
  expect(addUrl.searchParams.get("name")).toBe(credential.name);
  expect(addUrl.searchParams.get("organizationId")).toBe(TEST_ISSUER.LINKEDIN_ORGANIZATION_ID);
  const issued = new Date(credential.issuedAt);
  expect(addUrl.searchParams.get("issueYear")).toBe(String(issued.getUTCFullYear()));
  expect(addUrl.searchParams.get("issueMonth")).toBe(String(issued.getUTCMonth() + 1));

  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    page.getByRole("button", { name: "Download all (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("quotaproof-credentials.zip");
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  expect(Object.keys(zip.files).sort()).toEqual(["README.txt", `${credential.id}.json`].sort());
  const file = JSON.parse(await zip.file(`${credential.id}.json`)!.async("string")) as { id?: string };
  expect(JSON.stringify(file)).toContain("Renée Lefèvre");

  // On a phone the list fits the screen and reads well to a screen reader.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include('[aria-label="Your credentials"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});
