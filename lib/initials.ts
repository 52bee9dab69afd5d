// A person's initials for an avatar without a picture: the first letter of the first and of the last word,
// uppercased, at most two. Letters are whole user-perceived characters (grapheme clusters), so an accented
// letter typed as letter + combining mark, a CJK character or an emoji is never cut into half a code unit.

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// Below U+0300 (the combining marks) every code point but CR before LF is a character of its own, so such text,
// most names, needs no segmenter; the segmenter is made on first need (making one costs the page's start time).
const SINGLE_CODE_POINTS = /^[\u0000-\u000c\u000e-\u02ff]*$/;
let segmenter: Intl.Segmenter | null | undefined;

/** The word's characters as a reader sees them (code points where the runtime has no Intl.Segmenter). */
function graphemes(word: string): string[] {
  if (SINGLE_CODE_POINTS.test(word)) return Array.from(word);
  segmenter ??=
    typeof Intl !== "undefined" && "Segmenter" in Intl
      ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
      : null;
  return segmenter ? Array.from(segmenter.segment(word), (s) => s.segment) : Array.from(word);
}

/** The word's first letter or digit, skipping leading punctuation or symbols ("(Sam)" gives "S"). */
function firstLetter(word: string): string | undefined {
  return graphemes(word).find((g) => LETTER_OR_DIGIT.test(g));
}

/** "Émile Zola" → "ÉZ", "张 伟" → "张伟", "Prince" → "P"; "?" when the name has nothing to show. */
export function initials(fullName: string): string {
  const words = fullName.normalize("NFC").trim().split(/\s+/).filter(Boolean);
  const lettered = words.filter((word) => firstLetter(word) !== undefined);
  if (lettered.length === 0) {
    // A name of symbols only (an emoji, say): its first whole character rather than nothing.
    const first = words[0] ? graphemes(words[0])[0] : undefined;
    return first ?? "?";
  }
  const picked = lettered.length > 1 ? [lettered[0]!, lettered.at(-1)!] : [lettered[0]!];
  return picked
    .map((word) => (firstLetter(word) ?? "").toUpperCase())
    .join("")
    .normalize("NFC");
}
