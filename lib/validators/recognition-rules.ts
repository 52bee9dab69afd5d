// A recognition rule as its form and its calls take it. A change (PATCH) is merged over the stored rule and the
// result checked with the same schema, so a rule is never stored half valid.
import { z } from "zod";
import { RULE_KINDS } from "../recognition-rules";

const scopeFields = z.object({
  managerId: z.number().int().positive().nullish(),
  segment: z.string().trim().min(1).max(60).nullish(),
});

/** Each field once: the rule (with defaults) and a change (without, so a change touches only what it names). */
const fields = {
  name: z
    .string({ error: "Name the rule, e.g. 120% Club" })
    .trim()
    .min(1, "Name the rule, e.g. 120% Club")
    .max(120, "The name must be at most 120 characters"),
  description: z.string().trim().max(1000, "The description must be at most 1000 characters"),
  kind: z.enum(RULE_KINDS, { error: "Choose what the rule recognises" }),
  threshold: z.number({ error: "Enter a number" }).min(1, "Enter at least 1").max(1000, "Enter at most 1000").nullish(),
  periods: z
    .number()
    .int()
    .min(2, "A streak is at least 2 periods")
    .max(12, "A streak is at most 12 periods")
    .nullish(),
  periodType: z.enum(["quarter", "year"], { error: "Choose quarter or year" }),
  scope: scopeFields,
  announce: z.boolean(),
  active: z.boolean(),
};

const ruleFields = z.object({
  ...fields,
  description: fields.description.default(""),
  scope: fields.scope.default({}),
  announce: fields.announce.default(false),
  active: fields.active.default(true),
});

type RuleFields = z.infer<typeof ruleFields>;

function checkKind(rule: RuleFields, ctx: z.RefinementCtx) {
  const needsThreshold = rule.kind !== "largest_deal";
  if (needsThreshold && (rule.threshold === null || rule.threshold === undefined)) {
    const message =
      rule.kind === "top_percent" ? "Enter the share of the team, e.g. 10 for the top 10%" : "Enter the attainment %";
    ctx.addIssue({ code: "custom", path: ["threshold"], message });
  }
  if (rule.kind === "top_percent" && (rule.threshold ?? 0) > 100) {
    ctx.addIssue({ code: "custom", path: ["threshold"], message: "The share of the team is at most 100%" });
  }
  if (rule.kind === "streak" && !rule.periods) {
    ctx.addIssue({ code: "custom", path: ["periods"], message: "Enter how many periods in a row" });
  }
}

export const recognitionRuleSchema = ruleFields.superRefine(checkKind);
/** A change: any of the fields; merged over the stored rule, then checked as a whole. */
export const recognitionRulePatchSchema = z.object(fields).partial();

export type RecognitionRuleInput = z.infer<typeof recognitionRuleSchema>;
export type RecognitionRulePatch = z.infer<typeof recognitionRulePatchSchema>;

export const rulePreviewSchema = z.object({
  period: z
    .string()
    .trim()
    .regex(/^\d{4}(-Q[1-4])?$/, "Use a quarter such as 2025-Q3, or a year such as 2025")
    .optional(),
});
