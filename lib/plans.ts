// The plans (Starter, Pro Seller, Enterprise) as data: caps and capabilities. Every limit check, on the server and in
// the UI, reads this module, so a plan changes in one place. The price list the pages show is lib/pricing.ts.
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
