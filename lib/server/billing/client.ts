import "server-only";
// The Stripe SDK, configured from the environment. STRIPE_API_URL points it at a local stub in tests.
import Stripe from "stripe";
import { billingEnabled, env } from "@/lib/env";
import { ApiError } from "../errors";

let cached: { key: string; client: Stripe } | undefined;

/** The Stripe client; 404 when billing is not configured (the billing calls do not exist then). */
export function stripeClient(): Stripe {
  const config = env();
  if (!billingEnabled(config)) throw new ApiError("not_found", "Card billing is not set up on this server");
  const key = `${config.STRIPE_SECRET_KEY}|${config.STRIPE_API_URL ?? ""}`;
  if (cached?.key === key) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    options.host = url.hostname;
    options.protocol = url.protocol === "http:" ? "http" : "https";
    options.port = url.port ? Number(url.port) : url.protocol === "http:" ? 80 : 443;
  }
  cached = { key, client: new Stripe(config.STRIPE_SECRET_KEY!, options) };
  return cached.client;
}
