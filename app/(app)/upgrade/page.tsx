import type { Metadata } from "next";
import { parseBillingPeriod } from "@/components/marketing/pricing-data";
import { UpgradeView } from "@/components/upgrade/upgrade-view";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { pageUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Upgrade" };

type UpgradePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Signed in: the current plan and the request for Pro Seller. Signed out: the sign-in form (the layout's gate). */
export default async function UpgradePage({ searchParams }: UpgradePageProps) {
  const user = await pageUser();
  const { billing } = await searchParams;
  return (
    <UpgradeView
      user={toCurrentUser(user)}
      requests={await listUpgradeRequests(user.id)}
      billing={parseBillingPeriod(billing)}
    />
  );
}
