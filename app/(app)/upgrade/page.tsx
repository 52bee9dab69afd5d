import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { Logo } from "@/components/layout/logo";
import { parseBillingPeriod } from "@/components/marketing/pricing-data";
import { UpgradeView } from "@/components/upgrade/upgrade-view";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { getSessionUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Upgrade" };

type UpgradePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Signed in: the current plan and the request for Pro Seller. Signed out: the sign-in form, like /dashboard. */
export default async function UpgradePage({ searchParams }: UpgradePageProps) {
  const user = await getSessionUser();
  if (!user) {
    return (
      <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
        <Logo />
        <div className="w-full max-w-md">
          <SignInGate />
        </div>
      </main>
    );
  }
  const { billing } = await searchParams;
  return (
    <UpgradeView
      user={toCurrentUser(user)}
      requests={await listUpgradeRequests(user.id)}
      billing={parseBillingPeriod(billing)}
    />
  );
}
