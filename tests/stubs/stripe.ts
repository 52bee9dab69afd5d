// A stand-in for the Stripe API endpoints the app calls, on a local port, checked as Stripe would check them: the
// secret key, form-encoded bodies with Stripe's bracket notation, idempotency keys (a repeated key answers the first
// result), known prices and customers, and the fields a subscription Checkout Session needs. It records every call.
// Subscriptions a test made with `addSubscription` (as a completed Checkout leaves them: the card it took as their
// default payment method) are served with `expand[]=default_payment_method`, and updated (`trial_end=now` ends the
// trial: the subscription is active from then on).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const STUB_SECRET_KEY = "sk_test_quotaproofstub";
export const STUB_PRICES = {
  month: { id: "price_test_pro_monthly", unit_amount: 499, currency: "usd" },
  year: { id: "price_test_pro_yearly", unit_amount: 3999, currency: "usd" },
} as const;

type Params = { [key: string]: string | Params | Params[] | string[] };
export type StubCall = { method: string; path: string; params: Params; idempotencyKey: string | null };
export type StubCheckoutSession = { id: string; url: string; params: Params };
export type StubSubscription = {
  id: string;
  customer: string;
  status: string;
  trialEnd: number | null;
  /** The PaymentMethod's id (pm_...), or null when the checkout took no card. */
  defaultPaymentMethod: string | null;
  /** The parameters of each update call, in order. */
  updates: Params[];
};

export type StripeStub = {
  url: string;
  /** The STRIPE_* environment that points a server at this stub (the webhook secret is the caller's). */
  env(webhookSecret: string): Record<string, string>;
  calls: StubCall[];
  customers: Map<string, Params>;
  checkoutSessions: StubCheckoutSession[];
  portalSessions: { id: string; customer: string; returnUrl: string }[];
  subscriptions: Map<string, StubSubscription>;
  /** Card PaymentMethods by id: their fingerprint names the card number, the same for every PaymentMethod of it. */
  paymentMethods: Map<string, { fingerprint: string }>;
  /** A subscription as a completed Checkout leaves it (trialing by default), paid by a new PaymentMethod of the card. */
  addSubscription(input: { customer: string; status?: string; trialEnd?: number | null; card?: string | null }): string;
  close(): Promise<void>;
};

/** Parses `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe reads its form bodies. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Params = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? ([] as unknown as Params) : {};
      node = node[part] as Params;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

function stripeError(res: http.ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { "content-type": "application/json" });
  const code = status === 404 ? { code: "resource_missing" } : {};
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, ...code, ...(param ? { param } : {}) } }));
}

/** The `expand` list of a request (`expand[0]=a&expand[1]=b`, or `expand[]=a`). */
function expandList(params: Params): string[] {
  const expand = params.expand as unknown;
  if (Array.isArray(expand)) return expand.map(String);
  if (expand && typeof expand === "object") return Object.values(expand as Record<string, string>).map(String);
  return typeof expand === "string" ? [expand] : [];
}

export async function startStripeStub(): Promise<StripeStub> {
  const calls: StubCall[] = [];
  const customers = new Map<string, Params>();
  const checkoutSessions: StubCheckoutSession[] = [];
  const portalSessions: StripeStub["portalSessions"] = [];
  const subscriptions = new Map<string, StubSubscription>();
  const paymentMethods = new Map<string, { fingerprint: string }>();
  const idempotent = new Map<string, unknown>();
  const priceIds = new Set<string>(Object.values(STUB_PRICES).map((p) => p.id));
  let base = "";

  const handle = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    // The pages a browser is sent to.
    if (path.startsWith("/checkout/") || path.startsWith("/portal/")) {
      const title = path.startsWith("/checkout/") ? "Stripe Checkout (stub)" : "Stripe billing portal (stub)";
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
      return;
    }
    if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
      return stripeError(res, 401, "Invalid API Key provided");
    }
    // The SDK sends a GET's parameters (expand) in the query string, a POST's in the body.
    const params = parseStripeForm(req.method === "GET" ? url.search.slice(1) : body);
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    calls.push({ method: req.method ?? "", path, params, idempotencyKey });
    const reply = (value: unknown) => {
      if (idempotencyKey) idempotent.set(`${path}|${idempotencyKey}`, value);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (idempotencyKey && idempotent.has(`${path}|${idempotencyKey}`)) {
      return reply(idempotent.get(`${path}|${idempotencyKey}`));
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (req.method === "GET" && price) {
      const found = Object.values(STUB_PRICES).find((p) => p.id === price[1]);
      if (!found) return stripeError(res, 404, `No such price: '${price[1]}'`, "id");
      const interval = found === STUB_PRICES.year ? "year" : "month";
      return reply({ object: "price", ...found, recurring: { interval }, active: true });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return stripeError(res, 404, `No such subscription: '${subscriptionPath[1]}'`, "id");
      if (req.method === "POST") {
        const trialEnd = params.trial_end;
        if (trialEnd !== undefined) {
          if (trialEnd !== "now" && !/^\d+$/.test(String(trialEnd))) {
            return stripeError(res, 400, "trial_end must be 'now' or a timestamp", "trial_end");
          }
          if (trialEnd === "now") {
            subscription.trialEnd = Math.floor(Date.now() / 1000);
            subscription.status = "active";
          } else subscription.trialEnd = Number(trialEnd);
        }
        subscription.updates.push(params);
      } else if (req.method !== "GET") {
        return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
      }
      const pm = subscription.defaultPaymentMethod;
      const card = pm ? paymentMethods.get(pm) : undefined;
      const expanded =
        pm && card && expandList(params).includes("default_payment_method")
          ? {
              id: pm,
              object: "payment_method",
              type: "card",
              card: { brand: "visa", last4: "4242", fingerprint: card.fingerprint },
            }
          : pm;
      return reply({
        id: subscription.id,
        object: "subscription",
        customer: subscription.customer,
        status: subscription.status,
        trial_end: subscription.trialEnd,
        default_payment_method: expanded,
      });
    }
    if (req.method !== "POST") return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    if (path === "/v1/customers") {
      if (typeof params.email !== "string") return stripeError(res, 400, "Missing email", "email");
      const customer = id("cus");
      customers.set(customer, params);
      return reply({ id: customer, object: "customer", email: params.email });
    }
    if (path === "/v1/checkout/sessions") {
      const items = params.line_items as unknown as Params[] | undefined;
      const urls = typeof params.success_url === "string" && typeof params.cancel_url === "string";
      if (params.mode !== "subscription") return stripeError(res, 400, "mode must be subscription", "mode");
      if (typeof params.customer !== "string" || !customers.has(params.customer)) {
        return stripeError(res, 400, `No such customer: '${String(params.customer)}'`, "customer");
      }
      if (!items || items.length !== 1 || !priceIds.has(String(items[0]!.price)) || items[0]!.quantity !== "1") {
        return stripeError(res, 400, "line_items must be one known price, quantity 1", "line_items");
      }
      if (!urls) return stripeError(res, 400, "success_url and cancel_url are required", "success_url");
      const session = id("cs_test");
      const url = `${base}/checkout/${session}`;
      checkoutSessions.push({ id: session, url, params });
      return reply({ id: session, object: "checkout.session", mode: "subscription", customer: params.customer, url });
    }
    if (path === "/v1/billing_portal/sessions") {
      if (typeof params.customer !== "string" || !customers.has(params.customer)) {
        return stripeError(res, 400, `No such customer: '${String(params.customer)}'`, "customer");
      }
      const session = id("bps");
      portalSessions.push({ id: session, customer: params.customer, returnUrl: String(params.return_url ?? "") });
      return reply({ id: session, object: "billing_portal.session", url: `${base}/portal/${session}` });
    }
    return stripeError(res, 404, `Unrecognized request URL (POST: ${path})`);
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: (webhookSecret) => ({
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO_MONTHLY: STUB_PRICES.month.id,
      STRIPE_PRICE_PRO_YEARLY: STUB_PRICES.year.id,
      STRIPE_API_URL: base,
    }),
    calls,
    customers,
    checkoutSessions,
    portalSessions,
    subscriptions,
    paymentMethods,
    addSubscription({ customer, status = "trialing", trialEnd, card = null }) {
      const subscription = id("sub");
      const pm = card === null ? null : id("pm");
      if (pm && card) paymentMethods.set(pm, { fingerprint: card });
      const end =
        trialEnd === undefined
          ? status === "trialing"
            ? Math.floor(Date.now() / 1000) + 14 * 86_400
            : null
          : trialEnd;
      subscriptions.set(subscription, {
        id: subscription,
        customer,
        status,
        trialEnd: end,
        defaultPaymentMethod: pm,
        updates: [],
      });
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
