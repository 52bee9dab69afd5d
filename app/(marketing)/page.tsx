import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing-page";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: { absolute: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}` },
  description: PRODUCT_TAGLINE,
});

/**
 * The landing page, prerendered at build and the same for everyone. A signed-in visitor never gets it: the proxy
 * serves them the dashboard at this address.
 */
export default function HomePage() {
  return <LandingPage />;
}
