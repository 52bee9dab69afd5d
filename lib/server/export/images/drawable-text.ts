// The preview image is drawn with the Noto Sans subsets in lib/server/export/fonts. A character none of them
// has would make next/og fetch a font or emoji from the internet at run time (and fail offline), so text is
// cut down to what the fonts cover. The ranges are @fontsource/noto-sans's unicode-range of each subset.
const COVERED = [
  // latin
  "\\u0020-\\u007E\\u00A0-\\u00FF\\u0131\\u0152\\u0153\\u02BB\\u02BC\\u02C6\\u02DA\\u02DC\\u0304\\u0308\\u0329\\u2000-\\u206F\\u20AC\\u2122\\u2191\\u2193\\u2212\\u2215",
  // latin-ext
  "\\u0100-\\u02BA\\u02BD-\\u02C5\\u02C7-\\u02CC\\u02CE-\\u02D7\\u02DD-\\u02FF\\u1D00-\\u1DBF\\u1E00-\\u1E9F\\u1EF2-\\u1EFF\\u2020\\u20A0-\\u20AB\\u20AD-\\u20C0\\u2113\\u2C60-\\u2C7F\\uA720-\\uA7FF",
  // vietnamese
  "\\u0300\\u0301\\u0303\\u0309\\u0323\\u1EA0-\\u1EF9",
  // cyrillic
  "\\u0400-\\u045F\\u0490\\u0491\\u04B0\\u04B1\\u2116",
  // greek
  "\\u0370-\\u0377\\u037A-\\u037F\\u0384-\\u038A\\u038C\\u038E-\\u03A1\\u03A3-\\u03FF",
].join("");

const NOT_COVERED = new RegExp(`[^${COVERED}]`, "gu");

/** The text without the characters the fonts lack (emoji, CJK...), spaces tidied. */
export function drawableText(text: string): string {
  return text.normalize("NFC").replace(NOT_COVERED, "").replace(/\s+/g, " ").trim();
}
