import { z } from "zod";
import {
  optionalMoney,
  optionalText,
  optionalHttpsUrl,
  optionalUrl,
  optionalWholeNumber,
  requiredText,
} from "./common";

const stakeholder = z.object({
  name: requiredText("Stakeholder name is required", 120),
  salesCycleRole: requiredText("Sales-cycle role is required", 120),
});

const milestone = z.object({
  date: z.string().trim().max(40).optional(),
  label: requiredText("Milestone is required", 300),
});

export const dealHighlightSchema = z.object({
  title: requiredText("Deal title is required", 200),
  description: z
    .string({ error: "Deal description is required" })
    .trim()
    .min(1, "Deal description is required")
    .max(10_000),
  arrValue: optionalMoney(),
  cycleLength: optionalWholeNumber("Cycle length must be a whole number of days", 0, 10_000),
  stakeholders: z.array(stakeholder).max(50, "At most 50 stakeholders").default([]),
  timeline: z.array(milestone).max(50, "At most 50 milestones").default([]),
  currentState: optionalText(),
  negativeConsequences: optionalText(),
  desiredFutureState: optionalText(),
  positiveBusinessOutcomes: optionalText(),
  requiredCapabilities: optionalText(),
  whyChange: optionalText(),
  whyNow: optionalText(),
  whyUs: optionalText(),
  metrics: optionalText(),
  economicBuyer: optionalText(),
  decisionCriteria: optionalText(),
  decisionProcess: optionalText(),
  paperProcess: optionalText(),
  identifyPain: optionalText(),
  champion: optionalText(),
  competition: optionalText(),
  revenueImpact: optionalText(),
  customerStoryUrl: optionalUrl("Please enter a valid customer story URL"),
  clientLogo: optionalHttpsUrl("Please enter a valid logo URL"),
});

export type DealHighlightInput = z.infer<typeof dealHighlightSchema>;
export type DealHighlightFormValues = z.input<typeof dealHighlightSchema>;
