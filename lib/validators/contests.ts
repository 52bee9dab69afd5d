// Contests: what an owner, an admin or a manager sends to start one, shared by the form and the route handler.
import { z } from "zod";
import { daysInWindow } from "@/lib/contest-ranking";
import { periodsWithin } from "@/lib/recognition-periods";
import { isoDate, requiredText } from "./common";

export const CONTEST_METRICS = ["attainment", "closed_amount", "deal_count"] as const;
export type ContestMetric = (typeof CONTEST_METRICS)[number];

export const CONTEST_METRIC_LABELS: Record<ContestMetric, string> = {
  attainment: "attainment",
  closed_amount: "closed-won amount",
  deal_count: "closed-won deals",
};

/** A contest runs a year at most (a leap year's 366 days). */
export const CONTEST_MAX_DAYS = 366;

// A form's empty field (or an older client's null) means no restriction.
const absent = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** Who competes: one manager's direct reports, one segment, both, or (left out) every member. */
export const contestScopeSchema = z.object({
  managerId: z.preprocess(
    absent,
    z
      .number({ error: "Choose a manager" })
      .int("Choose a manager")
      .positive("Choose a manager")
      .max(2_147_483_647, "Choose a manager")
      .optional(),
  ),
  segment: z.preprocess(
    absent,
    z
      .string({ error: "Segment must be text" })
      .trim()
      .min(1, "Segment must be at least 1 character")
      .max(60, "Segment must be at most 60 characters")
      .optional(),
  ),
});

export const contestSchema = z
  .object({
    name: requiredText("Contest name is required", 120),
    metric: z.enum(CONTEST_METRICS, { error: "Choose a metric: attainment, closed_amount or deal_count" }),
    start: isoDate("Enter the first day as YYYY-MM-DD"),
    end: isoDate("Enter the last day as YYYY-MM-DD"),
    scope: z.preprocess(absent, contestScopeSchema.optional()),
    prize: z.preprocess(
      absent,
      z
        .string({ error: "Prize must be text" })
        .trim()
        .max(300, "Prize must be at most 300 characters")
        .optional()
        .transform((v) => v || null),
    ),
  })
  .superRefine((contest, ctx) => {
    if (contest.end < contest.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "The last day must be on or after the first day" });
    } else if (daysInWindow(contest.start, contest.end) > CONTEST_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["end"], message: `A contest runs ${CONTEST_MAX_DAYS} days at most` });
    } else if (contest.metric === "attainment" && periodsWithin(contest.start, contest.end, "quarter").length === 0) {
      // Attainment is known per quarter only: a window holding no whole quarter would rank nobody.
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "An attainment contest counts whole quarters: include at least one from its first to its last day",
      });
    }
  });

export type ContestInput = z.infer<typeof contestSchema>;
