// "Add to wallet" as a rep sees it: beside an active credential in settings, the dialog shows the wallet offer's QR
// code, its PIN, until when it works and the openid-credential-offer:// link itself.
import { expect, test } from "@playwright/test";
import { confirmAddress, uniqueSuffix } from "../api/helpers";
import { createConfirmedReference, credentialsWhen } from "../credential-fixtures";

test.describe.configure({ timeout: 150_000 });

test("a rep opens Add to wallet and sees the QR code, the PIN and the offer link", async ({ page, baseURL }) => {
  const id = uniqueSuffix();
  const account = {
    email: `wallet.${id}@example.com`,
    password: `pw-${uniqueSuffix()}`,
    fullName: "Wanda Wallet",
    username: `wa_${id}`,
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  await createConfirmedReference(page.request, baseURL!, "Renée Lefèvre");
  const [credential] = await credentialsWhen(page.request, (list) => list.length > 0);

  await page.goto("/settings");
  await page.getByRole("button", { name: `Add to wallet (${credential!.name})` }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Add to wallet" });
  await expect(dialog.getByRole("img", { name: "QR code of the wallet offer" })).toBeVisible();
  await expect(dialog.getByLabel("PIN")).toHaveText(/^\d{6}$/);
  await expect(dialog.getByText(/Works once, until/)).toBeVisible();
  await dialog.getByText("Offer link").click();
  await expect(dialog.getByTestId("wallet-offer-link")).toHaveText(/^openid-credential-offer:\/\/\?credential_offer=/);
  await expect(dialog.getByRole("link", { name: "Open the offer in your wallet" })).toHaveAttribute(
    "href",
    /^openid-credential-offer:\/\//,
  );
});
