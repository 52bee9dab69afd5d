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
