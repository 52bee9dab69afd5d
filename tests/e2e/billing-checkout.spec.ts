// Pro Seller by card, clicked through against the Stripe stub: the pricing page's Pro button, sign-up, then straight
// on to Stripe Checkout; and a Pro account's Plan & Billing page, with the way to Stripe's billing portal.
import { billingSkipReason, expect, test } from "../api/billing-server";
import { billing, DAY, deliverEvent, event, NOW, subscription } from "../api/stripe-events";

test.skip(billingSkipReason !== null, billingSkipReason ?? "");
test.describe.configure({ timeout: 120_000 });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("pricing -> sign up -> Stripe Checkout for the chosen billing, with the trial", async ({
  page,
  billingServer,
}) => {
  await page.goto("/pricing");
  const monthly = page.getByRole("button", { name: "Monthly" });
  await monthly.click();
  await expect(monthly).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/register\?plan=pro&billing=monthly$/);

  const id = suffix();
  const email = `card.${id}@example.com`;
  await page.getByLabel("Full Name").fill(`Cara Card ${id}`);
  await page.getByLabel("Username").fill(`card_${id}`.slice(0, 30));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("quota-crusher-1");
  await page.getByLabel("Confirm Password").fill("quota-crusher-1");
  await page.getByRole("button", { name: "Create Account" }).click();

  // Signed up, the upgrade page opens Stripe Checkout at once.
  await expect(page).toHaveURL(new RegExp(`^${billingServer.stub.url}/checkout/cs_test_`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Stripe Checkout (stub)" })).toBeVisible();
  const session = billingServer.stub.checkoutSessions.at(-1)!;
  expect(session.url).toBe(page.url());
  expect(session.params).toMatchObject({
    line_items: [{ price: "price_test_pro_monthly" }],
    subscription_data: { trial_period_days: "14" },
  });
  expect(billingServer.stub.customers.get(session.params.customer as string)).toMatchObject({ email });
});

test("a Pro account's billing page shows the subscription and opens the billing portal", async ({
  page,
  newUser,
  billingServer,
}) => {
  const rep = await newUser();
  expect((await rep.api.post("/api/billing/checkout", { data: { interval: "year" } })).status()).toBe(200);
  const customer = billingServer.stub.checkoutSessions.at(-1)!.params.customer as string;
  const periodEnd = NOW + 300 * DAY;
  const sent = await deliverEvent(
    rep.api,
    event(
      "customer.subscription.updated",
      subscription(
        rep,
        { customer, subscription: `sub_page_${rep.id}` },
        { status: "active", interval: "year", periodEnd },
      ),
    ),
    billingServer.webhookSecret,
  );
  expect((await sent.json()).outcome).toBe("applied");
  expect(await billing(rep)).toMatchObject({ tier: "pro", status: "active", interval: "year" });

  await page.context().addCookies(await rep.api.storageState().then((state) => state.cookies));
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Current plan: Pro Seller" })).toBeVisible();
  const renews = new Date(periodEnd * 1000).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByTestId("subscription-status")).toHaveText(`Annual billing · renews on ${renews}`);
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(new RegExp(`^${billingServer.stub.url}/portal/bps_`), { timeout: 30_000 });
  expect(billingServer.stub.portalSessions.at(-1)).toMatchObject({ customer });
});
