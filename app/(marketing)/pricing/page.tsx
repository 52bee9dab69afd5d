import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { ClosingCallToAction } from "@/components/marketing/pricing/closing-call-to-action";
import { EnterpriseFeatures } from "@/components/marketing/pricing/enterprise-features";
import { Faq } from "@/components/marketing/pricing/faq";
import { PricingPlans } from "@/components/marketing/pricing/pricing-plans";
import { PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: "Pricing",
  description: `${PRODUCT_NAME} plans: Starter free forever, Pro Seller for verified portfolios, Enterprise for sales teams.`,
});

/**
 * The pricing page, prerendered at build. The Pro button leads to sign-up, which the proxy turns into the upgrade
 * page for a signed-in rep.
 */
export default function PricingPage() {
  return (
    <>
      <PricingPlans />
      <EnterpriseFeatures />
      <Faq />
      <ClosingCallToAction />
    </>
  );
}
