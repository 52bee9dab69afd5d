// Buying Pro Seller by card, against the Stripe stub (tests/stubs/stripe.ts): Checkout Sessions for each interval
// with one Stripe customer per account, the trial on the first subscription only, the billing portal, and the
// Enterprise sales inquiry (stored, mailed to the admins, capped per sender).
import type { APIRequestContext } from "@playwright/test";
import { waitForMail } from "../outbox";
import { STUB_PRICES } from "../stubs/stripe";
import { billingSkipReason, expect, test, type BillingServer, type RegisteredUser } from "./billing-server";
import { billing, DAY, deliverEvent, event, NOW, subscription } from "./stripe-events";

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
