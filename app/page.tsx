import { LandingPage } from "@/components/marketing/landing-page";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { getSessionUser, toCurrentUser } from "@/lib/server/session";

/** Signed in: the portfolio. Signed out: the landing page. */
export default async function HomePage() {
  const user = await getSessionUser();
  if (user) return <PortfolioPage user={toCurrentUser(user)} />;
  return (
    <MarketingShell>
      <LandingPage />
    </MarketingShell>
  );
}
