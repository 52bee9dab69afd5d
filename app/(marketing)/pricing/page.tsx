import type { Metadata } from "next";
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

/** Regenerated hourly, so prices changed in Stripe show within the hour. */
export const revalidate = 3600;

/**
 * The pricing page, prerendered at build and regenerated hourly, with Pro Seller at Stripe's configured prices when
 * card billing is on. The Pro button leads to sign-up, which the proxy turns into the upgrade page (and checkout) for
 * a signed-in rep.
 */
export default async function PricingPage() {
  return (
    <>
      <PricingPlans prices={await proPrices()} />
      <EnterpriseFeatures />
      <Faq />
      <ClosingCallToAction />
    </>
  );
}
