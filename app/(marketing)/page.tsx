import type { Metadata } from "next";
import { connection } from "next/server";
import { LandingPage } from "@/components/marketing/landing-page";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { plansWithProPrices } from "@/lib/pricing";
import { proPrices } from "@/lib/server/billing/prices";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: { absolute: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}` },
  description: PRODUCT_TAGLINE,
});

/**
 * The landing page, the same for everyone, rendered per request (`connection()`) so its prices are the running
 * deployment's, not the build's. A signed-in
 * visitor never gets it: the proxy serves them the dashboard at this address.
 */
export default async function HomePage() {
  await connection();
  return <LandingPage plans={plansWithProPrices(await proPrices())} />;
}
