// The About Me form's tabs and the fields on each (spec "About Me form").
import type { AboutMeFormValues } from "@/lib/validators/about-me";

type AboutField = keyof AboutMeFormValues;

export type AboutFieldSpec =
  | { kind: "text"; name: AboutField; label: string; placeholder: string; multiline?: boolean; type?: string }
  | { kind: "list"; name: AboutField; label: string; placeholder: string };

export type AboutSection = { value: string; label: string; fields: AboutFieldSpec[] };

export const ABOUT_SECTIONS: AboutSection[] = [
  {
    value: "personal",
    label: "Personal",
    fields: [
      {
        kind: "text",
        name: "personalSummary",
        label: "Personal Summary",
        placeholder: "Who you are and what drives you as a seller.",
        multiline: true,
      },
      { kind: "text", name: "personalWebsite", label: "Personal Website", placeholder: "https://", type: "url" },
      { kind: "list", name: "languages", label: "Languages", placeholder: "e.g. Spanish" },
    ],
  },
  {
    value: "professional",
    label: "Professional",
    fields: [
      { kind: "list", name: "careerHighlights", label: "Career Highlights", placeholder: "e.g. #1 AE in EMEA, FY2023" },
      { kind: "list", name: "certifications", label: "Certifications", placeholder: "e.g. MEDDICC Certified" },
    ],
  },
  {
    value: "values",
    label: "Values & Philosophy",
    fields: [
      {
        kind: "text",
        name: "salesPhilosophy",
        label: "Sales Philosophy",
        placeholder: "How you sell, and why it works.",
        multiline: true,
      },
      { kind: "list", name: "coreValues", label: "Core Values", placeholder: "e.g. Radical candor" },
    ],
  },
  {
    value: "expertise",
    label: "Expertise & Skills",
    fields: [
      { kind: "list", name: "industryExpertise", label: "Industry Expertise", placeholder: "e.g. Healthcare SaaS" },
    ],
  },
  {
    value: "interests",
    label: "Personal Interests",
    fields: [
      { kind: "list", name: "personalInterests", label: "Personal Interests", placeholder: "e.g. Trail running" },
      {
        kind: "text",
        name: "volunteerWork",
        label: "Volunteer Work",
        placeholder: "Causes you give your time to.",
        multiline: true,
      },
    ],
  },
];

/** The tab that holds a field, to show the first error after a refused save. */
export function sectionOf(field: string): string | undefined {
  return ABOUT_SECTIONS.find((section) => section.fields.some((spec) => spec.name === field))?.value;
}
