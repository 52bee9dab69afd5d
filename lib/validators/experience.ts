import { z } from "zod";
import { COMPANY_TYPES, EMPLOYEE_RANGES, MARKET_COMPLEXITIES, REVENUE_SIZES } from "@/lib/options";
import { optionalIsoDate, requiredText, stringList } from "./common";

/** Revenue sizes, employee ranges and company types are each stored as one comma-joined text (lists accepted too). */
export const LIST_SEPARATOR = ", ";

const optionList = (options: readonly string[], message: string) =>
  z
    .union([z.array(z.string()), z.string(), z.null()])
    .optional()
    .transform((v) => {
      const items = v === null || v === undefined ? [] : typeof v === "string" ? v.split(LIST_SEPARATOR) : v;
      return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
    })
    .pipe(
      z
        .array(z.enum(options as [string, ...string[]], { error: `Unknown option (choose from the list)` }))
        .min(1, message),
    )
    .transform((items) => items.join(LIST_SEPARATOR));

const percent = z.coerce
  .number()
  .int("Must be a whole percent")
  .min(0, "Must be 0 to 100")
  .max(100, "Must be 0 to 100")
  .default(50);
const count = (message: string, min: number) =>
  z.coerce.number({ error: message }).int("Must be a whole number").min(min, message).max(1_000_000, "Too large");

export const experienceSchema = z
  .object({
    company: requiredText("Company name is required", 120),
    role: requiredText("Role is required", 120),
    duration: requiredText("Duration is required", 60),
    location: requiredText("Location is required", 120),
    companyRevenueSize: optionList(REVENUE_SIZES, "Please select at least one revenue size"),
    companyEmployeeCount: optionList(EMPLOYEE_RANGES, "Please select at least one employee range"),
    companyType: optionList(COMPANY_TYPES, "Please select at least one company type"),
    marketComplexity: z.enum(MARKET_COMPLEXITIES, { error: "Market complexity is required" }),
    verticals: stringList(18, 80).pipe(z.array(z.string()).min(1, "At least one vertical is required")),
    personas: stringList(15, 80).pipe(z.array(z.string()).min(1, "At least one persona is required")),
    netNewLogoPercent: percent,
    expansionPercent: percent,
    totalAccountsManaged: count("Must manage at least 1 account", 1),
    existingCustomers: count("Cannot be negative", 0),
    netNewProspects: count("Cannot be negative", 0),
    averageDealCycle: z.coerce
      .number({ error: "Deal cycle must be at least 1 day" })
      .min(1, "Deal cycle must be at least 1 day")
      .max(120, "Deal cycle must be at most 120 months")
      .refine((v) => Number.isInteger(v * 2), "Use steps of 0.5 months")
      .transform((v) => v.toFixed(1)),
    achievements: z
      .string({ error: "Please provide detailed achievements" })
      .trim()
      .min(10, "Please provide detailed achievements")
      .max(5000),
    description: z
      .string({ error: "Please provide a role description" })
      .trim()
      .min(10, "Please provide a role description")
      .max(5000),
    startDate: optionalIsoDate(),
    endDate: optionalIsoDate(),
  })
  .superRefine((v, ctx) => {
    if (v.netNewLogoPercent + v.expansionPercent !== 100) {
      ctx.addIssue({
        code: "custom",
        path: ["expansionPercent"],
        message: "New logo and expansion percentages must add up to 100",
      });
    }
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before start date" });
    }
  });

export type ExperienceInput = z.infer<typeof experienceSchema>;
export type ExperienceFormValues = z.input<typeof experienceSchema>;

/** An empty experience form (the wizard's and the import review's start): the new-logo/expansion split at 50/50. */
export const newExperienceValues = () => ({
  company: "",
  role: "",
  duration: "",
  location: "",
  companyRevenueSize: [] as string[],
  companyEmployeeCount: [] as string[],
  companyType: [] as string[],
  verticals: [] as string[],
  personas: [] as string[],
  netNewLogoPercent: 50,
  expansionPercent: 50,
  totalAccountsManaged: "",
  existingCustomers: "",
  netNewProspects: "",
  averageDealCycle: "",
  achievements: "",
  description: "",
});

/** The required fields a résumé never states, in the form's order: an imported job may wait for these. */
export const EXPERIENCE_DETAIL_FIELDS = [
  "duration",
  "location",
  "companyRevenueSize",
  "companyEmployeeCount",
  "companyType",
  "marketComplexity",
  "verticals",
  "personas",
  "netNewLogoPercent",
  "expansionPercent",
  "totalAccountsManaged",
  "existingCustomers",
  "netNewProspects",
  "averageDealCycle",
  "achievements",
  "description",
] as const;
/**
 * The fields the manual form requires, in the form's order: the API lists the ones an imported job still lacks
 * (`missingFields`) by these names.
 */
export const EXPERIENCE_REQUIRED_FIELDS = ["company", "role", ...EXPERIENCE_DETAIL_FIELDS] as const;
export type ExperienceRequiredField = (typeof EXPERIENCE_REQUIRED_FIELDS)[number];

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The required fields a stored experience (or an import's input) leaves empty, in the form's order. */
export function missingExperienceFields(values: Partial<Record<ExperienceRequiredField, unknown>>) {
  return EXPERIENCE_REQUIRED_FIELDS.filter((field) => isBlank(values[field]));
}

const shape = experienceSchema.shape;
/** A detail the document did not give stays empty (null) instead of failing; one it gives must be valid. */
const mayWait = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable());

export const DATES_REQUIRED_MESSAGE = "Dates are required: a start date, or how long you held the role";

/**
 * An experience as the smart import writes it: employer, title and dates (a start, or a stated span) are required;
 * every other field of the form may wait, and the job is then flagged `needsDetails` for the rep to complete with
 * the full form. `datesToFix` says the document's dates were dropped (an end before the start): the job is kept,
 * without them, for the rep to correct.
 */
export const importedExperienceSchema = z
  .object({
    company: shape.company,
    role: shape.role,
    duration: mayWait(shape.duration),
    location: mayWait(shape.location),
    companyRevenueSize: mayWait(shape.companyRevenueSize),
    companyEmployeeCount: mayWait(shape.companyEmployeeCount),
    companyType: mayWait(shape.companyType),
    marketComplexity: mayWait(shape.marketComplexity),
    verticals: mayWait(shape.verticals).transform((v) => v ?? []),
    personas: mayWait(shape.personas).transform((v) => v ?? []),
    netNewLogoPercent: mayWait(shape.netNewLogoPercent),
    expansionPercent: mayWait(shape.expansionPercent),
    totalAccountsManaged: mayWait(shape.totalAccountsManaged),
    existingCustomers: mayWait(shape.existingCustomers),
    netNewProspects: mayWait(shape.netNewProspects),
    averageDealCycle: mayWait(shape.averageDealCycle),
    achievements: mayWait(shape.achievements),
    description: mayWait(shape.description),
    startDate: shape.startDate,
    endDate: shape.endDate,
    datesToFix: z.boolean().default(false),
  })
  .transform(({ datesToFix, ...v }, ctx) => {
    if (!v.startDate && !v.duration && !datesToFix) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: DATES_REQUIRED_MESSAGE });
    }
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before start date" });
    }
    // One side of the mix given: the other is what is left of 100, as the form's sliders keep it.
    const newLogo = v.netNewLogoPercent ?? (v.expansionPercent === null ? null : 100 - v.expansionPercent);
    const expansion = v.expansionPercent ?? (newLogo === null ? null : 100 - newLogo);
    if (newLogo !== null && expansion !== null && newLogo + expansion !== 100) {
      ctx.addIssue({
        code: "custom",
        path: ["expansionPercent"],
        message: "New logo and expansion percentages must add up to 100",
      });
    }
    const values = { ...v, netNewLogoPercent: newLogo, expansionPercent: expansion };
    return { ...values, needsDetails: missingExperienceFields(values).length > 0 };
  });

export type ImportedExperienceInput = z.infer<typeof importedExperienceSchema>;
