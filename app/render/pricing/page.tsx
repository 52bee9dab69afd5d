import type { Metadata } from "next";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { ClosingCallToAction } from "@/components/marketing/pricing/closing-call-to-action";
import { EnterpriseFeatures } from "@/components/marketing/pricing/enterprise-features";
import { Faq } from "@/components/marketing/pricing/faq";
import { PricingPlans } from "@/components/marketing/pricing/pricing-plans";
import { onlyOwnRender } from "@/lib/server/plain-page";
import { PRODUCT_NAME } from "@/lib/product";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Pricing",
  description: `${PRODUCT_NAME} plans: Starter free forever, Pro Seller for verified portfolios, Enterprise for sales teams.`,
};

/**
 * The pricing page's markup, for the server itself only: /pricing (app/(marketing)/pricing/route.ts) sends it as
 * plain HTML. The Pro button leads to sign-up, which the proxy turns into the upgrade page for a signed-in rep.
 */
export default async function PricingMarkup() {
  await onlyOwnRender();
  return (
    <MarketingShell>
      <PricingPlans />
      <EnterpriseFeatures />
      <Faq />
      <ClosingCallToAction />
    </MarketingShell>
  );
}
