import Link from "next/link";
import { InsightsView } from "@/components/insights/insights-view";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { planFeatureMessage } from "@/lib/plans";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Insights");

/** Pro: the Insights view. Starter: what Insights are and the way to Pro. */
export default async function InsightsPage() {
  const user = await pageUser();
  const locked = planFeatureMessage(user.subscriptionTier, "insights");
  if (locked) {
    return (
      <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
        <Logo />
        <div className="grid w-full max-w-md gap-4">
          <h1 className="text-2xl font-semibold tracking-tight">Insights</h1>
          <p className="text-muted-foreground">{locked}</p>
          <Button asChild>
            <Link href="/upgrade">Upgrade to Pro Seller</Link>
          </Button>
        </div>
      </main>
    );
  }
  return <InsightsView user={toCurrentUser(user)} />;
}
