// PDF text with its layout, through unpdf (PDF.js). PDF.js gives positioned text pieces; pdf-layout.ts rebuilds
// lines in reading order (columns, right-hand dates, labels, wrapped bullets), running headers and page footers are
// dropped here, and lines set larger or bolder than the body text are reported as headings.
import { getDocumentProxy } from "unpdf";
import { ENCRYPTED_MESSAGE } from "../../../import-limits";
import { ImportError, malformed, tooLong } from "../errors";
import { ASIDE_END, ASIDE_START } from "../extract/lines";
import { withOcrPages } from "../ocr";
import { FONT_LOOKUP_BUDGET_MS, pageTextItems } from "./pdf-items";
import { pageLines, type Line } from "./pdf-layout";
import { styledHeadings } from "./pdf-headings";

export const MAX_PDF_PAGES = 200;

/**
 * The text and the lines styled as headings; `ocr` when some page had no text layer and was read from its image,
 * `unreadPages` those left unread.
 */
export type PdfText = {
  text: string;
  headings: string[];
  layout: LineLayout[];
  ocr?: boolean;
  unreadPages?: number[];
};

/** How a line is set on its page: what a reader of line roles weighs besides the words. */
export type LineLayout = { text: string; x: number; fontSize: number; bold: boolean; bullet: boolean };

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js may transfer (detach) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException")
      throw new ImportError("encrypted", ENCRYPTED_MESSAGE);
    throw malformed("PDF");
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw tooLong(`more than ${MAX_PDF_PAGES} pages`);
    const fontsUntil = Date.now() + FONT_LOOKUP_BUDGET_MS;
    const items = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, index) => pageTextItems(pdf, index + 1, fontsUntil)),
    ).catch(() => {
      throw malformed("PDF");
    });
    // Pages without a text layer (scans, glyphs drawn as outlines) get the words OCR reads on their image instead.
    const read = await withOcrPages(pdf, items);
    const lines = withoutRunningLines(read.items.map((pageItems) => pageLines(pageItems)));
    const text = lines.map((line) => line.text).join("\n");
    const headings = styledHeadings(lines);
    const layout = lines.map(({ text, x, fontSize, bold, bullet }) => ({ text, x, fontSize, bold, bullet }));
    return read.ocr || read.skippedPages.length > 0
      ? { text, headings, layout, ocr: read.ocr, unreadPages: read.skippedPages }
      : { text, headings, layout };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$/i;

/**
 * Drops running headers and footers: page numbers, lines repeated at the top or bottom of several pages, and
 * small print at the very top or bottom of a page (a header that only appears from page 2 on).
 */
function withoutRunningLines(pages: Line[][]): Line[] {
  const real = pages.map((page) => page.filter((line) => !isAsideBound(line)));
  const sizes = real
    .flat()
    .map((line) => line.fontSize)
    .sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const edgeKey = (text: string) => text.toLowerCase().replace(/\d+/g, "#");
  const seen = new Map<string, number>();
  for (const lines of real) {
    const edges = new Set([...lines.slice(0, 2), ...lines.slice(-2)].map((l) => edgeKey(l.text)));
    for (const key of edges) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const out: Line[] = [];
  for (const [p, page] of pages.entries()) {
    // A sidebar's bounds are kept; they are not lines of the page.
    let index = -1;
    const lines = real[p]!;
    for (const line of page) {
      if (isAsideBound(line)) {
        out.push(line);
        continue;
      }
      index++;
      const atEdge = index < 2 || index >= lines.length - 2;
      if (PAGE_NUMBER.test(line.text)) continue;
      if ((index === 0 || index === lines.length - 1) && line.fontSize < bodySize * 0.85) continue;
      if (pages.length > 1 && atEdge && (seen.get(edgeKey(line.text)) ?? 0) > 1) continue;
      out.push(line);
    }
  }
  return out;
}

const isAsideBound = (line: Line) => line.text === ASIDE_START || line.text === ASIDE_END;
