import "server-only";
// The Pro Seller prices the pages show: read from the configured Stripe prices when card billing is on (so the page
// says what Checkout charges), else the list prices. A Stripe that does not answer quickly falls back to them too.
// The price ids are read at run time, and the answer is kept a few minutes (the cache list's "stripe-prices").
import { billingEnabled, env } from "@/lib/env";
import { formatPlanPrice, LIST_PRO_PRICES, type ProPrices } from "@/lib/billing-prices";
import { processCache } from "../cache";
import { stripeClient } from "./client";

const cache = processCache("stripe-prices");
const PRICE_TIMEOUT_MS = 3_000;

async function readPrices(): Promise<ProPrices> {
  const stripe = stripeClient();
  const config = env();
  const options = { timeout: PRICE_TIMEOUT_MS, maxNetworkRetries: 0 };
  const [monthly, yearly] = await Promise.all([
    stripe.prices.retrieve(config.STRIPE_PRICE_PRO_MONTHLY!, {}, options),
    stripe.prices.retrieve(config.STRIPE_PRICE_PRO_YEARLY!, {}, options),
  ]);
  if (monthly.unit_amount === null || yearly.unit_amount === null) return LIST_PRO_PRICES;
  return formatPlanPrice(
    { amount: monthly.unit_amount, currency: monthly.currency },
    { amount: yearly.unit_amount, currency: yearly.currency },
  );
}

/** Pro Seller's monthly and yearly prices as shown, and the yearly saving's label. */
export async function proPrices(): Promise<ProPrices> {
  if (!billingEnabled()) return LIST_PRO_PRICES;
  const key = `${env().STRIPE_PRICE_PRO_MONTHLY}|${env().STRIPE_PRICE_PRO_YEARLY}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const prices = await readPrices();
    cache.set(key, prices);
    return prices;
  } catch (error) {
    console.error(`Stripe prices unavailable, showing the list prices: ${(error as Error).message}`);
    return LIST_PRO_PRICES;
  }
}
