// POST /api/ai/enhance: the request the AI Enhancement dialog sends and the result both writers return.
import { z } from "zod";

export const ENHANCE_TEXT_MAX = 5000;
export const ENHANCE_TEXT_REQUIRED = "Please enter some text to enhance";

export const enhanceRequestSchema = z.object({
  text: z
    .string({ error: ENHANCE_TEXT_REQUIRED })
    .trim()
    .min(1, ENHANCE_TEXT_REQUIRED)
    .max(ENHANCE_TEXT_MAX, `Text must be at most ${ENHANCE_TEXT_MAX} characters`),
  /** The achievement's category (e.g. "enterprise_deal"). */
  context: z
    .string()
    .trim()
    .max(100, "Context must be at most 100 characters")
    .nullish()
    .transform((v) => v || undefined),
});

/** A list of short texts: trimmed, blanks and duplicates dropped, at most `max` kept. */
const textList = (max: number) =>
  z.array(z.string()).transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))].slice(0, max));

/** What a writer produces, OpenAI or built-in alike: the text and its suggestions, metrics and impact areas. */
export const enhancementDraftSchema = z.object({
  enhanced: z.string().trim().min(1).max(10_000),
  suggestions: textList(10),
  metrics_highlighted: textList(15),
  impact_areas: textList(10),
});

export const ENHANCEMENT_PROVIDERS = ["openai", "built-in"] as const;

/** The API's answer: the draft, which writer answered and, for OpenAI, the model. */
export const enhancementResultSchema = enhancementDraftSchema.extend({
  provider: z.enum(ENHANCEMENT_PROVIDERS),
  model: z.string().nullable(),
});

export type EnhanceRequest = z.infer<typeof enhanceRequestSchema>;
export type EnhanceFormValues = z.input<typeof enhanceRequestSchema>;
export type EnhancementDraft = z.infer<typeof enhancementDraftSchema>;
export type EnhancementResult = z.infer<typeof enhancementResultSchema>;
