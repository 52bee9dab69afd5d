import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Check,
  FileDown,
  Handshake,
  ShieldCheck,
  Target,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";
import type { PricingPlan } from "@/lib/pricing";
import { SampleDashboardPreview } from "./sample-dashboard-preview";

const FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Target,
    title: "Quota Tracking & Verification",
    description:
      "Record every quarter and year of attainment, then prove it with a manager e-signature, dashboard export or W-2.",
  },
  {
    icon: BadgeCheck,
    title: `${PRODUCT_NAME} Badge`,
    description: "Verified numbers earn a blue-check badge that hiring managers can trust at a glance.",
  },
  {
    icon: Handshake,
    title: "Deal Highlights",
    description: "Tell your biggest wins with ARR, sales cycle, stakeholders mapped, MEDDPICC and the 3 Whys.",
  },
  {
    icon: Briefcase,
    title: "Experience Breakdown",
    description: "Show the territories, verticals, personas and deal sizes behind every role, not just the job titles.",
  },
  {
    icon: UsersRound,
    title: "Peer Endorsements",
    description: "Build your executive circle and collect references from the leaders and peers who saw you sell.",
  },
  {
    icon: FileDown,
    title: "Professional Export",
    description: "Share a polished PDF, a slide deck or a private link in the format each interviewer prefers.",
  },
];

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-accent via-background to-background"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-24">
        <div>
          <Badge variant="info" className="px-3 py-1">
            <ShieldCheck aria-hidden="true" />
            Verified by managers, trusted by hiring teams
          </Badge>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {PRODUCT_TAGLINE}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            {PRODUCT_NAME} turns your quota attainment, deal wins and awards into a verified portfolio you can share
            with any hiring manager in one click.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="/dashboard">
                Build Your Portfolio
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/sample">View Sample Portfolio</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free forever plan. No credit card required.</p>
        </div>
        <SampleDashboardPreview />
      </div>
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-heading" className="border-t border-border bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Everything a hiring manager wants to see
          </h2>
          <p className="mt-3 text-muted-foreground">
            Stop pasting numbers into a resume nobody believes. Show the proof behind every claim.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="h-full p-6 transition-shadow hover:shadow-md">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function summaryPrice(plan: PricingPlan): { amount: string; period?: string } {
  switch (plan.price.kind) {
    case "free":
      return { amount: plan.price.amount, period: plan.price.period };
    case "paid":
      return { amount: plan.price.monthly, period: `/month or ${plan.price.annual}/year` };
    case "custom":
      return { amount: plan.price.amount };
  }
}

function PricingSummary({ plans }: { plans: PricingPlan[] }) {
  return (
    <section aria-labelledby="pricing-summary-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-summary-heading" className="text-3xl font-bold tracking-tight">
            Start free, upgrade when you are ready
          </h2>
          <p className="mt-3 text-muted-foreground">
            One portfolio is free forever. Verification and exports come with Pro.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {plans.map((plan) => {
            const { amount, period } = summaryPrice(plan);
            return (
              <li key={plan.tier}>
                <Card className={plan.popular ? "h-full border-primary p-6 ring-1 ring-primary" : "h-full p-6"}>
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-semibold">{plan.name}</h3>
                    {plan.popular ? <Badge>Most Popular</Badge> : null}
                  </div>
                  <p className="mt-3">
                    <span className="text-3xl font-bold tracking-tight">{amount}</span>
                    {period ? <span className="ml-1 text-sm text-muted-foreground">{period}</span> : null}
                  </p>
                  <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
                    {plan.features.slice(0, 3).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <a href="/pricing">
              Compare all plans
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The public landing page; `/` renders it for signed-out visitors (inside MarketingShell). */
export function LandingPage({ plans }: { plans: PricingPlan[] }) {
  return (
    <>
      <Hero />
      <Features />
      <PricingSummary plans={plans} />
    </>
  );
}
