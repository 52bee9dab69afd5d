// The experience wizard's steps, and the form values for a new or stored experience.
import type { DefaultValues, UseFormReturn } from "react-hook-form";
import { pickOption } from "@/components/wizard/pick-option";
import type { WizardStep } from "@/components/wizard/use-form-wizard";
import { MARKET_COMPLEXITIES } from "@/lib/options";
import type { Experience } from "@/lib/types";
import {
  LIST_SEPARATOR,
  newExperienceValues,
  type ExperienceFormValues,
  type ExperienceInput,
} from "@/lib/validators/experience";

export type ExperienceForm = UseFormReturn<ExperienceFormValues, unknown, ExperienceInput>;

export const EXPERIENCE_STEPS: readonly WizardStep<ExperienceFormValues>[] = [
  { title: "Company & Role", fields: ["company", "role"] },
  {
    title: "Company Profile",
    fields: ["duration", "location", "companyRevenueSize", "companyEmployeeCount", "companyType", "marketComplexity"],
  },
  { title: "Markets & Buyers", fields: ["verticals", "personas", "netNewLogoPercent", "expansionPercent"] },
  // The last step is always open: its fields are checked when the experience is saved.
  { title: "Book of Business", fields: [] },
];

/** A stored comma-joined option list back as the list of options (the forms store multi-select answers joined by commas). */
export const splitOptions = (joined: string | null): string[] => (joined ? joined.split(LIST_SEPARATOR) : []);

/**
 * The form's values for a stored experience. An imported job waiting for its details has empty fields: they open
 * as the new-experience form leaves them (its 50/50 mix included), next to what the document said.
 */
export function experienceFormValues(experience: Experience | undefined): DefaultValues<ExperienceFormValues> {
  const blank = newExperienceValues();
  if (!experience) return blank;
  const count = (value: number | null) => (value === null ? "" : String(value));
  return {
    company: experience.company,
    role: experience.role,
    duration: experience.duration ?? blank.duration,
    location: experience.location ?? blank.location,
    companyRevenueSize: splitOptions(experience.companyRevenueSize),
    companyEmployeeCount: splitOptions(experience.companyEmployeeCount),
    companyType: splitOptions(experience.companyType),
    marketComplexity: pickOption(MARKET_COMPLEXITIES, experience.marketComplexity ?? ""),
    verticals: [...experience.verticals],
    personas: [...experience.personas],
    netNewLogoPercent: experience.netNewLogoPercent ?? blank.netNewLogoPercent,
    expansionPercent: experience.expansionPercent ?? blank.expansionPercent,
    totalAccountsManaged: count(experience.totalAccountsManaged),
    existingCustomers: count(experience.existingCustomers),
    netNewProspects: count(experience.netNewProspects),
    // Stored as "6.0": shown as 6.
    averageDealCycle: experience.averageDealCycle === null ? "" : String(Number(experience.averageDealCycle)),
    achievements: experience.achievements ?? blank.achievements,
    description: experience.description ?? blank.description,
  };
}
