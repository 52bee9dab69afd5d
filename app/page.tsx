import { LandingPage } from "@/components/marketing/landing-page";
import { MarketingShell } from "@/components/marketing/marketing-shell";

/**
 * The landing page, prerendered. A signed-in visitor never sees it: the proxy serves them the dashboard at this
 * address (the one full portfolio page).
 */
export default function HomePage() {
  return (
    <MarketingShell>
      <LandingPage />
    </MarketingShell>
  );
}
