// A stand-in for the Stripe API endpoints the app calls, on a local port, checked as Stripe would check them: the
// secret key, form-encoded bodies with Stripe's bracket notation, idempotency keys (a repeated key answers the first
// result), known prices and customers, and the fields a subscription Checkout Session needs. It records every call.
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

export type StripeStub = {
  url: string;
  /** The STRIPE_* environment that points a server at this stub (the webhook secret is the caller's). */
  env(webhookSecret: string): Record<string, string>;
  calls: StubCall[];
  customers: Map<string, Params>;
  checkoutSessions: StubCheckoutSession[];
  portalSessions: { id: string; customer: string; returnUrl: string }[];
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
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } }));
}

export async function startStripeStub(): Promise<StripeStub> {
  const calls: StubCall[] = [];
  const customers = new Map<string, Params>();
  const checkoutSessions: StubCheckoutSession[] = [];
  const portalSessions: StripeStub["portalSessions"] = [];
  const idempotent = new Map<string, unknown>();
  const priceIds = new Set<string>(Object.values(STUB_PRICES).map((p) => p.id));
  let base = "";

  const handle = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const path = new URL(req.url ?? "/", base).pathname;
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
    const params = parseStripeForm(body);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
