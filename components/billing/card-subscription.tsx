"use client";
// Plan & Billing with card billing on: the subscription as Stripe's events left it (status, period, trial,
// cancellation) and the way to Stripe's billing portal. Back from Checkout, it waits for the webhook to switch the plan.
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { toastMutationError } from "@/lib/mutation-toast";
import type { BillingSummary } from "@/lib/server/data/billing";
import { billingKeys } from "@/lib/api/keys";

/** How long the page waits for Stripe's webhook after a completed checkout before it stops asking. */
const CHECKOUT_WAIT_MS = 60_000;

function statusLine(billing: BillingSummary): string | null {
  const interval =
    billing.interval === "year" ? "Annual billing" : billing.interval === "month" ? "Monthly billing" : null;
  const end = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : null;
  const parts: string[] = interval ? [interval] : [];
  if (billing.status === "trialing" && billing.trialEnd) parts.push(`free trial until ${formatDate(billing.trialEnd)}`);
  else if (billing.status === "canceled" && end) parts.push(`cancelled: Pro Seller until ${end}`);
  else if (billing.cancelAtPeriodEnd && end) parts.push(`cancelled: ends on ${end}`);
  else if (billing.status !== "past_due" && end) parts.push(`renews on ${end}`);
  return parts.length ? parts.join(" · ") : null;
}

export function CardSubscription({ initial, checkout }: { initial: BillingSummary; checkout: string | null }) {
  const [startedAt] = useState(() => Date.now());
  const { data: billing = initial } = useQuery<BillingSummary>({
    queryKey: billingKeys.summary(),
    initialData: initial,
    // Back from a completed checkout the plan changes when Stripe's event arrives: ask again until it has.
    refetchInterval: (query) =>
      checkout === "success" && query.state.data?.tier === "starter" && Date.now() - startedAt < CHECKOUT_WAIT_MS
        ? 2_000
        : false,
  });
  const portal = useMutation({
    mutationFn: () => callApi("POST /api/billing/portal"),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toastMutationError("Billing portal", "Could not open the billing portal. Please try again.", error),
  });
  const line = statusLine(billing);
  const waiting = checkout === "success" && billing.tier === "starter";
  return (
    <div className="grid gap-4">
      {waiting ? (
        <Alert role="status" variant="success">
          <AlertTitle>Thank you: your subscription is being set up</AlertTitle>
          <AlertDescription>
            Your plan switches to Pro Seller as soon as Stripe confirms it, usually within seconds.
          </AlertDescription>
        </Alert>
      ) : null}
      {checkout === "canceled" && billing.tier === "starter" ? (
        <Alert role="status">
          <AlertTitle>Checkout cancelled</AlertTitle>
          <AlertDescription>Nothing was charged. You can upgrade whenever you are ready.</AlertDescription>
        </Alert>
      ) : null}
      {billing.status === "past_due" ? (
        <Alert role="alert" variant="warning">
          <AlertTitle>Your last payment failed</AlertTitle>
          <AlertDescription>
            Update your card in the billing portal. Pro Seller stays on for 7 days after a failed payment; after that
            your account moves to Starter (read-only past its limits) until the payment goes through.
          </AlertDescription>
        </Alert>
      ) : null}
      {line ? (
        <p className="text-sm" data-testid="subscription-status">
          {line}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {billing.tier === "starter" ? (
          <Button asChild>
            <Link href="/upgrade">Upgrade to Pro Seller</Link>
          </Button>
        ) : null}
        {billing.portalAvailable ? (
          <Button variant="outline" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
            {portal.isPending || portal.isSuccess ? "Opening billing portal..." : "Manage billing"}
          </Button>
        ) : null}
      </div>
      {billing.portalAvailable ? (
        <p className="text-xs text-muted-foreground">
          Change plan or card, cancel, and download receipts and invoices in Stripe&apos;s billing portal.
        </p>
      ) : null}
    </div>
  );
}
