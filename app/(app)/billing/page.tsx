import { BillingView } from "@/components/billing/billing-view";
import { getBillingSummary } from "@/lib/server/data/billing";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Plan & Billing");

type BillingPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BillingPage({ searchParams }: BillingPageProps) {
  const user = await pageUser();
  const summary = await getBillingSummary(user.id);
  const { checkout } = await searchParams;
  const card = summary.enabled ? { summary, checkout: typeof checkout === "string" ? checkout : null } : undefined;
  return <BillingView user={toCurrentUser(user)} requests={await listUpgradeRequests(user.id)} card={card} />;
}
