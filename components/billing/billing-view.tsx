"use client";
// Plan & Billing: the rep's plan and what it includes, and either the card subscription (with Stripe billing on) or
// the state of an upgrade request and the way back to Starter (upgrades approved by an administrator).
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { AccountPage } from "@/components/layout/account-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callApi } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import type { CurrentUser } from "@/lib/types";
import { toastMutationError } from "@/lib/mutation-toast";
import { PLANS } from "@/lib/plans";
import type { BillingSummary } from "@/lib/server/data/billing";
import { openRequestOf, type UpgradeRequestView } from "@/lib/validators/upgrade-request";
import { CardSubscription } from "./card-subscription";

const DOWNGRADE_CONFIRM =
  "Move to the Starter plan? Nothing is deleted: items past Starter's limits stay, read-only, and your shared pages show the Unverified watermark.";

function limitText(limit: number | null, one: string, many: string): string {
  return limit === null ? `Unlimited ${many}` : `${limit} ${limit === 1 ? one : many}`;
}

type BillingViewProps = {
  user: CurrentUser;
  requests: UpgradeRequestView[];
  /** Card billing through Stripe, when the server has it; `checkout` is how Checkout sent the rep back. */
  card?: { summary: BillingSummary; checkout: string | null };
};

export function BillingView({ user, requests, card }: BillingViewProps) {
  const router = useRouter();
  const plan = PLANS[user.subscriptionTier];
  const open = openRequestOf(requests);
  const downgrade = useMutation({
    mutationFn: () => callApi("POST /api/subscription/downgrade"),
    onSuccess: () => {
      toast.success("Plan changed", { description: "You are on the Starter plan. Your content is all still here." });
      router.refresh();
    },
    onError: (error) => toastMutationError("Error", "Failed to change your plan. Please try again.", error),
  });
  const included = [
    limitText(plan.limits.experiences, "experience entry", "experience entries"),
    limitText(plan.limits.references, "reference", "references"),
    limitText(plan.limits.executiveCircle, "executive circle contact", "executive circle contacts"),
    limitText(plan.limits.dealHighlights, "deal win story", "deal win stories"),
    limitText(plan.liveShareLinks, "live share link", "live share links"),
    plan.exports ? "PDF, PowerPoint and Google Slides export" : "No file exports",
    plan.verifiedBadge ? "Verified badges on shared pages" : "Shared pages carry the Unverified watermark",
    plan.insights ? "Insights and the LinkedIn badge" : "No Insights or LinkedIn badge",
  ];

  return (
    <AccountPage user={user} title="Plan & Billing">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
            Current plan: {plan.name}
            {user.subscriptionStatus !== "active" ? <Badge variant="secondary">{user.subscriptionStatus}</Badge> : null}
          </CardTitle>
          <CardDescription>
            {card
              ? "Pro Seller is billed by card through Stripe."
              : "Upgrades are approved by an administrator. No card is charged yet."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-1 text-sm" aria-label={`${plan.name} includes`}>
            {included.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {card ? (
            <CardSubscription initial={card.summary} checkout={card.checkout} />
          ) : plan.tier === "starter" ? (
            open ? (
              <p className="text-sm" role="status">
                Upgrade requested on {formatDate(open.createdAt)} for {PLANS[open.tier].name}: an administrator will
                switch your plan and e-mail you.
              </p>
            ) : (
              <Button asChild className="justify-self-start">
                <Link href="/upgrade">Upgrade to Pro Seller</Link>
              </Button>
            )
          ) : (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={downgrade.isPending}
              onClick={() => {
                if (window.confirm(DOWNGRADE_CONFIRM)) downgrade.mutate();
              }}
            >
              {downgrade.isPending ? "Changing..." : "Downgrade to Starter"}
            </Button>
          )}
        </CardContent>
      </Card>
      {requests.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Upgrade requests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1 text-sm">
              {requests.map((r) => (
                <li key={r.id}>
                  {formatDate(r.createdAt)}: {PLANS[r.tier].name}, {r.isAnnualBilling ? "annual" : "monthly"} billing ·{" "}
                  {r.status}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </AccountPage>
  );
}
