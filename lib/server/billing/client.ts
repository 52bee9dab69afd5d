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

/**
 * Runs a Stripe call, turning its failures into a clear 502 (Stripe down, refused our key, a price that does not
 * exist) instead of a 500; the details go to the server log without the request's secrets.
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    console.error(`Stripe call failed: ${error.type} ${error.statusCode ?? ""} ${error.code ?? ""}`.trim());
    const message =
      error.type === "StripeConnectionError"
        ? "Could not reach Stripe. Please try again in a moment."
        : "Stripe could not handle this request. Please try again later.";
    throw new ApiError("billing_error", message);
  }
}
