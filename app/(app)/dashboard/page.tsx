import type { Metadata } from "next";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { pageUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Dashboard" };

/** The rep's portfolio (signed out, the layout shows the sign-in form here). */
export default async function DashboardPage() {
  return <PortfolioPage user={toCurrentUser(await pageUser())} />;
}
