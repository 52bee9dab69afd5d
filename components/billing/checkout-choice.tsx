"use client";
// Pro Seller by card: a choice of annual or monthly billing, each opening Stripe Checkout. Coming from the pricing
// page's Pro button (`autoStart`), checkout opens at once for the period chosen there.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { BillingPeriod } from "@/lib/pricing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import type { ProPrices } from "@/lib/billing-prices";
import { toastMutationError } from "@/lib/mutation-toast";

const INTERVAL: Record<BillingPeriod, "year" | "month"> = { annual: "year", monthly: "month" };

/** Opens Stripe Checkout (a full page load: Checkout is Stripe's own page). */
export function useCheckout() {
  return useMutation({
    mutationFn: (period: BillingPeriod) =>
      callApi("POST /api/billing/checkout", { body: { interval: INTERVAL[period] } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastMutationError("Checkout failed", "Could not open checkout. Please try again.", error),
  });
}

type CheckoutChoiceProps = {
  prices: ProPrices;
  trialAvailable: boolean;
  /** The period chosen on the pricing page, shown first. */
  period: BillingPeriod;
  autoStart?: boolean;
};

export function CheckoutChoice({ prices, trialAvailable, period, autoStart = false }: CheckoutChoiceProps) {
  const checkout = useCheckout();
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    checkout.mutate(period);
  }, [autoStart, checkout, period]);

  const options: { period: BillingPeriod; title: string; amount: string; unit: string }[] = [
    { period: "annual", title: "Annual", amount: prices.annual, unit: "/year" },
    { period: "monthly", title: "Monthly", amount: prices.monthly, unit: "/month" },
  ];
  if (period === "monthly") options.reverse();
  const busy = checkout.isPending || checkout.isSuccess;
  const actionLabel = trialAvailable ? "Start Free Trial" : "Subscribe";
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {trialAvailable
          ? "Start with a 14-day free trial. Your card is charged when the trial ends; cancel anytime before."
          : "Your card is charged today. Cancel anytime from the billing portal."}{" "}
        Payment is handled by Stripe.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.period} className="grid gap-3 rounded-lg border border-border p-4">
            <p className="flex items-center gap-2 font-medium">
              {option.title}
              {option.period === "annual" ? <Badge variant="success">{prices.savingLabel}</Badge> : null}
            </p>
            <p className="flex items-baseline gap-1">
              <span className="text-2xl font-bold tracking-tight">{option.amount}</span>
              <span className="text-sm text-muted-foreground">{option.unit}</span>
            </p>
            <Button
              disabled={busy}
              variant={option.period === period ? "default" : "outline"}
              aria-label={`${actionLabel} (${option.title.toLowerCase()} billing)`}
              onClick={() => checkout.mutate(option.period)}
            >
              {busy && checkout.variables === option.period ? "Opening checkout..." : actionLabel}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}
