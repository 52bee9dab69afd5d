// The plan names, once: the database's enums are made from these lists (so a stored value is always one of them),
// and the plan types and the schemas that read a plan from outside come from the enums. No imports, so the schema
// and plain scripts load it as they are.

/** A rep's own plan (the `subscription_tier` enum). */
export const PLAN_TIERS = ["starter", "pro", "enterprise"] as const;

/** An organisation's plan (the `org_tier` enum): Enterprise gives its members the Pro features. */
export const ORG_TIERS = ["team", "enterprise"] as const;
