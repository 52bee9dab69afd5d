import type { Metadata } from "next";
import { connection } from "next/server";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { ClosingCallToAction } from "@/components/marketing/pricing/closing-call-to-action";
import { EnterpriseFeatures } from "@/components/marketing/pricing/enterprise-features";
import { Faq } from "@/components/marketing/pricing/faq";
import { PricingPlans } from "@/components/marketing/pricing/pricing-plans";
import { proPrices } from "@/lib/server/billing/prices";
import { PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: "Pricing",
  description: `${PRODUCT_NAME} plans: Starter free forever, Pro Seller for verified portfolios, Enterprise for sales teams.`,
});

/**
 * The pricing page, with Pro Seller at the running deployment's Stripe prices when card billing is on. It renders per
 * request (`connection()`), never from the build: one build runs in environments configured with different prices,
 * and the prices themselves come from a short cache (see the cache list). The Pro button leads to sign-up, which the proxy turns into the upgrade page (and checkout) for
 * a signed-in rep.
 */
export default async function PricingPage() {
  await connection();
  return (
    <>
      <PricingPlans prices={await proPrices()} />
      <EnterpriseFeatures />
      <Faq />
      <ClosingCallToAction />
    </>
  );
}
