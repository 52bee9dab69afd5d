// Prices set at run time: one build, started with Stripe price ids of its environment, shows that environment's
// prices on the landing and pricing pages at once, not the build's (the build here has no Stripe settings at all,
// so a page kept from it would show the list prices). A small Stripe stand-in answers the two prices in euros.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "./helpers";
import { productionBuildProblem } from "./production-build";
import { startConfiguredServer, stopServer, type ServerProcess } from "./server-process";

const PRICES: Record<string, { unit_amount: number; currency: string }> = {
  price_env_monthly: { unit_amount: 1299, currency: "eur" },
  price_env_yearly: { unit_amount: 9900, currency: "eur" },
};

test.skip(!!process.env.E2E_BASE_URL, "starts a server of its own on this checkout's build");
test.skip(!!process.env.DATABASE_URL, "the server uses an embedded database folder of its own");
test.skip(!!productionBuildProblem(), productionBuildProblem() ?? "");
test.describe.configure({ mode: "default" });

let stripe: http.Server | undefined;
let server: ServerProcess | undefined;
const priceReads: string[] = [];
const dir = path.join(".data", `test-pricing-${process.pid}-${Date.now().toString(36)}`);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = http.createServer((req, res) => {
    const id = /^\/v1\/prices\/([^/?]+)/.exec(req.url ?? "")?.[1] ?? "";
    priceReads.push(id);
    const price = PRICES[id];
    res.writeHead(price ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(price ? { id, object: "price", ...price } : { error: { message: "No such price" } }));
  });
  await new Promise<void>((resolve) => stripe!.listen(0, "127.0.0.1", resolve));
  const stripeUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
  server = await startConfiguredServer(dir, {
    STRIPE_SECRET_KEY: "sk_test_runtimeprices",
    STRIPE_WEBHOOK_SECRET: "whsec_runtimeprices",
    STRIPE_PRICE_PRO_MONTHLY: "price_env_monthly",
    STRIPE_PRICE_PRO_YEARLY: "price_env_yearly",
    STRIPE_API_URL: stripeUrl,
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGTERM");
  await new Promise<void>((resolve) => (stripe ? stripe.close(() => resolve()) : resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test("the pricing and landing pages show the running environment's Stripe prices, read once for both", async ({
  request,
}) => {
  for (const page of ["/pricing", "/"]) {
    const response = await request.get(`${server!.url}${page}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect({ page, monthly: html.includes("€12.99"), yearly: html.includes("€99") }).toEqual({
      page,
      monthly: true,
      yearly: true,
    });
  }
  // The second page came from the short cache of prices: each price was read from Stripe once.
  expect(priceReads.sort()).toEqual(["price_env_monthly", "price_env_yearly"]);
});
