import { z } from "zod";
import { ACHIEVEMENT_CATEGORIES } from "@/lib/options";
import { TEMPLATE_CATEGORIES } from "@/lib/templates";
import { isoDate, optionalIsoDate, optionalText, proofFileId, stringList } from "./common";

export const ALL_ACHIEVEMENT_CATEGORIES = [...Object.keys(ACHIEVEMENT_CATEGORIES), ...TEMPLATE_CATEGORIES] as [
  string,
  ...string[],
];

/** Template-field values: short strings keyed by field name. */
const metrics = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, "Invalid metric name"),
    z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  )
  .nullish()
  .transform((v) => Object.fromEntries(Object.entries(v ?? {}).filter(([, value]) => value !== "")))
  .refine((v) => Object.keys(v).length <= 30, "At most 30 metrics")
  .refine((v) => Object.values(v).every((value) => value.length <= 500), "Each metric must be at most 500 characters");

const fields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(10_000, "Description must be at most 10000 characters"),
  category: z.enum(ALL_ACHIEVEMENT_CATEGORIES, { error: "Please choose a category" }),
  metrics,
  customerStory: optionalText(),
  stakeholders: stringList(50, 200),
  challenges: optionalText(),
  solution: optionalText(),
  impact: optionalText(),
  timeframe: optionalText(100),
  tags: stringList(20, 40),
  aiEnhanced: optionalText(10_000),
  dateReceived: optionalIsoDate("Please enter a valid date"),
  proofUrl: optionalText(2000),
  /** An uploaded recognition proof (POST /api/proofs); whose file it is is checked by the data layer. */
  proofFileId,
};

/** The creation form and POST /api/achievements (category defaults to enterprise_deal). */
export const achievementSchema = z.object({ ...fields, category: fields.category.default("enterprise_deal") });

/** Today's date in the time zone furthest ahead of UTC (+14h), so no user's "today" is refused. */
function latestLocalDate(): string {
  return new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The recognition wizard: stricter than the form (a 10-character description, a date received); its own messages. */
export const recognitionSchema = achievementSchema.extend({
  title: z
    .string({ error: "Achievement title is required" })
    .trim()
    .min(1, "Achievement title is required")
    .max(200, "Title must be at most 200 characters"),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(10_000, "Description must be at most 10000 characters"),
  dateReceived: isoDate("Date received is required").refine(
    (v) => v <= latestLocalDate(),
    "Date received cannot be in the future",
  ),
  category: fields.category.default("recognition"),
});

/** Picks the schema by category: recognition items follow the recognition rules. */
export function achievementSchemaFor(input: unknown) {
  const category = (input as { category?: unknown } | null)?.category;
  return category === "recognition" ? recognitionSchema : achievementSchema;
}

export type AchievementInput = z.infer<typeof achievementSchema>;
export type AchievementFormValues = z.input<typeof achievementSchema>;
export type RecognitionFormValues = z.input<typeof recognitionSchema>;

/** A template field the form must have filled in; left empty, it reads "{label} is required". */
export type RequiredMetric = { name: string; label: string };

/**
 * The achievement form's schema: the rules of the chosen category (recognition items keep theirs when edited),
 * plus the chosen template's required fields, checked inside `metrics` so each error lands on its own field.
 */
export function achievementFormSchema(category: unknown, requiredMetrics: readonly RequiredMetric[] = []) {
  // recognitionSchema is achievementSchema with stricter fields, so it parses into the same shape.
  const base = achievementSchemaFor({ category }) as typeof achievementSchema;
  if (requiredMetrics.length === 0) return base;
  return base.extend({
    metrics: fields.metrics.superRefine((values, ctx) => {
      for (const { name, label } of requiredMetrics) {
        if (!values[name]) ctx.addIssue({ code: "custom", path: [name], message: `${label} is required` });
      }
    }),
  });
}
