// Text as documents store it and as the extractor reads it: soft hyphens and zero-width characters (LaTeX and
// Word put them inside dates and words) removed, ligatures (ﬁ, ﬂ, ﬀ ...) spelled out, and the many spaces
// (no-break, thin, figure) made plain spaces. Line breaks are kept: they carry the document's structure.

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const LIGATURES: Record<string, string> = { ﬀ: "ff", ﬁ: "fi", ﬂ: "fl", ﬃ: "ffi", ﬄ: "ffl", ﬅ: "ft", ﬆ: "st" };

export function normaliseText(text: string): string {
  return text
    .replace(INVISIBLE, "")
    .replace(SPACES, " ")
    .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(/\r\n?/g, "\n");
}
