import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { Logo } from "@/components/layout/logo";
import { PortfolioPage } from "@/components/portfolio/portfolio-page";
import { getSessionUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Dashboard" };

/** Signed in: the portfolio. Signed out: the sign-in form, in place (spec routes table). */
export default async function DashboardPage() {
  const user = await getSessionUser();
  if (user) return <PortfolioPage user={toCurrentUser(user)} />;
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
      <Logo />
      <div className="w-full max-w-md">
        <SignInGate />
      </div>
    </main>
  );
}
