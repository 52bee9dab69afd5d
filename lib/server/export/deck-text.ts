// Rough text measurement for the deck: a slide has no automatic page flow, so the deck wraps text itself
// (characters per line x lines) to choose a font size and to carry long text onto "(continued)" slides.
// The widths are deliberately generous (DejaVu Sans, LibreOffice's stand-in for Arial, runs wider than Arial):
// an estimate that is too wide wastes a little space, one that is too narrow lets text run off the slide.

/** Line height as a multiple of the font size (PowerPoint's single spacing is about 1.15). */
export const LINE_HEIGHT = 1.2;

const POINTS_PER_INCH = 72;

/** Characters that slide XML cannot carry (control characters, unpaired surrogates): a deck with them won't open. */
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe for slide XML, with runs of spaces and tabs folded to one space. */
export function cleanText(text: string): string {
  return text
    .replace(XML_INVALID, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Widths in ems (shares of the font size) of the ASCII characters, looked up per character. */
const ASCII_EM = new Float64Array(128).map((_, code) => {
  const ch = String.fromCharCode(code);
  if (ch === " ") return 0.32;
  if ("iljtf.,:;'!|()[]".includes(ch)) return 0.34;
  if ("mwMW@%".includes(ch)) return 0.92;
  if (/[A-Z0-9$#&]/.test(ch)) return 0.7;
  return 0.58;
});

/** The width of one character in ems. */
function charEm(code: number): number {
  if (code < 128) return ASCII_EM[code]!;
  // CJK, Hangul, full-width forms and emoji: a full em.
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    code >= 0x1f300;
  return wide ? 1 : 0.62;
}

/** The estimated width of `text` in points at `sizePt`; bold runs about 10% wider, and both get a small margin of safety. */
export function textWidthPt(text: string, sizePt: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += charEm(ch.codePointAt(0)!);
  return ems * sizePt * (bold ? 1.15 : 1.04);
}

export type TextStyle = { sizePt: number; bold?: boolean };

type Line = {
  text: string;
  /** The line ends inside a word, so it joins the next without a space. */ midWord: boolean;
};

/** The lines `text` wraps to in a box `widthIn` inches wide: greedy on spaces, a word wider than a line broken. */
export function wrapLines(text: string, widthIn: number, style: TextStyle): string[] {
  return wrap(text, widthIn, style).map((l) => l.text);
}

function wrap(text: string, widthIn: number, style: TextStyle): Line[] {
  const max = widthIn * POINTS_PER_INCH;
  const width = (s: string) => textWidthPt(s, style.sizePt, style.bold);
  const space = width(" ");
  const lines: Line[] = [];
  for (const paragraph of cleanText(text).split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const wordWidth = width(word);
      if (line && lineWidth + space + wordWidth <= max) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push({ text: line, midWord: false });
      if (wordWidth <= max) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word longer than the line (a URL, or CJK text without spaces) breaks between characters.
      line = "";
      lineWidth = 0;
      for (const ch of word) {
        const chWidth = width(ch);
        if (line && lineWidth + chWidth > max) {
          lines.push({ text: line, midWord: true });
          line = "";
          lineWidth = 0;
        }
        line += ch;
        lineWidth += chWidth;
      }
    }
    lines.push({ text: line, midWord: false });
  }
  return lines;
}

/** Lines back into one paragraph's text. */
const joinLines = (lines: readonly Line[]) =>
  lines
    .map((l) => l.text + (l.midWord ? "" : " "))
    .join("")
    .trim();

/** The height in inches of `lineCount` lines at `sizePt`. */
export const linesHeightIn = (lineCount: number, sizePt: number) =>
  (lineCount * sizePt * LINE_HEIGHT) / POINTS_PER_INCH;

/** The largest size of `sizes` (largest first) at which `text` takes at most `maxLines` lines, else the smallest. */
export function fitSize(text: string, widthIn: number, sizes: readonly number[], maxLines: number, bold = false) {
  for (const sizePt of sizes) {
    const lines = wrapLines(text, widthIn, { sizePt, bold });
    if (lines.length <= maxLines) return { sizePt, lines };
  }
  const sizePt = sizes[sizes.length - 1]!;
  return { sizePt, lines: wrapLines(text, widthIn, { sizePt, bold }) };
}

/** A paragraph of a slide's text flow: a small heading ("Impact") or body text. */
export type FlowBlock = { kind: "heading" | "body"; text: string };

/** Space after a body paragraph, in lines (a heading sits right above its paragraph). */
export const PARAGRAPH_GAP = 0.5;

/** The text box of a slide in inches: the first slide's (beside tiles, under a taller header) and the others'. */
export type FlowPages = { first: { widthIn: number; heightIn: number }; next: { widthIn: number; heightIn: number } };

/**
 * Lays the blocks out at the largest of `sizes` that fits one page, or else at the smallest size over as many pages
 * as needed. A paragraph may break between lines across pages (each part's text is exactly its lines), and a heading
 * stays with the first lines of its paragraph.
 */
export function paginateFlow(
  blocks: readonly FlowBlock[],
  pages: FlowPages,
  sizes: readonly number[],
): { sizePt: number; pages: FlowBlock[][] } {
  const paragraphs = blocks
    .flatMap((b) =>
      cleanText(b.text)
        .split("\n")
        .map((text) => ({ kind: b.kind, text })),
    )
    .filter((p) => p.text !== "");
  for (const sizePt of sizes) {
    const laidOut = layOut(paragraphs, pages, sizePt);
    if (laidOut.length <= 1 || sizePt === sizes[sizes.length - 1]) return { sizePt, pages: laidOut };
  }
  throw new Error("paginateFlow needs at least one size");
}

function layOut(paragraphs: readonly FlowBlock[], boxes: FlowPages, sizePt: number): FlowBlock[][] {
  const lineIn = linesHeightIn(1, sizePt);
  const pages: FlowBlock[][] = [[]];
  const box = () => (pages.length === 1 ? boxes.first : boxes.next);
  let used = 0;
  const newPage = () => {
    pages.push([]);
    used = 0;
  };
  paragraphs.forEach((paragraph, i) => {
    const style = { sizePt, bold: paragraph.kind === "heading" };
    let lines = wrap(paragraph.text, box().widthIn, style);
    if (paragraph.kind === "heading") {
      // Keep a heading with at least two lines of what follows.
      const next = paragraphs[i + 1];
      const following = next ? Math.min(2, wrap(next.text, box().widthIn, { sizePt }).length) : 0;
      const roomAfter = Math.floor(box().heightIn / lineIn - used - lines.length + 1e-9);
      if (used > 0 && roomAfter < following) newPage();
    }
    for (;;) {
      const room = Math.floor(box().heightIn / lineIn - used + 1e-9);
      if (lines.length <= room) {
        pages[pages.length - 1]!.push({ kind: paragraph.kind, text: joinLines(lines) });
        used += lines.length + (paragraph.kind === "body" ? PARAGRAPH_GAP : 0);
        return;
      }
      // Split between lines; a lone first line at the bottom of a page moves on with the rest.
      const take = used === 0 ? Math.max(room, 1) : room >= 2 ? room : 0;
      if (take > 0) pages[pages.length - 1]!.push({ kind: paragraph.kind, text: joinLines(lines.slice(0, take)) });
      newPage();
      // The next page may be wider: the rest wraps again.
      lines = wrap(joinLines(lines.slice(take)), box().widthIn, style);
    }
  });
  return pages.filter((p, i) => p.length > 0 || i === 0);
}
