import "server-only";
// The built-in AI writer: a deterministic rewrite of an achievement (strong opening verb, amounts first,
// no filler, tidy punctuation) plus what is missing, the metrics found and the impact areas. No network,
// and nothing invented: every number and name in the result comes from the user's text.
import type { EnhanceRequest, EnhancementDraft } from "@/lib/validators/enhance";
import { bringAmountsForward, findMetrics, normalizeNumbers } from "./numbers";
import { replaceWeakPhrases, strengthenOpening } from "./openings";
import { impactAreasFor, suggestionsFor } from "./review";
import { removeFillers, splitSentences, tidySentence } from "./sentences";

function enhanceSentence(sentence: string): string {
  const isQuestion = /\?["'”’)]*$/.test(sentence);
  let body = sentence.replace(/[.!?]+(["'”’)]*)$/, "$1").replace(/\bi\b(?=[\s'’])/g, "I");
  body = normalizeNumbers(body);
  body = removeFillers(body);
  body = replaceWeakPhrases(body);
  body = strengthenOpening(body);
  body = bringAmountsForward(body);
  return tidySentence(isQuestion ? `${body}?` : body);
}

const BULLET = /^\s*([-*•]|\d+[.)])\s+/;

function enhanceLine(line: string): string {
  const bullet = BULLET.exec(line);
  const body = bullet ? line.slice(bullet[0].length) : line;
  const text = splitSentences(body.replace(/\s+/g, " ").trim()).map(enhanceSentence).filter(Boolean).join(" ");
  return bullet && text ? `${bullet[1]} ${text}` : text;
}

/** Rewrites each line (bullets keep their marker); blank lines between paragraphs stay, one at most. */
export function enhanceText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line.trim() ? enhanceLine(line) : ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function writeBuiltInEnhancement({ text, context }: EnhanceRequest): EnhancementDraft {
  const enhanced = enhanceText(text) || text.trim();
  const metrics = findMetrics(enhanced);
  return {
    enhanced,
    suggestions: suggestionsFor(enhanced, metrics, context),
    metrics_highlighted: [...new Set(metrics.map((m) => m.text))],
    impact_areas: impactAreasFor(enhanced, metrics, context),
  };
}
