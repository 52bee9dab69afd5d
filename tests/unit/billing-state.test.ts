// The ordering rule of card subscription states: a late event never replaces what a newer one said.
import { isStale, stateFromEvent, type IncomingState } from "@/lib/server/billing/state";

const at = (s: number) => new Date(s * 1000);
const stored = {
  stripeSubscriptionId: "sub_1",
  status: "active",
  currentPeriodEnd: at(2_000),
  subscriptionCreatedAt: at(100),
  stateEventAt: at(500),
};
const incoming = (fields: Partial<IncomingState>): IncomingState => ({
  subscriptionId: "sub_1",
  customerId: "cus_1",
  userIdHint: null,
  status: "active",
  currentPeriodEnd: at(2_000),
  subscriptionCreatedAt: at(100),
  eventAt: at(600),
  ...fields,
});

describe("isStale", () => {
  it("takes anything when nothing is stored", () => {
    expect(isStale({ ...stored, stripeSubscriptionId: null }, incoming({ eventAt: at(1) }))).toBe(false);
  });

  it("orders one subscription by period end, then by event time", () => {
    expect(isStale(stored, incoming({ currentPeriodEnd: at(1_000), eventAt: at(900) }))).toBe(true);
    expect(isStale(stored, incoming({ currentPeriodEnd: at(3_000), eventAt: at(400) }))).toBe(false);
    expect(isStale(stored, incoming({ eventAt: at(400) }))).toBe(true);
    expect(isStale(stored, incoming({ eventAt: at(700) }))).toBe(false);
  });

  it("keeps a canceled subscription canceled", () => {
    const canceled = { ...stored, status: "canceled" };
    expect(isStale(canceled, incoming({ status: "active", eventAt: at(900), currentPeriodEnd: at(9_000) }))).toBe(true);
    expect(isStale(stored, incoming({ status: "canceled", eventAt: at(400) }))).toBe(false);
  });

  it("lets a newer subscription replace an older one, never the reverse", () => {
    expect(isStale(stored, incoming({ subscriptionId: "sub_2", subscriptionCreatedAt: at(200) }))).toBe(false);
    expect(isStale(stored, incoming({ subscriptionId: "sub_0", subscriptionCreatedAt: at(50) }))).toBe(true);
    // An invoice of another subscription does not say when that one was created: it cannot win.
    expect(isStale(stored, incoming({ subscriptionId: "sub_0", subscriptionCreatedAt: null }))).toBe(true);
  });
});

describe("stateFromEvent", () => {
  it("reads the period from the subscription's item or, in older API versions, the subscription", () => {
    const base = { id: "sub_1", customer: "cus_1", status: "active", created: 100, metadata: { userId: "7" } };
    const onItem = stateFromEvent({
      type: "customer.subscription.updated",
      created: 600,
      data: {
        object: {
          ...base,
          items: { data: [{ current_period_end: 2_000, price: { recurring: { interval: "year" } } }] },
        },
      },
    });
    expect(onItem).toMatchObject({ currentPeriodEnd: at(2_000), interval: "year", userIdHint: 7, eventAt: at(600) });
    const onSubscription = stateFromEvent({
      type: "customer.subscription.updated",
      created: 600,
      data: { object: { ...base, current_period_end: 3_000, plan: { interval: "month" } } },
    });
    expect(onSubscription).toMatchObject({ currentPeriodEnd: at(3_000), interval: "month" });
  });

  it("ignores events it does not act on", () => {
    expect(stateFromEvent({ type: "customer.created", created: 1, data: { object: {} } })).toBeNull();
  });
});
