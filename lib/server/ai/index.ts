import "server-only";
// The AI writing assistant: OpenAI when OPENAI_API_KEY is set, the built-in writer otherwise.
// An OpenAI failure answers 502 "ai_unavailable"; it never falls back silently to the built-in writer.
import { env } from "@/lib/env";
import type { EnhanceRequest, EnhancementResult } from "@/lib/validators/enhance";
import { ApiError } from "../errors";
import { writeBuiltInEnhancement } from "./built-in-writer";
import { AiUnavailableError, enhanceWithOpenAi } from "./openai-writer";

export const AI_UNAVAILABLE_MESSAGE = "The AI writer is unavailable right now. Please try again.";
export const OPENAI_TIMEOUT_MS = 20_000;

export async function enhanceAchievementText(input: EnhanceRequest): Promise<EnhancementResult> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  if (!OPENAI_API_KEY) return { ...writeBuiltInEnhancement(input), provider: "built-in", model: null };
  try {
    const config = {
      apiKey: OPENAI_API_KEY,
      baseUrl: OPENAI_BASE_URL,
      model: OPENAI_MODEL,
      timeoutMs: OPENAI_TIMEOUT_MS,
    };
    const draft = await enhanceWithOpenAi(input, config);
    return { ...draft, provider: "openai", model: OPENAI_MODEL };
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    console.error("[ai] enhancement failed:", error.message);
    throw new ApiError("ai_unavailable", AI_UNAVAILABLE_MESSAGE);
  }
}
