import { parseBillingPeriod } from "@/lib/pricing";
import { UpgradeView } from "@/components/upgrade/upgrade-view";
import { proPrices } from "@/lib/server/billing/prices";
import { getBillingSummary } from "@/lib/server/data/billing";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Upgrade");

type UpgradePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Signed in: the current plan and the way to Pro Seller (Stripe Checkout with card billing on, `?checkout=1` opening
 * it at once; else a request to an administrator). Signed out: the sign-in form (the layout's gate).
 */
export default async function UpgradePage({ searchParams }: UpgradePageProps) {
  const user = await pageUser();
  const { billing, checkout } = await searchParams;
  const summary = await getBillingSummary(user.id);
  const card = summary.enabled
    ? { prices: await proPrices(), trialAvailable: summary.trialAvailable, autoStart: checkout === "1" }
    : undefined;
  return (
    <UpgradeView
      user={toCurrentUser(user)}
      requests={await listUpgradeRequests(user.id)}
      billing={parseBillingPeriod(billing)}
      card={card}
    />
  );
}
