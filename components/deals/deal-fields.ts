// The deal wizard's steps and the text fields of its frameworks (COM, the 3 Whys, MEDDPICC).
import type { UseFormReturn } from "react-hook-form";
import type { WizardStep } from "@/components/wizard/use-form-wizard";
import type { DealHighlight } from "@/lib/types";
import type { DealHighlightFormValues, DealHighlightInput } from "@/lib/validators/deal-highlight";

export type DealForm = UseFormReturn<DealHighlightFormValues, unknown, DealHighlightInput>;

/** A field that is text both in the stored row and in the form. */
type DealTextKey = {
  [K in keyof DealHighlight & keyof DealHighlightFormValues]: DealHighlight[K] extends string | null ? K : never;
}[keyof DealHighlight & keyof DealHighlightFormValues];

export type DealTextField = { name: DealTextKey; label: string; placeholder: string };

export const COM_FIELDS = [
  { name: "currentState", label: "Current State", placeholder: "Where was the customer before you engaged?" },
  {
    name: "negativeConsequences",
    label: "Negative Consequences",
    placeholder: "What was the status quo costing them?",
  },
  { name: "desiredFutureState", label: "Desired Future State", placeholder: "Where did they want to be?" },
  {
    name: "positiveBusinessOutcomes",
    label: "Positive Business Outcomes",
    placeholder: "What measurable outcomes did they expect?",
  },
  { name: "requiredCapabilities", label: "Required Capabilities", placeholder: "What did they need to get there?" },
] as const satisfies readonly DealTextField[];

export const WHY_FIELDS = [
  { name: "whyChange", label: "Why Change?", placeholder: "Why couldn't they keep doing what they were doing?" },
  { name: "whyNow", label: "Why Now?", placeholder: "What made this urgent this quarter?" },
  { name: "whyUs", label: "Why Us?", placeholder: "Why did they choose you over the alternatives?" },
] as const satisfies readonly DealTextField[];

export const MEDDPICC_FIELDS = [
  { name: "metrics", label: "Metrics", placeholder: "The quantified value the customer signed up for" },
  { name: "economicBuyer", label: "Economic Buyer", placeholder: "Who owned the budget and signed?" },
  { name: "decisionCriteria", label: "Decision Criteria", placeholder: "How did they compare the options?" },
  { name: "decisionProcess", label: "Decision Process", placeholder: "Who decided, in which steps?" },
  { name: "paperProcess", label: "Paper Process", placeholder: "Legal, security and procurement steps to signature" },
  { name: "identifyPain", label: "Identify Pain", placeholder: "The pain that made the deal happen" },
  { name: "champion", label: "Champion", placeholder: "Who sold on your behalf when you were not in the room?" },
  { name: "competition", label: "Competition", placeholder: "Who else was in the deal, and how you won" },
] as const satisfies readonly DealTextField[];

const names = (fields: readonly DealTextField[]) => fields.map((f) => f.name);

export const DEAL_STEPS: readonly WizardStep<DealHighlightFormValues>[] = [
  { title: "Basics", fields: ["title", "description", "arrValue", "cycleLength"] },
  { title: "Stakeholders", fields: ["stakeholders", "timeline"] },
  { title: "COM Framework", fields: names(COM_FIELDS) },
  { title: "The 3 Whys", fields: names(WHY_FIELDS) },
  { title: "MEDDPICC", fields: names(MEDDPICC_FIELDS) },
  { title: "Customer Story", fields: ["revenueImpact", "clientLogo", "customerStoryUrl"] },
];

const hasAny = (deal: DealHighlight, fields: readonly DealTextField[]) =>
  fields.some((f) => Boolean(deal[f.name]?.trim()));

/** Which badges a deal earns on its card. */
export function dealBadges(deal: DealHighlight) {
  return {
    comFramework: hasAny(deal, COM_FIELDS),
    meddpicc: hasAny(deal, MEDDPICC_FIELDS),
    championIdentified: Boolean(deal.champion?.trim()),
    customerStory: Boolean(deal.customerStoryUrl?.trim()),
  };
}

const FRAMEWORK_FIELDS = [...COM_FIELDS, ...WHY_FIELDS, ...MEDDPICC_FIELDS];

/** The form's starting values: empty for a new deal, the stored row for an edit. */
export function dealFormValues(deal: DealHighlight | undefined): DealHighlightFormValues {
  const texts = Object.fromEntries(FRAMEWORK_FIELDS.map((f) => [f.name, deal?.[f.name] ?? ""]));
  return {
    ...texts,
    title: deal?.title ?? "",
    description: deal?.description ?? "",
    arrValue: deal?.arrValue ?? "",
    cycleLength: deal?.cycleLength?.toString() ?? "",
    stakeholders: deal?.stakeholders.map((s) => ({ ...s })) ?? [],
    timeline: deal?.timeline.map((m) => ({ date: m.date ?? "", label: m.label })) ?? [],
    revenueImpact: deal?.revenueImpact ?? "",
    clientLogo: deal?.clientLogo ?? "",
    customerStoryUrl: deal?.customerStoryUrl ?? "",
  };
}
