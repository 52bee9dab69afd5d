import type { Metadata } from "next";
import { BillingView } from "@/components/billing/billing-view";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { pageUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Plan & Billing" };

export default async function BillingPage() {
  const user = await pageUser();
  return <BillingView user={toCurrentUser(user)} requests={await listUpgradeRequests(user.id)} />;
}
