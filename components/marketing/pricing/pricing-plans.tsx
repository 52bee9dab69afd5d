// The top of the pricing page: the heading, the Monthly / Annual switch and the three plan cards it controls.
import { BillingToggle } from "@/components/marketing/billing-toggle";
import { plansWithProPrices } from "@/lib/pricing";
import type { ProPrices } from "@/lib/billing-prices";
import { PlanCard } from "./plan-card";

export function PricingPlans({ prices }: { prices: ProPrices }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Simple, transparent pricing</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Start free. Upgrade when you want verified proof and polished exports for your next interview.
        </p>
      </div>
      <div className="mt-10">
        <BillingToggle savingLabel={prices.savingLabel}>
          <div className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
            {plansWithProPrices(prices).map((plan) => (
              <PlanCard key={plan.tier} plan={plan} />
            ))}
          </div>
        </BillingToggle>
      </div>
    </section>
  );
}
