// The Noto Sans files the PDF export ships, for images drawn with next/og (share previews, the LinkedIn badge) in
// the export worker: offline, one family per script, Latin first (the renderer takes each glyph from the first family that has it).
import { readFile } from "node:fs/promises";
import path from "node:path";

const FONT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "server", "export", "fonts");
const SUBSETS = ["latin", "latin-ext", "cyrillic", "greek", "vietnamese"];
const WEIGHTS = [400, 700] as const;
/** One family per script, Latin first: the renderer takes each glyph from the first family that has it. */
export const FONT_FAMILY = SUBSETS.map((subset) => `"Noto Sans ${subset}"`).join(", ");

let fontsPromise: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;
export function loadImageFonts() {
  fontsPromise ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: `Noto Sans ${subset}`,
        data: await readFile(path.join(FONT_DIR, `noto-sans-${subset}-${weight}-normal.ttf`)),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  fontsPromise.catch(() => (fontsPromise = undefined));
  return fontsPromise;
}
