// The badge's evidence, as a hiring manager opens it on a phone or laptop: "How this was verified" shows the
// method, the signer with their title, the e-mail domain they signed from and the date, never the address.
import { expect, setPlan, test, uniqueSuffix } from "../api/helpers";
import { createAchievement, createShareLink, createSignedQuotaRecord } from "../share-fixtures";

test("a verified badge opens a short 'How this was verified' view with its evidence", async ({
  page,
  newUser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Jordan Evidence ${uniqueSuffix()}` });
  const signer = { name: `Priya Shah ${uniqueSuffix()}`, title: "Regional VP" };
  await createSignedQuotaRecord(rep.api, baseURL!, signer);
  const { path } = await createShareLink(rep.api, [
    await createAchievement(rep.api, `Initech expansion ${uniqueSuffix()}`),
  ]);
  await setPlan(rep.email, "pro", baseURL);

  expect((await page.goto(path))?.status()).toBe(200);
  const quota = page.getByRole("region", { name: "Quota performance" });
  const evidence = quota.getByTestId("verification-evidence");
  await expect(evidence).toBeHidden();
  await quota.getByText("How this was verified").first().click();
  await expect(evidence).toBeVisible();
  await expect(evidence).toContainText("How this was verified");
  await expect(evidence).toContainText("Manager e-signature");
  await expect(evidence).toContainText(`Signed by${signer.name}`);
  await expect(evidence).toContainText("TitleRegional VP");
  await expect(evidence).toContainText("Signed fromexample.com");
  await expect(evidence).toContainText(/Date[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(evidence).toContainText("single-use link");
  // The manager's address itself is never on the page.
  expect(await page.content()).not.toMatch(/mgr-[0-9a-f]+@example\.com/);

  // It opens from the keyboard too, and closes again.
  await page.reload();
  const summary = quota.locator("summary").first();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(quota.getByTestId("verification-evidence")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(quota.getByTestId("verification-evidence")).toBeHidden();
});
