// Stripe's webhook endpoint: events signed with the run's webhook secret (the SDK's test-header helper) change the
// account's plan; a bad signature, a redelivery and an event older than the stored state change nothing.
import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { billingSkipReason, expect, test } from "./billing-server";
import { billing, DAY, deliverEvent, event, ids, NOW, subscription } from "./stripe-events";

test.skip(billingSkipReason !== null, billingSkipReason ?? "");

const stripe = new Stripe("sk_test_unused");
let SECRET = "";
test.beforeAll(({ billingServer }) => {
  SECRET = billingServer.webhookSecret;
});
const deliver = (api: APIRequestContext, body: object, secret = SECRET) => deliverEvent(api, body, secret);

test.describe("POST /api/billing/webhook", () => {
  test("refuses a bad or missing signature with 400 and changes nothing", async ({ newUser }) => {
    const rep = await newUser();
    const body = event(
      "customer.subscription.created",
      subscription(rep, ids(rep), { status: "active", periodEnd: NOW + 30 * DAY }),
    );
    const wrongSecret = await deliver(rep.api, body, "whsec_not_the_right_one");
    expect(wrongSecret.status()).toBe(400);
    expect((await wrongSecret.json()).error.code).toBe("bad_request");

    // Signed, then altered: the signature covers the exact bytes.
    const payload = JSON.stringify(body);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const altered = await rep.api.post("/api/billing/webhook", {
      data: payload.replace('"active"', '"trialing"'),
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
    expect(altered.status()).toBe(400);

    const unsigned = await rep.api.post("/api/billing/webhook", { data: body });
    expect(unsigned.status()).toBe(400);

    expect(await billing(rep)).toMatchObject({ tier: "starter", status: "active", interval: null });
  });

  test("checkout, then the subscription: Pro on a trial, then active on the yearly price", async ({ newUser }) => {
    const rep = await newUser();
    const { customer, subscription: sub } = ids(rep);
    const completed = await deliver(
      rep.api,
      event("checkout.session.completed", {
        id: `cs_test_${rep.id}`,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: String(rep.id),
        customer,
        subscription: sub,
        payment_status: "no_payment_required",
        created: NOW - 60,
      }),
    );
    expect(completed.status()).toBe(200);
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "trialing" });

    const trialEnd = NOW + 14 * DAY;
    await deliver(
      rep.api,
      event(
        "customer.subscription.created",
        subscription(
          rep,
          { customer, subscription: sub },
          {
            status: "trialing",
            interval: "year",
            periodEnd: trialEnd,
            trialEnd,
            created: NOW - 60,
          },
        ),
      ),
    );
    expect(await billing(rep)).toEqual(
      expect.objectContaining({
        tier: "pro",
        status: "trialing",
        interval: "year",
        currentPeriodEnd: new Date(trialEnd * 1000).toISOString(),
        trialEnd: new Date(trialEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      }),
    );

    // The trial ends: the first real invoice is paid and the period moves on a year.
    const yearEnd = trialEnd + 365 * DAY;
    const paid = await deliver(
      rep.api,
      event(
        "invoice.paid",
        {
          id: `in_test_${rep.id}`,
          object: "invoice",
          customer,
          parent: { type: "subscription_details", subscription_details: { subscription: sub } },
          lines: { object: "list", data: [{ period: { start: trialEnd, end: yearEnd } }] },
        },
        NOW + 1,
      ),
    );
    expect((await paid.json()).outcome).toBe("applied");
    expect(await billing(rep)).toMatchObject({
      tier: "pro",
      status: "active",
      interval: "year",
      currentPeriodEnd: new Date(yearEnd * 1000).toISOString(),
    });
    const me = await (await rep.api.get("/api/auth/me")).json();
    expect(me).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
  });

  test("a redelivered event changes nothing", async ({ newUser }) => {
    const rep = await newUser();
    const created = event(
      "customer.subscription.created",
      subscription(rep, ids(rep), { status: "active", periodEnd: NOW + 30 * DAY }),
      NOW - 100,
    );
    expect((await (await deliver(rep.api, created)).json()).outcome).toBe("applied");
    const canceled = event(
      "customer.subscription.updated",
      subscription(rep, ids(rep), { status: "active", periodEnd: NOW + 30 * DAY, cancelAtPeriodEnd: true }),
      NOW - 50,
    );
    await deliver(rep.api, canceled);
    expect(await billing(rep)).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true });

    // The first event again (same id): recorded already, so it cannot undo the cancellation.
    const replay = await deliver(rep.api, created);
    expect(replay.status()).toBe(200);
    expect((await replay.json()).outcome).toBe("duplicate");
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "active", cancelAtPeriodEnd: true });
  });

  test("payment failure, recovery and deletion set the status and the plan", async ({ newUser }) => {
    const rep = await newUser();
    const { customer, subscription: sub } = ids(rep);
    const periodEnd = NOW + 20 * DAY;
    await deliver(
      rep.api,
      event("customer.subscription.created", subscription(rep, ids(rep), { status: "active", periodEnd }), NOW - 300),
    );
    const invoice = {
      object: "invoice",
      customer,
      parent: { type: "subscription_details", subscription_details: { subscription: sub } },
      lines: { object: "list", data: [{ period: { start: periodEnd - 30 * DAY, end: periodEnd } }] },
    };
    await deliver(rep.api, event("invoice.payment_failed", { id: "in_failed", ...invoice }, NOW - 200));
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "past_due" });

    await deliver(rep.api, event("invoice.paid", { id: "in_paid", ...invoice }, NOW - 100));
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "active" });

    await deliver(
      rep.api,
      event(
        "customer.subscription.updated",
        subscription(rep, ids(rep), { status: "past_due", interval: "month", periodEnd }),
        NOW - 50,
      ),
    );
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "past_due", interval: "month" });

    await deliver(
      rep.api,
      event("customer.subscription.deleted", subscription(rep, ids(rep), { status: "canceled", periodEnd }), NOW),
    );
    // Deleted: Pro until the end of the period already paid for.
    expect(await billing(rep)).toMatchObject({
      tier: "pro",
      status: "canceled",
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
  });

  test("a subscription deleted after its period ended leaves the account on Starter", async ({ newUser }) => {
    const rep = await newUser();
    const periodEnd = NOW - DAY;
    await deliver(
      rep.api,
      event("customer.subscription.created", subscription(rep, ids(rep), { status: "active", periodEnd }), NOW - 300),
    );
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "active" });
    await deliver(
      rep.api,
      event("customer.subscription.deleted", subscription(rep, ids(rep), { status: "canceled", periodEnd }), NOW),
    );
    expect(await billing(rep)).toMatchObject({ tier: "starter", status: "canceled" });
  });

  test("an older event never overwrites newer state", async ({ newUser }) => {
    const rep = await newUser();
    const firstEnd = NOW + 5 * DAY;
    const secondEnd = firstEnd + 30 * DAY;
    const older = event(
      "customer.subscription.updated",
      subscription(rep, ids(rep), { status: "past_due", periodEnd: firstEnd }),
      NOW - 1000,
    );
    const newer = event(
      "customer.subscription.updated",
      subscription(rep, ids(rep), { status: "active", periodEnd: secondEnd }),
      NOW - 10,
    );
    await deliver(rep.api, newer);
    const late = await deliver(rep.api, older);
    expect(late.status()).toBe(200);
    expect((await late.json()).outcome).toBe("stale");
    expect(await billing(rep)).toMatchObject({
      tier: "pro",
      status: "active",
      currentPeriodEnd: new Date(secondEnd * 1000).toISOString(),
    });

    // Within one period, the later event wins; a deletion is final for its subscription.
    const deleted = event(
      "customer.subscription.deleted",
      subscription(rep, ids(rep), { status: "canceled", periodEnd: secondEnd }),
      NOW - 5,
    );
    await deliver(rep.api, deleted);
    const lateUpdate = event(
      "customer.subscription.updated",
      subscription(rep, ids(rep), { status: "active", periodEnd: secondEnd, cancelAtPeriodEnd: true }),
      NOW - 8,
    );
    expect((await (await deliver(rep.api, lateUpdate)).json()).outcome).toBe("stale");
    expect(await billing(rep)).toMatchObject({ tier: "pro", status: "canceled", cancelAtPeriodEnd: false });
  });

  test("an event for an unknown customer is acknowledged and changes no account", async ({ newUser }) => {
    const rep = await newUser();
    const stranger = {
      ...subscription(
        rep,
        { customer: "cus_nobody", subscription: "sub_nobody" },
        {
          status: "active",
          periodEnd: NOW + 30 * DAY,
        },
      ),
      metadata: {},
    };
    const response = await deliver(rep.api, event("customer.subscription.created", stranger));
    expect(response.status()).toBe(200);
    expect((await response.json()).outcome).toBe("ignored");
    expect(await billing(rep)).toMatchObject({ tier: "starter" });
  });
});

test("a failed payment keeps Pro for 7 days, then the account is on Starter until it is paid", async ({
  newUser,
  billingServer,
}) => {
  const inGrace = await newUser();
  const periodEnd = NOW + 10 * DAY;
  await deliver(
    inGrace.api,
    event(
      "customer.subscription.updated",
      subscription(inGrace, ids(inGrace), { status: "past_due", periodEnd }),
      NOW - 3 * DAY,
    ),
  );
  expect(await billing(inGrace)).toMatchObject({ tier: "pro", status: "past_due" });

  const lapsed = await newUser();
  await deliver(
    lapsed.api,
    event(
      "customer.subscription.updated",
      subscription(lapsed, ids(lapsed), { status: "past_due", periodEnd }),
      NOW - 8 * DAY,
    ),
  );
  expect(await billing(lapsed)).toMatchObject({ tier: "starter", status: "past_due" });

  // The scheduled job applies the same rule (nothing of the account in grace changes).
  const cron = await inGrace.api.get("/api/cron/billing", {
    headers: { authorization: `Bearer ${billingServer.cronSecret}` },
  });
  expect(cron.status()).toBe(200);
  expect(await cron.json()).toMatchObject({ job: "billing" });
  expect(await billing(inGrace)).toMatchObject({ tier: "pro", status: "past_due" });

  // Paid at last: Pro again.
  await deliver(
    lapsed.api,
    event(
      "customer.subscription.updated",
      subscription(lapsed, ids(lapsed), { status: "active", periodEnd }),
      NOW - 60,
    ),
  );
  expect(await billing(lapsed)).toMatchObject({ tier: "pro", status: "active" });
});
