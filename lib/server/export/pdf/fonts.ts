// The report's embedded fonts: Noto Sans, shipped in lib/server/export/fonts (OFL), split by script the way
// @fontsource publishes it. react-pdf takes a family list and picks, per character, the first family that has
// the glyph, so "Zoë Łukasiewicz Ωμέγα Анна" renders (the built-in Helvetica has no Greek or Cyrillic).
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { processSingleton } from "../../process-singleton";

const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic", "vietnamese"] as const;
const WEIGHTS = [400, 700] as const;

/** The style value for every text in the report: the Latin subset first, the other scripts as fallbacks. */
export const REPORT_FONT_FAMILY: string[] = SUBSETS.map((subset) => `NotoSans-${subset}`);

const FONT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "server", "export", "fonts");

/** A word longer than this (a URL, an ID) could be wider than a line: it gets break points, or it would be clipped. */
const LONG_WORD = 30;
const LONG_WORD_PIECE = 10;

/**
 * Hyphenation: none for ordinary words (the default splits English words, "reve-nue", and names and product
 * terms read better whole); break points every few characters in an over-long word, so it wraps instead of
 * running off the page.
 */
function breakOnlyLongWords(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += LONG_WORD_PIECE) pieces.push(chars.slice(i, i + LONG_WORD_PIECE).join(""));
  return pieces;
}

// Font.register is global to the process; registering twice would only re-add the same sources.
const registered = processSingleton("pdf-fonts", (): { __quotaproofPdfFonts?: boolean } => ({}));

export function registerReportFonts(): void {
  if (registered.__quotaproofPdfFonts) return;
  for (const subset of SUBSETS) {
    Font.register({
      family: `NotoSans-${subset}`,
      fonts: WEIGHTS.map((fontWeight) => ({
        src: path.join(FONT_DIR, `noto-sans-${subset}-${fontWeight}-normal.ttf`),
        fontWeight,
      })),
    });
  }
  Font.registerHyphenationCallback(breakOnlyLongWords);
  registered.__quotaproofPdfFonts = true;
}
