// One plan's card on the pricing page: name, price, features and the button. Elements that belong to one billing
// period carry classes keyed to the BillingToggle's data-billing attribute, so the cards stay server markup.
import { Check, Sparkles } from "lucide-react";
import { type PricingPlan, proSignUpHref } from "@/lib/pricing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

// Shown only for one billing period; the BillingToggle sets data-billing on the group.
const ANNUAL_ONLY = "hidden group-data-[billing=annual]/billing:flex";
const MONTHLY_ONLY = "hidden group-data-[billing=monthly]/billing:flex";

function PlanPriceBlock({ plan }: { plan: PricingPlan }) {
  const { price } = plan;
  if (price.kind === "paid") {
    return (
      <div className="min-h-20">
        <div className={cn(ANNUAL_ONLY, "flex-col gap-1")}>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{price.annual}</span>
            <span className="text-muted-foreground">/year</span>
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            Billed annually
            <Badge variant="success">{price.savingLabel}</Badge>
          </p>
        </div>
        <div className={cn(MONTHLY_ONLY, "flex-col gap-1")}>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{price.monthly}</span>
            <span className="text-muted-foreground">/month</span>
          </p>
          <p className="text-sm text-muted-foreground">Billed monthly, cancel anytime</p>
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-20">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price.amount}</span>
        {price.kind === "free" ? <span className="text-muted-foreground">{price.period}</span> : null}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {price.kind === "free" ? "No credit card required" : "Tailored to your team"}
      </p>
    </div>
  );
}

function PlanCallToAction({ plan }: { plan: PricingPlan }) {
  const { cta } = plan;
  const className = "w-full";
  const variant = plan.popular ? "default" : "outline";
  if ("upgrade" in cta) {
    // One link per billing period, shown with its prices, so the link follows the toggle with no code of its own.
    // Plain links (a page load, not the router's fetch): the proxy sends a rep who is already signed in from the
    // sign-up page straight on to the upgrade page, and it answers only the opening of a page, never a router fetch.
    return (
      <>
        <Button asChild className={cn(className, ANNUAL_ONLY)} size="lg" variant={variant}>
          <a href={proSignUpHref("annual")}>{cta.label}</a>
        </Button>
        <Button asChild className={cn(className, MONTHLY_ONLY)} size="lg" variant={variant}>
          <a href={proSignUpHref("monthly")}>{cta.label}</a>
        </Button>
      </>
    );
  }
  return (
    <Button asChild className={className} size="lg" variant={variant}>
      {cta.href.startsWith("mailto:") ? <a href={cta.href}>{cta.label}</a> : <a href={cta.href}>{cta.label}</a>}
    </Button>
  );
}

export function PlanCard({ plan }: { plan: PricingPlan }) {
  return (
    <Card
      className={cn(
        "relative flex flex-col",
        plan.popular && "border-primary shadow-lg ring-1 ring-primary lg:-translate-y-2",
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {plan.name}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <PlanPriceBlock plan={plan} />
        <ul className="space-y-3 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PlanCallToAction plan={plan} />
      </CardFooter>
    </Card>
  );
}
