import type { Metadata } from "next";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { onlyOwnRender } from "@/lib/server/plain-page";
import Link from "next/link";
import {
  Award,
  ChartColumn,
  Check,
  ChevronDown,
  FileChartColumn,
  Network,
  Palette,
  Plug,
  Sparkles,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import { BillingToggle } from "@/components/marketing/billing-toggle";
import {
  ANNUAL_SAVING_LABEL,
  ENTERPRISE_MAILTO,
  PRICING_PLANS,
  type PricingPlan,
  proSignUpHref,
} from "@/components/marketing/pricing-data";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { PRODUCT_NAME } from "@/lib/product";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Pricing",
  description: `${PRODUCT_NAME} plans: Starter free forever, Pro Seller for verified portfolios, Enterprise for sales teams.`,
};

// Shown only for one billing period; the BillingToggle sets data-billing on the group.
const ANNUAL_ONLY = "hidden group-data-[billing=annual]/billing:flex";
const MONTHLY_ONLY = "hidden group-data-[billing=monthly]/billing:flex";

const ENTERPRISE_FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Award,
    title: "Verified Transferable Awards",
    description: "President's Club and quota awards verified once and carried by each rep from job to job.",
  },
  {
    icon: Network,
    title: "Verified Talent Network",
    description: "Search reps who opted in, with attainment already verified by their managers.",
  },
  {
    icon: ChartColumn,
    title: "Team Benchmarking",
    description: "Compare attainment, deal size and ramp time across teams, regions and segments.",
  },
  {
    icon: Palette,
    title: "Admin & Branding Controls",
    description: "Manage seats and roles, single sign-on, and portfolios in your company's brand.",
  },
  {
    icon: Trophy,
    title: "Motivation & Recognition Engine",
    description: "Celebrate wins as they happen with verified recognition your reps keep for their careers.",
  },
  {
    icon: FileChartColumn,
    title: "Advanced Reporting",
    description: "Export verified performance data for QBRs, compensation reviews and board decks.",
  },
  {
    icon: Plug,
    title: "ATS & CRM Integrations",
    description: "Connect your applicant tracking system and CRM so verified figures flow where you work.",
  },
];

const FAQS: { question: string; answer: string }[] = [
  {
    question: `How does ${PRODUCT_NAME} verify my quota attainment?`,
    answer:
      "Your manager receives a secure, single-use link, reviews the exact figures you claimed and signs them electronically. You can also submit a dashboard export, W-2 or verification e-mail, which our review team checks. The Verified badge appears only after one of these succeeds.",
  },
  {
    question: "Is the Starter plan really free?",
    answer:
      "Yes. Starter is free forever and needs no credit card. It includes one portfolio, smart upload import and a view-only public link; verified badges and exports come with Pro Seller.",
  },
  {
    question: "Can I cancel or change my plan at any time?",
    answer:
      "Yes. Plan & Billing moves you back to Starter whenever you like. No card is charged yet: Pro upgrades are approved by our team. Your content stays in your account; anything above the Starter limits becomes read-only.",
  },
  {
    question: "What does a hiring manager see when I share my portfolio?",
    answer:
      "Only the items you choose to share, each with its verification state: the method, the date and who signed. Proof documents such as W-2s or screenshots are never shown on a shared page.",
  },
  {
    question: "Who can see my data and proof documents?",
    answer:
      "Your portfolio is private until you share it. Proof files are stored privately and are only visible to you and the reviewers who verify them. Share links are unguessable, hidden from search engines, and you can revoke them at any time.",
  },
  {
    question: "What export formats are available?",
    answer:
      "Every plan can share a link and draft an e-mail summary. Pro Seller and Enterprise add an executive PDF report and a PowerPoint deck that also opens in Google Slides.",
  },
];

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
            <Badge variant="success">{ANNUAL_SAVING_LABEL}</Badge>
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
    // One link per billing period, shown with its prices, so the link follows the toggle without client code.
    return (
      <>
        <Button asChild className={cn(className, ANNUAL_ONLY)} size="lg" variant={variant}>
          <Link href={proSignUpHref("annual")}>
            {cta.label}
          </Link>
        </Button>
        <Button asChild className={cn(className, MONTHLY_ONLY)} size="lg" variant={variant}>
          <Link href={proSignUpHref("monthly")}>
            {cta.label}
          </Link>
        </Button>
      </>
    );
  }
  return (
    <Button asChild className={className} size="lg" variant={variant}>
      {cta.href.startsWith("mailto:") ? (
        <a href={cta.href}>{cta.label}</a>
      ) : (
        <Link href={cta.href}>
          {cta.label}
        </Link>
      )}
    </Button>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
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

function EnterpriseFeatures() {
  return (
    <section aria-labelledby="enterprise-heading" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <Badge variant="info">Enterprise</Badge>
          <h2 id="enterprise-heading" className="mt-4 text-3xl font-bold tracking-tight">
            Built for sales leaders and talent teams
          </h2>
          <p className="mt-3 text-muted-foreground">
            Give every rep a verified track record, and give leaders the data to recognise, benchmark and hire.
          </p>
        </div>
        {/* Flex rather than grid so the seventh card sits centred on its own row. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-4">
          {ENTERPRISE_FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="w-full sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]">
              <Card className="h-full p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-border rounded-xl border border-border bg-card">
        {FAQS.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-4">
            <summary className="flex list-none items-center justify-between gap-4 font-medium">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Turn your numbers into proof</h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
          Start with the free plan today, or talk to us about verified portfolios for your whole sales team.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href="/register">
              Start Free Trial
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href={ENTERPRISE_MAILTO}>Contact Enterprise Sales</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The pricing page's markup, for the server itself only: /pricing (app/(marketing)/pricing/route.ts) sends it as
 * plain HTML. The Pro button leads to sign-up, which the proxy turns into the upgrade page for a signed-in rep.
 */
export default async function PricingMarkup() {
  await onlyOwnRender();
  return (
    <MarketingShell>
      <section className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Simple, transparent pricing</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Start free. Upgrade when you want verified proof and polished exports for your next interview.
          </p>
        </div>
        <div className="mt-10">
          <BillingToggle>
            <div className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
              {PRICING_PLANS.map((plan) => (
                <PlanCard key={plan.tier} plan={plan} />
              ))}
            </div>
          </BillingToggle>
        </div>
      </section>
      <EnterpriseFeatures />
      <Faq />
      <ClosingCallToAction />
    </MarketingShell>
  );
}
