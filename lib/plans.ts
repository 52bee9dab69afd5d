// The plans (Starter, Pro Seller, Enterprise) as data: caps, capabilities and the public price list. Every limit
// check, on the server and in the UI, and every page that shows a price reads this module, so a plan changes in
// one place.
import { LIST_PRO_PRICES, type ProPrices } from "@/lib/billing-prices";
import { PRODUCT_NAME } from "@/lib/product";
import type { subscriptionTier } from "@/lib/server/db/schema";
import type { orgTier } from "@/lib/server/db/schema-orgs";

/** A rep's plan: the values of the database's `subscription_tier` enum. */
export type PlanTier = (typeof subscriptionTier.enumValues)[number];
/** An organisation's plan: the values of the `org_tier` enum. */
export type OrgTier = (typeof orgTier.enumValues)[number];

export type CappedResource = "experiences" | "references" | "executiveCircle" | "dealHighlights";

export type Plan = {
  tier: PlanTier;
  name: string;
  limits: Record<CappedResource, number | null>;
  exports: boolean;
  verifiedBadge: boolean;
  /** Smart import's OpenAI pass (when configured); Starter gets the built-in extraction. */
  aiImport: boolean;
  /** Share links live at once (not revoked, not expired); null for no limit. */
  liveShareLinks: number | null;
  /** Views per day and per link, PDF downloads, verification rate. */
  insights: boolean;
  /** The LinkedIn badge image and its "add to profile" link. */
  linkedinBadge: boolean;
  /** A W-2 or payroll document as a quota record's proof ("verified quotas, W-2 uploads"). */
  w2Proofs: boolean;
};

/** What Pro Seller unlocks; Enterprise members get the same for their own book. */
const PRO_FEATURES: Omit<Plan, "tier" | "name"> = {
  limits: { experiences: null, references: null, executiveCircle: null, dealHighlights: null },
  exports: true,
  verifiedBadge: true,
  aiImport: true,
  liveShareLinks: null,
  insights: true,
  linkedinBadge: true,
  w2Proofs: true,
};

export const PLANS: Record<PlanTier, Plan> = {
  starter: {
    tier: "starter",
    name: "Starter",
    limits: { experiences: 3, references: 1, executiveCircle: 2, dealHighlights: 1 },
    exports: false,
    verifiedBadge: false,
    aiImport: false,
    liveShareLinks: 1,
    insights: false,
    linkedinBadge: false,
    w2Proofs: false,
  },
  pro: { ...PRO_FEATURES, tier: "pro", name: "Pro Seller" },
  enterprise: { ...PRO_FEATURES, tier: "enterprise", name: "Enterprise" },
};

const RESOURCE_NOUNS: Record<CappedResource, [string, string]> = {
  experiences: ["experience entry", "experience entries"],
  references: ["reference", "references"],
  executiveCircle: ["executive circle contact", "executive circle contacts"],
  dealHighlights: ["deal win story", "deal win stories"],
};

/** The plan's cap in words ("The Starter plan includes 3 experience entries. ..."), or null without a cap. */
export function planCapMessage(tier: PlanTier, resource: CappedResource): string | null {
  const plan = PLANS[tier];
  const limit = plan.limits[resource];
  if (limit === null) return null;
  const [one, many] = RESOURCE_NOUNS[resource];
  return `The ${plan.name} plan includes ${limit} ${limit === 1 ? one : many}. Upgrade to Pro Seller for unlimited ${many}.`;
}

/** The message for a create that would pass the plan's cap, or null when it is allowed. */
export function planLimitMessage(tier: PlanTier, resource: CappedResource, currentCount: number): string | null {
  const limit = PLANS[tier].limits[resource];
  if (limit === null || currentCount < limit) return null;
  return planCapMessage(tier, resource);
}

/**
 * What the import review says next to a capped group, before the rep does any work: the plan's cap, how many more
 * fit (`held` is what the portfolio holds already; unknown while it loads), and whether the ticked items fit.
 */
export function importCapNotice(
  tier: PlanTier,
  resource: CappedResource,
  held: number | undefined,
  ticked: number,
): { message: string; room: string | null; over: string | null } | null {
  const message = planCapMessage(tier, resource);
  const limit = PLANS[tier].limits[resource];
  if (message === null || limit === null) return null;
  if (held === undefined) return { message, room: null, over: null };
  const left = Math.max(limit - held, 0);
  const room =
    left === 0
      ? `Your portfolio already holds ${held}: none of these can be imported until you upgrade or delete one.`
      : held === 0
        ? `Tick up to ${left} to import.`
        : `Your portfolio holds ${held}: tick up to ${left} more to import.`;
  const extra = ticked - left;
  const over =
    extra > 0 ? `${ticked} ticked, room for ${left}: untick ${extra} to import (the plan's cap is ${limit}).` : null;
  return { message, room, over };
}

/** Over the cap after a downgrade: the items stay, read-only. */
export function readOnlyMessage(tier: PlanTier, resource: CappedResource, held: number): string {
  const plan = PLANS[tier];
  const limit = plan.limits[resource] ?? held;
  const [one, many] = RESOURCE_NOUNS[resource];
  return `The ${plan.name} plan includes ${limit} ${limit === 1 ? one : many} and you have ${held}: they stay in your portfolio, read-only. Delete some or upgrade to Pro Seller to edit them.`;
}

export type PlanFeature = "exports" | "insights" | "linkedinBadge";

const FEATURE_PITCHES: Record<PlanFeature, string> = {
  exports: "PDF, PowerPoint and Google Slides export is part of Pro Seller. Upgrade to share your brag book as a file.",
  insights: "Insights are part of Pro Seller. Upgrade to see who views your portfolio and when.",
  linkedinBadge: "The LinkedIn badge is part of Pro Seller. Upgrade to show your verified numbers on your profile.",
};

/** The message for a capability the plan lacks (402), or null when the plan has it. */
export function planFeatureMessage(tier: PlanTier, feature: PlanFeature): string | null {
  return PLANS[tier][feature] ? null : FEATURE_PITCHES[feature];
}

export const W2_PRO_MESSAGE =
  "W-2 and payroll document proofs are part of Pro Seller. Upgrade to verify your quota with one.";

// The public price list: the pricing page, the landing page's summary and the upgrade page read it.

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
