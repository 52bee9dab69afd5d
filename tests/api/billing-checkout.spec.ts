// Buying Pro Seller by card, against the Stripe stub (tests/stubs/stripe.ts): Checkout Sessions for each interval
// with one Stripe customer per account, the trial on the first subscription only and once per mailbox and per card,
// the billing portal, and the Enterprise sales inquiry (stored, mailed to the admins, capped per sender).
import type { APIRequestContext } from "@playwright/test";
import { waitForMail } from "../outbox";
import { STUB_PRICES } from "../stubs/stripe";
import { billingSkipReason, expect, test, type BillingServer, type RegisteredUser } from "./billing-server";
import { uniqueSuffix } from "./helpers";
import { billing, checkoutCompleted, DAY, deliverEvent, event, NOW, subscription } from "./stripe-events";

test.skip(billingSkipReason !== null, billingSkipReason ?? "");

type Params = Record<string, unknown>;

async function checkout(user: RegisteredUser, interval: string) {
  return user.api.post("/api/billing/checkout", { data: { interval } });
}

/** The Checkout Session the stub made for this account (the last one). */
function sessionOf(server: BillingServer, user: RegisteredUser): Params {
  const sessions = server.stub.checkoutSessions.filter((s) => s.params.client_reference_id === String(user.id));
  expect(sessions.length).toBeGreaterThan(0);
  return sessions.at(-1)!.params as Params;
}

test("checkout answers a Stripe Checkout page for each interval, with one customer per account", async ({
  newUser,
  billingServer,
}) => {
  const rep = await newUser();
  const monthly = await checkout(rep, "month");
  expect(monthly.status()).toBe(200);
  const { url } = (await monthly.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^${billingServer.stub.url}/checkout/cs_test_`));

  const month = sessionOf(billingServer, rep);
  expect(month).toMatchObject({
    mode: "subscription",
    client_reference_id: String(rep.id),
    line_items: [{ price: STUB_PRICES.month.id, quantity: "1" }],
    payment_method_collection: "always",
    subscription_data: { trial_period_days: "14", metadata: { userId: String(rep.id) } },
    success_url: `${billingServer.url}/billing?checkout=success`,
    cancel_url: `${billingServer.url}/billing?checkout=canceled`,
  });
  const customer = month.customer as string;
  expect(billingServer.stub.customers.get(customer)).toMatchObject({ email: rep.email });

  const yearly = await checkout(rep, "year");
  expect(yearly.status()).toBe(200);
  const year = sessionOf(billingServer, rep);
  expect(year.line_items).toEqual([{ price: STUB_PRICES.year.id, quantity: "1" }]);
  // The same customer: created once, its id stored.
  expect(year.customer).toBe(customer);
  const created = billingServer.stub.calls.filter((c) => c.path === "/v1/customers" && c.params.email === rep.email);
  expect(created).toHaveLength(1);

  const bad = await checkout(rep, "week");
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error).toMatchObject({
    code: "validation_error",
    fields: { interval: expect.any(String) },
  });
});

test("checkout and the portal need a signed-in account", async ({ playwright, billingServer }) => {
  const anonymous = await playwright.request.newContext({ baseURL: billingServer.url });
  try {
    expect((await anonymous.post("/api/billing/checkout", { data: { interval: "month" } })).status()).toBe(401);
    expect((await anonymous.post("/api/billing/portal")).status()).toBe(401);
    expect((await anonymous.get("/api/billing")).status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});

test("the trial comes with the first subscription only; a live subscription cannot check out twice", async ({
  newUser,
  billingServer,
}) => {
  const rep = await newUser();
  expect((await checkout(rep, "month")).status()).toBe(200);
  const customer = sessionOf(billingServer, rep).customer as string;
  const ids = { customer, subscription: `sub_trial_${rep.id}` };
  const send = (body: object) => deliverEvent(rep.api, body, billingServer.webhookSecret);

  await send(
    event("customer.subscription.created", {
      ...subscription(rep, ids, { status: "trialing", periodEnd: NOW + 14 * DAY, trialEnd: NOW + 14 * DAY }),
    }),
  );
  expect(await billing(rep)).toMatchObject({ tier: "pro", status: "trialing" });
  const again = await checkout(rep, "year");
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain("billing portal");

  // The trial is cancelled at once: Starter again, and the next checkout has no trial.
  await send(
    event(
      "customer.subscription.deleted",
      subscription(rep, ids, { status: "canceled", periodEnd: NOW - 60 }),
      NOW + 1,
    ),
  );
  expect(await billing(rep)).toMatchObject({ tier: "starter", status: "canceled", trialAvailable: false });
  expect((await checkout(rep, "month")).status()).toBe(200);
  const second = sessionOf(billingServer, rep);
  expect(second.customer).toBe(customer);
  expect((second.subscription_data as Params).trial_period_days).toBeUndefined();
  expect(second.subscription_data).toMatchObject({ metadata: { userId: String(rep.id) } });
});

/**
 * Opens a checkout for the account and completes it as Stripe would: a subscription (trialing when the session offered
 * a trial) paid by a new PaymentMethod of `card` (its fingerprint), then the signed checkout.session.completed event.
 */
async function completeCheckout(server: BillingServer, user: RegisteredUser, card: string, open = true) {
  if (open) expect((await checkout(user, "month")).status()).toBe(200);
  const session = sessionOf(server, user);
  const trial = (session.subscription_data as Params).trial_period_days !== undefined;
  const customer = session.customer as string;
  const id = server.stub.addSubscription({ customer, card, status: trial ? "trialing" : "active" });
  const completed = checkoutCompleted(user, { customer, subscription: id }, trial ? "no_payment_required" : "paid");
  const delivered = await deliverEvent(user.api, completed, server.webhookSecret);
  expect(delivered.status(), await delivered.text()).toBe(200);
  return { trial, subscription: server.stub.subscriptions.get(id)!, completed };
}

test("the trial is once per mailbox: another account on a dressed-up copy of the address gets none", async ({
  newUser,
  billingServer,
}) => {
  // Sign-up refuses a second account on a Gmail variant of a taken address; a +tag elsewhere is a new address to
  // sign-up, yet the same mailbox to the trial rule.
  const local = `trial.${uniqueSuffix()}`;
  const first = await newUser({ email: `${local}+first@example.com` });
  const taken = await completeCheckout(billingServer, first, `card_${uniqueSuffix()}`);
  expect(taken.trial).toBe(true);
  expect(taken.subscription.updates).toEqual([]);

  // The same mailbox with another +tag: no trial on offer, none given.
  const second = await newUser({ email: `${local}+second@example.com`, confirmed: false });
  expect(await billing(second)).toMatchObject({ trialAvailable: false });
  expect((await checkout(second, "month")).status()).toBe(200);
  expect((sessionOf(billingServer, second).subscription_data as Params).trial_period_days).toBeUndefined();

  // Another mailbox keeps its trial.
  const stranger = await newUser({ confirmed: false });
  expect(await billing(stranger)).toMatchObject({ trialAvailable: true });
});

test("a card or a mailbox that already had a trial ends the new subscription's trial at once", async ({
  newUser,
  billingServer,
}) => {
  const card = `card_${uniqueSuffix()}`;
  const first = await newUser();
  const one = await completeCheckout(billingServer, first, card);
  // Stripe was asked for the subscription's card (its default PaymentMethod, expanded); the first trial stands.
  const reads = billingServer.stub.calls.filter(
    (c) => c.method === "GET" && c.path === `/v1/subscriptions/${one.subscription.id}`,
  );
  expect(reads.length).toBeGreaterThan(0);
  expect(reads[0]!.params).toMatchObject({ expand: ["default_payment_method"] });
  expect(one.trial).toBe(true);
  expect(one.subscription).toMatchObject({ status: "trialing", updates: [] });

  // Another account, another mailbox, the same card (a new PaymentMethod of it): the checkout offered the trial (the
  // card was not known yet), and the trial ends as soon as the checkout completes.
  const second = await newUser();
  const two = await completeCheckout(billingServer, second, card);
  expect(two.trial).toBe(true);
  expect(two.subscription.updates).toEqual([expect.objectContaining({ trial_end: "now" })]);
  expect(two.subscription.status).toBe("active");
  // Delivered again: counted once, the trial is not ended twice.
  const again = await deliverEvent(second.api, two.completed, billingServer.webhookSecret);
  expect((await again.json()).outcome).toBe("duplicate");
  expect(two.subscription.updates).toHaveLength(1);

  // Two checkouts opened at once on one mailbox (two +tags), each paid by a new card: both offered the trial, the
  // second to complete loses it.
  const local = `race.${uniqueSuffix()}`;
  const a = await newUser({ email: `${local}@example.com` });
  const b = await newUser({ email: `${local}+x@example.com`, confirmed: false });
  expect((await checkout(a, "month")).status()).toBe(200);
  expect((await checkout(b, "month")).status()).toBe(200);
  const raceA = await completeCheckout(billingServer, a, `card_${uniqueSuffix()}`, false);
  const raceB = await completeCheckout(billingServer, b, `card_${uniqueSuffix()}`, false);
  expect([raceA.trial, raceB.trial]).toEqual([true, true]);
  expect(raceA.subscription.updates).toEqual([]);
  expect(raceB.subscription.updates).toEqual([expect.objectContaining({ trial_end: "now" })]);
});

test("the billing portal opens for an account with a Stripe customer", async ({ newUser, billingServer }) => {
  const rep = await newUser();
  const none = await rep.api.post("/api/billing/portal");
  expect(none.status()).toBe(409);

  expect((await checkout(rep, "year")).status()).toBe(200);
  const customer = sessionOf(billingServer, rep).customer as string;
  const portal = await rep.api.post("/api/billing/portal");
  expect(portal.status()).toBe(200);
  expect((await portal.json()).url).toMatch(new RegExp(`^${billingServer.stub.url}/portal/bps_`));
  expect(billingServer.stub.portalSessions.at(-1)).toMatchObject({
    customer,
    returnUrl: `${billingServer.url}/billing`,
  });
  expect(await billing(rep)).toMatchObject({ portalAvailable: true, tier: "starter" });
});

async function inquire(api: APIRequestContext, data: object) {
  return api.post("/api/enterprise/inquiries", { data });
}

test("an Enterprise inquiry is stored and mailed to the admins; bad input is refused; a sender is capped", async ({
  playwright,
  billingServer,
}) => {
  const api = await playwright.request.newContext({ baseURL: billingServer.url });
  try {
    const company = `Globex ${Date.now().toString(36)}`;
    const sent = await inquire(api, {
      name: "Hank Scorpio",
      company,
      email: "hank@globex.example",
      seats: 250,
      message: "Verified attainment for our whole sales org.",
    });
    expect(sent.status()).toBe(201);
    expect((await sent.json()).id).toEqual(expect.any(Number));
    const mail = await waitForMail(api, process.env.QP_TEST_ADMIN_EMAIL!, company);
    expect(mail.text).toContain("hank@globex.example");
    expect(mail.text).toContain("250 seats");

    const bad = await inquire(api, { name: "", company: "X", email: "not-an-address", seats: 0 });
    expect(bad.status()).toBe(422);
    const { error } = await bad.json();
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["name", "email", "seats"]));

    const valid = { name: "Sam", company: "Initech", seats: 10 };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await inquire(api, { ...valid, email: `sam${i}@initech.example` })).status());
    }
    // One was sent above: four more fit in the hour, then 429.
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const refused = await inquire(api, { ...valid, email: "late@initech.example" });
    expect(refused.headers()["retry-after"]).toBe("3600");
  } finally {
    await api.dispose();
  }
});
