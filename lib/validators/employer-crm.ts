// The organisation's employer CRM calls: which CRM a sync reads, the review list's filters, and the sign-off's rows.
import { z } from "zod";

export const EMPLOYER_ROW_STATUSES = ["new", "signed", "changed", "flagged"] as const;
/** The most rows one sign-off covers. */
export const SIGNOFF_MAX_ROWS = 500;
export const ATTAINMENT_PAGE_DEFAULT = 100;
export const ATTAINMENT_PAGE_MAX = 500;

const period = z
  .string()
  .trim()
  .regex(/^\d{4}(-Q[1-4])?$/, "Use a quarter such as 2025-Q3, or a year such as 2025");

export const employerAttainmentQuerySchema = z.object({
  period: period.optional(),
  status: z.enum(EMPLOYER_ROW_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ATTAINMENT_PAGE_MAX).default(ATTAINMENT_PAGE_DEFAULT),
});

export const employerSignoffSchema = z.object({
  rows: z
    .array(z.object({ userId: z.number().int().positive(), period }))
    .min(1, "Choose at least one row to sign off")
    .max(SIGNOFF_MAX_ROWS, `Sign off at most ${SIGNOFF_MAX_ROWS} rows at a time`),
});

export type EmployerSignoffInput = z.infer<typeof employerSignoffSchema>;
