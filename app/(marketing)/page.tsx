import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing-page";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { plansWithProPrices } from "@/lib/plans";
import { proPrices } from "@/lib/server/billing/prices";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: { absolute: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}` },
  description: PRODUCT_TAGLINE,
});

/** Regenerated hourly, so prices changed in Stripe show within the hour. */
export const revalidate = 3600;

/**
 * The landing page, prerendered at build (and hourly, for Stripe's prices) and the same for everyone. A signed-in
 * visitor never gets it: the proxy serves them the dashboard at this address.
 */
export default async function HomePage() {
  return <LandingPage plans={plansWithProPrices(await proPrices())} />;
}
