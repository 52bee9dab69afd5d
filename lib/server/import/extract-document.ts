// Chooses the extraction for an upload: the built-in extractor always runs; with OPENAI_API_KEY set its result goes
// through the OpenAI pass, and any failure there is logged and answered with the built-in result.
import { env } from "@/lib/env";
import type { ExtractedData } from "@/lib/validators/import";
import { extractPortfolioItems } from "./extract";
import { extractWithOpenAi } from "./openai";
import type { ReadDocument } from "./read-document";

export const OPENAI_IMPORT_TIMEOUT_MS = 30_000;

export type Extraction = { extractedData: ExtractedData; source: "built-in" | "openai" };

/**
 * `builtIn` is the built-in extraction when it already ran (in the import worker); `useAi: false` skips the
 * OpenAI pass (Starter plans, or a rep over their AI import cap).
 */
export async function extractDocument(
  document: ReadDocument,
  { builtIn = extractPortfolioItems(document), useAi = true }: { builtIn?: ExtractedData; useAi?: boolean } = {},
): Promise<Extraction> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  // A LinkedIn export is structured data: read field by field, there is nothing for a model to improve.
  if (!OPENAI_API_KEY || !useAi || document.kind === "linkedin") return { extractedData: builtIn, source: "built-in" };
  try {
    const config = {
      apiKey: OPENAI_API_KEY,
      baseUrl: OPENAI_BASE_URL,
      model: OPENAI_MODEL,
      timeoutMs: OPENAI_IMPORT_TIMEOUT_MS,
    };
    const ai = await extractWithOpenAi(document, builtIn, config);
    // The model is asked for the five resume groups; references and About Me stay as the built-in read them.
    return { extractedData: { ...ai, references: builtIn.references, aboutMe: builtIn.aboutMe }, source: "openai" };
  } catch (error) {
    console.error(
      "[import] the OpenAI pass failed; answering the built-in extraction:",
      (error as Error)?.message ?? error,
    );
    return { extractedData: builtIn, source: "built-in" };
  }
}
