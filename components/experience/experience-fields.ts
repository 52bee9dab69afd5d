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
export const splitOptions = (joined: string): string[] => (joined ? joined.split(LIST_SEPARATOR) : []);

export function experienceFormValues(experience: Experience | undefined): DefaultValues<ExperienceFormValues> {
  if (!experience) return newExperienceValues();
  return {
    company: experience.company,
    role: experience.role,
    duration: experience.duration,
    location: experience.location,
    companyRevenueSize: splitOptions(experience.companyRevenueSize),
    companyEmployeeCount: splitOptions(experience.companyEmployeeCount),
    companyType: splitOptions(experience.companyType),
    marketComplexity: pickOption(MARKET_COMPLEXITIES, experience.marketComplexity),
    verticals: [...experience.verticals],
    personas: [...experience.personas],
    netNewLogoPercent: experience.netNewLogoPercent,
    expansionPercent: experience.expansionPercent,
    totalAccountsManaged: String(experience.totalAccountsManaged),
    existingCustomers: String(experience.existingCustomers),
    netNewProspects: String(experience.netNewProspects),
    // Stored as "6.0": shown as 6.
    averageDealCycle: String(Number(experience.averageDealCycle)),
    achievements: experience.achievements,
    description: experience.description,
  };
}
