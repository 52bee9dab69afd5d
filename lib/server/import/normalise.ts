// Text as a person reads it off the page, from the code points documents store. Fonts and generators misuse many:
// - U+00AD (soft hyphen): some fonts map their visible hyphen glyph to it (LaTeX's T1 fonts), so between spaces,
//   digits or dates it is the dash the page shows ("Sep. 2023 U+00AD Mar. 2024"). At a line end it broke a word and
//   the two halves join. Inside a word it is the hyphen drawn on a PDF page, and an invisible break point anywhere else
//   (Word's optional hyphen).
// - Dashes: U+2010 and U+2011 are hyphens, U+2212 a minus sign; U+2012 and U+2015 are the en dash ranges use. A
//   low single quote (U+201A) after a word and before a space is the comma it looks like.
// - Ligatures (ﬁ, ﬂ, ﬀ ...) and full-width forms (１２, Ｊａｎ) are spelled out in plain letters and digits.
// - Spacing accents a typesetter drew before a letter ("Nationalit¨ at") and decomposed letters (o + U+0308) become
//   the one letter (ä, ö); everything ends in Unicode NFC.
// - Private-use glyphs (icon fonts: phone, envelope, LinkedIn logos) carry no text: they become a space.
// - No-break, thin and other spaces become plain spaces; zero-width characters go. Line breaks are kept: they carry
//   the document's structure.

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const PRIVATE_USE = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]/gu;
const LIGATURES: Record<string, string> = { ﬀ: "ff", ﬁ: "fi", ﬂ: "fl", ﬃ: "ffi", ﬄ: "ffl", ﬅ: "ft", ﬆ: "st" };

/** Spacing accents and the combining mark each stands for. */
const ACCENTS: Record<string, string> = {
  "\u00A8": "\u0308", // ¨ diaeresis
  "\u02C6": "\u0302", // ˆ circumflex
  "\u02C7": "\u030C", // ˇ caron
  "\u02DA": "\u030A", // ˚ ring
  "\u00B4": "\u0301", // ´ acute
  "\u0060": "\u0300", // ` grave
  "\u02DC": "\u0303", // ˜ tilde
  "\u00B8": "\u0327", // ¸ cedilla
};
// Accents that never stand alone in prose may be separated from their letter by the space a typesetter's kerning
// left; the others also stand for quotes (don´t), so they join only a letter that takes them, right after them.
const ACCENT_SPACED = /([\u00A8\u02C6\u02C7\u02DA]) ?(\p{L})/gu;
const ACCENT_TIGHT = /([\u00B4\u0060])([aeiouyAEIOUY])|(\u02DC)([anoANO])|(\u00B8)([cC])/g;

export type NormaliseOptions = {
  /** Text as drawn on a page (PDF): a soft hyphen inside a word is a hyphen the reader sees. */
  drawn?: boolean;
};

export function normaliseText(text: string, { drawn = false }: NormaliseOptions = {}): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(ZERO_WIDTH, "")
      .replace(SPACES, " ")
      .replace(PRIVATE_USE, " ")
      .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      .replace(/[\uFF01-\uFF5E]/g, (wide) => String.fromCharCode(wide.charCodeAt(0) - 0xfee0))
      .replace(/[\u2010\u2011\u2212]/g, "-")
      .replace(/[\u2012\u2015]/g, "\u2013")
      // U+201A (a low single quote) drawn as the comma it looks like: "Inc\u201A Pittsburgh".
      .replace(/(?<=[\p{L}\d.])\u201A(?= )/gu, ",")
      .replace(/(\p{L})\u00AD *\n *(?=\p{L})/gu, "$1")
      // A line end the reader already joined with a space ("man\u00AD agement" from a wrapped bullet).
      .replace(/(\p{Ll})\u00AD +(?=\p{Ll})/gu, "$1")
      .replace(/\u00AD/g, (_, at: number, all: string) => softHyphen(all, at, drawn))
      .replace(ACCENT_SPACED, (_, accent: string, letter: string) => letter + ACCENTS[accent])
      .replace(ACCENT_TIGHT, (...groups: string[]) => {
        const [accent, letter] = groups.slice(1, 7).filter(Boolean);
        return letter! + ACCENTS[accent!];
      })
      .normalize("NFC")
  );
}

/** What a soft hyphen not at a line end stands for, from its neighbours (spaces skipped). */
function softHyphen(all: string, at: number, drawn: boolean): string {
  const before = all[at - 1] ?? "";
  let next = at + 1;
  while (all[next] === " ") next++;
  const after = all[next] ?? "";
  if (after === "\n" || after === "") return "";
  if (/[\s\d]/.test(before) || /[\s\d]/.test(all[at + 1] ?? "")) return "-";
  if (/\p{L}/u.test(before) && /\p{L}/u.test(after)) return drawn ? "-" : "";
  return "";
}
