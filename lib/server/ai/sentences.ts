import "server-only";
// Sentence handling for the built-in writer: splitting (without breaking "Inc." or "e.g."), filler removal
// that keeps "a"/"an" right, and the final tidy-up of spacing, punctuation and capitals.

const ABBREVIATIONS = new Set([
  "approx",
  "co",
  "corp",
  "dept",
  "dr",
  "e.g",
  "eg",
  "est",
  "etc",
  "i.e",
  "ie",
  "inc",
  "jr",
  "llc",
  "ltd",
  "mr",
  "mrs",
  "ms",
  "no",
  "sr",
  "st",
  "u.k",
  "u.s",
  "vs",
]);

/** Splits a paragraph into sentences at ". ", "! " and "? " that really end one. */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(/[.!?]+["'”’)]*\s+/g)) {
    const end = match.index + match[0].length;
    const before = paragraph.slice(start, match.index);
    const lastWord = (/([\w.]+)$/.exec(before)?.[1] ?? "").toLowerCase();
    const next = paragraph.charAt(end);
    const isFullStop = match[0].startsWith(".");
    const isAbbreviation = isFullStop && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/.test(lastWord));
    // "approx. 5" or "Inc. and": a full stop before a lowercase word ends no sentence.
    if (isAbbreviation || (isFullStop && /[a-z]/.test(next))) continue;
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Words that weaken a claim without adding a fact. */
const FILLERS = [
  "a lot of",
  "lots of",
  "a bunch of",
  "really",
  "very",
  "basically",
  "just",
  "successfully",
  "various",
  "actually",
  "literally",
  "truly",
  "quite",
  "extremely",
  "incredibly",
  "definitely",
  "certainly",
  "simply",
  "honestly",
  "kind of",
  "sort of",
  "somewhat",
  "pretty much",
];

const FILLER_PATTERN = new RegExp(
  String.raw`(?<=^|[\s(])(?:${FILLERS.join("|").replaceAll(" ", String.raw`\s+`)})(?=[\s,])`,
  "gi",
);
const MARK = "\u0000";

/** "an" before a vowel sound, with the usual exceptions (a unique, a one-year, an MBA, an SDR). */
export function articleFor(word: string): "a" | "an" {
  if (/^(?:uni|use|usu|eu|one|once|ubiq)/i.test(word)) return "a";
  if (/^(?:hour|honest|honor|heir)/i.test(word)) return "an";
  if (/^[AEFHILMNORSX][A-Z0-9]*\b/.test(word) && /^[A-Z]{2,}/.test(word)) return "an";
  if (/^\$(?:8|1[18](?!\d))/.test(word) || /^(?:8|1[18](?!\d))/.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** Drops filler words; an article in front of a dropped word is matched to the word that now follows it. */
export function removeFillers(text: string): string {
  // "really, really" leaves two marks: merge them so the article fix sees one gap.
  const marked = text
    .replace(FILLER_PATTERN, MARK)
    .replace(new RegExp(String.raw`${MARK}(?:[\s,]*${MARK})+`, "g"), MARK);
  const fixed = marked.replace(
    new RegExp(String.raw`\b(a|an)((?:\s*${MARK}\s*)+)([\w$]+)`, "gi"),
    (_m, article: string, _gap: string, word: string) => {
      const next = articleFor(word);
      return `${/^A/.test(article) ? next.charAt(0).toUpperCase() + next.slice(1) : next} ${word}`;
    },
  );
  return fixed
    .replace(new RegExp(String.raw`\s*${MARK}\s*`, "g"), " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Spacing, punctuation and capitals of one sentence; ends it with a full stop when it has no end mark. */
export function tidySentence(sentence: string): string {
  let s = sentence
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?%)])/g, "$1")
    .replace(/([(])\s+/g, "$1")
    .replace(/([,;:])(?=[A-Za-z])/g, "$1 ")
    .replace(/(?<=[a-z]{2})\.(?=[A-Z][a-z])/g, ". ")
    .replace(/([,;:])[,;:]+/g, "$1")
    .replace(/[,;:]+([.!?])/g, "$1")
    .replace(/\.{2,}|…/g, ".")
    .replace(/([!?])[!?.]+/g, "$1")
    .replace(/\bi\b(?=[\s'’])/g, "I")
    .trim();
  s = s.replace(/^[,;:.\s]+/, "");
  if (!s) return s;
  s = s.charAt(0).toUpperCase() + s.slice(1);
  // An achievement states facts: no exclamation marks.
  s = s.replace(/!$/, ".");
  if (!/[.?]["'”’)]*$/.test(s)) s = `${s.replace(/[,;:]+$/, "")}.`;
  return s;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\w$]/.test(w)).length;
}
