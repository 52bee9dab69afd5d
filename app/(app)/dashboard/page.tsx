import { HydrationBoundary } from "@tanstack/react-query";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { dashboardState } from "@/lib/server/page-data";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Dashboard");

/**
 * The rep's portfolio (signed out, the layout answers 401 with the sign-in form here). Its lists are read here, on
 * the server, and handed to the page's query cache: the first render has them and the browser fetches none of them.
 */
export default async function DashboardPage() {
  const user = await pageUser();
  return (
    <HydrationBoundary state={await dashboardState(user)}>
      <PortfolioPage user={toCurrentUser(user)} />
    </HydrationBoundary>
  );
}
