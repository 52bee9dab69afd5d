// Insights (Pro): GET /api/insights?days=30|90.
import { z } from "zod";

export const INSIGHT_PERIODS = [30, 90] as const;

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d) => (INSIGHT_PERIODS as readonly number[]).includes(d), "days must be 30 or 90")
    .default(30),
});

export type Insights = {
  days: number;
  /** Views by visitors (never the owner), one entry per day of the period, oldest first (UTC dates). */
  viewsByDay: { date: string; views: number }[];
  totalViews: number;
  /** PDF downloads from share pages in the period. */
  pdfDownloads: number;
  links: { id: number; name: string | null; url: string; views: number; pdfDownloads: number; revoked: boolean }[];
  /** Verified quota records and achievements out of all of them. */
  verification: { verified: number; total: number; rate: number };
};
