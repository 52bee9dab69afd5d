import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { BillingView } from "@/components/billing/billing-view";
import { Logo } from "@/components/layout/logo";
import { listUpgradeRequests } from "@/lib/server/data/upgrade-requests";
import { getSessionUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Plan & Billing" };

export default async function BillingPage() {
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
  return <BillingView user={toCurrentUser(user)} requests={await listUpgradeRequests(user.id)} />;
}
