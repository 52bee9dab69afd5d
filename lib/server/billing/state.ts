import "server-only";
// What a webhook event says about a subscription, read from the event's own payload (no call back to Stripe), and
// the rule that orders two such states so that an event delivered late never overwrites a newer one.

/** A subscription's state as one event carries it; fields an event does not carry are undefined. */
export type IncomingState = {
  subscriptionId: string | null;
  customerId: string | null;
  /** The account the event names itself (checkout's client_reference_id, the subscription's metadata). */
  userIdHint: number | null;
  status?: string;
  interval?: string | null;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: Date | null;
  /** When the subscription was created (orders two different subscriptions of one account). */
  subscriptionCreatedAt: Date | null;
  /** When the event was created. */
  eventAt: Date;
};

/** The stored state's ordering fields. */
export type StoredOrder = {
  stripeSubscriptionId: string | null;
  status: string | null;
  currentPeriodEnd: Date | null;
  subscriptionCreatedAt: Date | null;
  stateEventAt: Date | null;
};

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
/** An id field that is either the id or the expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const time = (v: unknown): Date | null => (typeof v === "number" && Number.isFinite(v) ? new Date(v * 1000) : null);
function userIdOf(v: unknown): number | null {
  const s = str(v);
  return s && /^\d{1,10}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

function subscriptionState(sub: Obj, eventAt: Date): IncomingState {
  const items = (obj(sub.items).data as unknown[] | undefined) ?? [];
  const item = obj(items[0]);
  const price = obj(item.price);
  // Newer API versions carry the period on the subscription's items, older ones on the subscription.
  const periodEnd = time(item.current_period_end) ?? time(sub.current_period_end);
  return {
    subscriptionId: str(sub.id),
    customerId: idOf(sub.customer),
    userIdHint: userIdOf(obj(sub.metadata).userId),
    status: str(sub.status) ?? undefined,
    interval: str(obj(price.recurring).interval) ?? str(obj(obj(sub.plan)).interval),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true || time(sub.cancel_at) !== null,
    trialEnd: time(sub.trial_end),
    subscriptionCreatedAt: time(sub.created),
    eventAt,
  };
}

function invoiceState(invoice: Obj, paid: boolean, eventAt: Date): IncomingState {
  const details = obj(obj(invoice.parent).subscription_details);
  const lines = (obj(invoice.lines).data as unknown[] | undefined) ?? [];
  const periodEnds = lines.map((l) => time(obj(obj(l).period).end)).filter((d): d is Date => d !== null);
  return {
    subscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    customerId: idOf(invoice.customer),
    userIdHint: userIdOf(obj(details.metadata).userId),
    status: paid ? "active" : "past_due",
    currentPeriodEnd: periodEnds.length ? new Date(Math.max(...periodEnds.map((d) => d.getTime()))) : undefined,
    subscriptionCreatedAt: null,
    eventAt,
  };
}

function checkoutState(session: Obj, eventAt: Date): IncomingState | null {
  if (session.mode !== "subscription") return null;
  const paid = session.payment_status === "paid";
  const noPayment = session.payment_status === "no_payment_required";
  return {
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    userIdHint: userIdOf(session.client_reference_id) ?? userIdOf(obj(session.metadata).userId),
    // A trial starts without a payment; the subscription events that follow carry the exact status.
    status: paid ? "active" : noPayment ? "trialing" : undefined,
    subscriptionCreatedAt: time(session.created),
    eventAt,
  };
}

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** The state an event carries, or null for an event this app does not act on. */
export function stateFromEvent(event: { type: string; created: number; data: { object: unknown } }) {
  const eventAt = time(event.created) ?? new Date();
  const object = obj(event.data.object);
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutState(object, eventAt);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionState(object, eventAt);
    case "invoice.paid":
      return invoiceState(object, true, eventAt);
    case "invoice.payment_failed":
      return invoiceState(object, false, eventAt);
    default:
      return null;
  }
}

const ms = (d: Date | null | undefined) => (d ? d.getTime() : -Infinity);

/**
 * Whether the incoming state is older than the stored one and must not replace it. Another subscription wins only
 * when it was created later; within one subscription, "canceled" is final, a later period is newer, and within a
 * period the later event is.
 */
export function isStale(stored: StoredOrder, incoming: IncomingState): boolean {
  if (!stored.stripeSubscriptionId) return false;
  if (incoming.subscriptionId !== stored.stripeSubscriptionId) {
    if (!incoming.subscriptionCreatedAt || !stored.subscriptionCreatedAt) return !!stored.subscriptionCreatedAt;
    return incoming.subscriptionCreatedAt.getTime() < stored.subscriptionCreatedAt.getTime();
  }
  if (stored.status === "canceled" && incoming.status !== "canceled") return true;
  if (incoming.status === "canceled" && stored.status !== "canceled") return false;
  if (incoming.currentPeriodEnd !== undefined) {
    const diff = ms(incoming.currentPeriodEnd) - ms(stored.currentPeriodEnd);
    if (diff !== 0) return diff < 0;
  }
  return incoming.eventAt.getTime() < ms(stored.stateEventAt);
}
