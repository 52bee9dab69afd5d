// The public price list: the pricing page, the landing page's summary and the upgrade page read it, with the plans'
// names from lib/plans.ts. A module of its own because formatting the prices costs the browser real time when it
// loads (number formats for the currency), which the signed-in pages that only name a plan should not pay.
import { LIST_PRO_PRICES, type ProPrices } from "@/lib/billing-prices";
import { PLANS, type PlanTier } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";

/** The Enterprise sales form ("Contact Enterprise Sales"). */
export const ENTERPRISE_CONTACT_PATH = "/contact-sales";

/** $4.99 x 12 = $59.88 a month-by-month year; $39.99 a year saves 33%. One label, so every place says the same. */
export const ANNUAL_SAVING_LABEL = LIST_PRO_PRICES.savingLabel;

export type BillingPeriod = "monthly" | "annual";

/** A `?billing=` value, annual unless it says monthly (the pricing page's default). */
export function parseBillingPeriod(value: string | string[] | undefined): BillingPeriod {
  return value === "monthly" ? "monthly" : "annual";
}

/**
 * Where the Pro Seller button leads: sign-up first, then the upgrade page, keeping the billing period chosen on
 * the toggle (the proxy sends a rep who is already signed in straight to the upgrade page).
 */
export function proSignUpHref(billing: BillingPeriod): string {
  return `/register?plan=pro&billing=${billing}`;
}

/**
 * Where sign-up continues: from the Pro button (`?plan=pro&billing=...`), the upgrade page, which opens checkout at
 * once when card billing is on (`checkout=1`; without it the page offers the upgrade request).
 */
export function afterSignUpPath(params: Pick<URLSearchParams, "get">): string {
  return params.get("plan") === "pro"
    ? `/upgrade?billing=${parseBillingPeriod(params.get("billing") ?? undefined)}&checkout=1`
    : "/dashboard";
}

export type PlanPrice =
  | { kind: "free"; amount: string; period: string }
  | { kind: "paid"; monthly: string; annual: string; savingLabel: string }
  | { kind: "custom"; amount: string };

export type PricingPlan = {
  tier: PlanTier;
  name: string;
  description: string;
  price: PlanPrice;
  /** A fixed link, or the Pro sign-up path (see proSignUpHref), which depends on the billing period. */
  cta: { label: string; href: string } | { label: string; upgrade: true };
  popular?: boolean;
  features: string[];
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    tier: "starter",
    name: PLANS.starter.name,
    description: "Everything you need to start your brag book.",
    price: { kind: "free", amount: "$0", period: "forever" },
    cta: { label: "Start Free", href: "/register" },
    features: [
      "1 portfolio",
      "3 experience entries",
      "1 reference",
      "2 executive circle invites",
      "1 deal win story",
      "Unverified quota uploads",
      "Smart upload import",
      "View-only public link with Unverified watermark",
    ],
  },
  {
    tier: "pro",
    name: PLANS.pro.name,
    description: "For reps who want proof that hiring managers trust.",
    price: { kind: "paid", ...LIST_PRO_PRICES },
    cta: { label: "Upgrade to Pro", upgrade: true },
    popular: true,
    features: [
      "Unlimited portfolios, experience, references, executives and deal stories",
      "Verified quotas and W-2 uploads",
      "Enhanced smart import parsing",
      `Verified ${PRODUCT_NAME} badge`,
      "PDF & PowerPoint export",
      "LinkedIn badge generator",
      "Insights dashboard",
    ],
  },
  {
    tier: "enterprise",
    name: PLANS.enterprise.name,
    description: "For sales leaders, RevOps and recruiting teams.",
    price: { kind: "custom", amount: "Custom" },
    cta: { label: "Contact Sales", href: ENTERPRISE_CONTACT_PATH },
    features: ["Everything in Pro", "Admin dashboard", "Team management", "Team benchmarking", "Custom branding"],
  },
];

export type PaidPricingPlan = PricingPlan & { price: Extract<PlanPrice, { kind: "paid" }> };

/** The plans with Pro Seller at the given prices (Stripe's configured prices, when card billing is on). */
export function plansWithProPrices(prices: ProPrices): PricingPlan[] {
  return PRICING_PLANS.map((plan) =>
    plan.price.kind === "paid" ? { ...plan, price: { kind: "paid", ...prices } } : plan,
  );
}

/** Pro Seller's entry: the upgrade page shows its price and features from here. */
export const PRO_PRICING_PLAN = PRICING_PLANS.find((plan): plan is PaidPricingPlan => plan.tier === "pro")!;
