// The landing and pricing pages as whole documents (StaticDocument): what they say, their titles and their
// descriptions. components/documents/render.tsx renders them; the prices come from the running deployment.
import { BILLING_TOGGLE_SCRIPT } from "@/components/marketing/billing-toggle";
import { LandingPage } from "@/components/marketing/landing-page";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { marketingTitle, type MarketingPage } from "@/components/marketing/marketing-metadata";
import { ClosingCallToAction } from "@/components/marketing/pricing/closing-call-to-action";
import { EnterpriseFeatures } from "@/components/marketing/pricing/enterprise-features";
import { Faq } from "@/components/marketing/pricing/faq";
import { PricingPlans } from "@/components/marketing/pricing/pricing-plans";
import { StaticDocument, type DocumentMeta, type Inlined } from "@/components/documents/static-document";
import type { ProPrices } from "@/lib/billing-prices";
import { plansWithProPrices } from "@/lib/pricing";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";

type PublicPageProps = Inlined & { prices: ProPrices };

/** A marketing page's head: its title and description, also as its preview card (as marketingMetadata says). */
function marketingMeta({ title, description }: MarketingPage): DocumentMeta {
  return { title: marketingTitle(title), description, card: { type: "website", twitter: "summary" } };
}

export function LandingDocument({ prices, ...inlined }: PublicPageProps) {
  const meta = marketingMeta({
    title: { absolute: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}` },
    description: PRODUCT_TAGLINE,
  });
  return (
    <StaticDocument meta={meta} {...inlined}>
      <MarketingShell>
        <LandingPage plans={plansWithProPrices(prices)} />
      </MarketingShell>
    </StaticDocument>
  );
}

export function PricingDocument({ prices, ...inlined }: PublicPageProps) {
  const meta = marketingMeta({
    title: "Pricing",
    description: `${PRODUCT_NAME} plans: Starter free forever, Pro Seller for verified portfolios, Enterprise for sales teams.`,
  });
  return (
    <StaticDocument meta={meta} {...inlined} script={BILLING_TOGGLE_SCRIPT}>
      <MarketingShell>
        <PricingPlans prices={prices} />
        <EnterpriseFeatures />
        <Faq />
        <ClosingCallToAction />
      </MarketingShell>
    </StaticDocument>
  );
}
