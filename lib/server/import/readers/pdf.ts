// PDF text with its layout, through unpdf (PDF.js). PDF.js gives positioned text pieces; lines are rebuilt from
// their baselines so a right-aligned date stays on its job line (as a part of its own), two-column pages are read
// column by column, a bullet's wrapped second line (hanging indent) is joined back to the bullet, and running
// headers and page footers are dropped.
import { extractTextItems, getDocumentProxy } from "unpdf";
import { ENCRYPTED_MESSAGE } from "../../../import-limits";
import { ImportError, malformed, tooLong } from "../errors";
import { findDateRange } from "../extract/periods";
import { withOcrPages } from "../ocr";

export const MAX_PDF_PAGES = 200;

type TextItem = { str: string; x: number; y: number; width: number; fontSize: number };
type Line = { text: string; x: number; bulletTextX: number | null; fontSize: number };

const BULLET_GLYPH = /^[•◦▪▫●○■□►▸‣∙·✓✔–-]$/;

/** The text; `ocr` when some page had no text layer and was read from its image, `unreadPages` those left unread. */
export type PdfText = { text: string; ocr?: boolean; unreadPages?: number[] };

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
    const { items } = await extractTextItems(pdf).catch(() => {
      throw malformed("PDF");
    });
    // Pages without a text layer (scans, glyphs drawn as outlines) get the words OCR reads on their image instead.
    const read = await withOcrPages(pdf, items);
    const pages = read.items.map((pageItems) => pageLines(pageItems));
    const text = withoutRunningLines(pages).join("\n");
    return read.ocr || read.skippedPages.length > 0
      ? { text, ocr: read.ocr, unreadPages: read.skippedPages }
      : { text };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * A page's lines in reading order. On a two-column page (a sidebar beside the main column) each column is read
 * top to bottom in turn; text spanning both (a name banner) stays where it is.
 */
function pageLines(items: TextItem[]): Line[] {
  const pieces = items.filter((item) => item.str.trim() !== "");
  const found = findGutter(pieces);
  if (found === null) return rowsToLines(pieces);
  const { gutter } = found;
  if (found.labels) return labelledLines(pieces, gutter);
  const lines: Line[] = [];
  let left: TextItem[] = [];
  let right: TextItem[] = [];
  const flush = () => {
    lines.push(...rowsToLines(left), ...rowsToLines(right));
    left = [];
    right = [];
  };
  for (const row of groupRows(pieces)) {
    if (row.some((piece) => crosses(piece, gutter))) {
      flush();
      lines.push(...rowsToLines(row));
      continue;
    }
    for (const piece of row) (piece.x < gutter.start ? left : right).push(piece);
  }
  flush();
  return lines;
}

/**
 * A labels column beside the entries (moderncv: "Feb" / "2020–Present" stacked left of a job): the label's rows
 * are put together until they make a date range or a year, and the label joins the entry line it starts beside,
 * as a part of its own ("Feb 2020–Present | Regional Sales Manager, Fabrikam, Chicago").
 */
function labelledLines(pieces: TextItem[], gutter: Gutter): Line[] {
  const entries = pieces.filter((p) => p.x + p.width > gutter.start);
  const labels: TextItem[] = [];
  let block: TextItem[][] = [];
  const close = () => {
    if (block.length === 0) return;
    const first = block[0]!;
    const text = block
      .map((row) => row.map((p) => p.str).join(" "))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    labels.push({ str: text, x: first[0]!.x, y: first[0]!.y, width: 0, fontSize: first[0]!.fontSize });
    block = [];
  };
  for (const row of groupRows(pieces.filter((p) => p.x + p.width <= gutter.start))) {
    block.push(row.sort((a, b) => a.x - b.x));
    const text = block.map((r) => r.map((p) => p.str).join(" ")).join(" ");
    if (findDateRange(text) || /^\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*$/u.test(text) || block.length >= 4) close();
  }
  close();
  return rowsToLines([...entries, ...labels]);
}

type Gutter = { start: number; end: number };
const crosses = (piece: TextItem, gutter: Gutter) => piece.x < gutter.end && piece.x + piece.width > gutter.start;

/**
 * The empty vertical band between two columns, or null for a one-column page. A band counts when almost no text
 * crosses it and the text right of it starts at one x, line after line: a column. (A one-column resume's
 * right-aligned dates end at one x but start wherever their length puts them, so they never make a column.)
 */
function findGutter(pieces: TextItem[]): { gutter: Gutter; labels: boolean } | null {
  // Too little text to tell columns from chance, or far more than a resume page holds (not worth the search).
  if (pieces.length < 20 || pieces.length > 4000) return null;
  const left = Math.min(...pieces.map((p) => p.x));
  const right = Math.max(...pieces.map((p) => p.x + p.width));
  const width = right - left;
  if (width <= 0) return null;
  const band = 6;
  let best: { gutter: Gutter; score: number } | null = null;
  // A dates column can be narrow (moderncv's is a sixth of the page); 30 pt is the least a "2020–Present" needs.
  for (let start = Math.max(left + width * 0.08, left + 30); start <= left + width * 0.75; start += 1) {
    const gutter = { start, end: start + band };
    const crossing = pieces.filter((p) => crosses(p, gutter)).length;
    if (crossing > Math.max(2, pieces.length * 0.03)) continue;
    const rightStarts = pieces
      .filter((p) => p.x >= gutter.end && p.x < gutter.end + width * 0.08)
      .map((p) => Math.round(p.x));
    const beyond = pieces.filter((p) => p.x >= gutter.end).length;
    if (rightStarts.length < 5 || beyond < pieces.length * 0.2) continue;
    const counts = new Map<number, number>();
    for (const x of rightStarts) for (const near of [x - 1, x, x + 1]) counts.set(near, (counts.get(near) ?? 0) + 1);
    const aligned = Math.max(...counts.values());
    const leftCount = pieces.filter((p) => p.x + p.width <= gutter.start && /[\p{L}\p{N}]/u.test(p.str)).length;
    if (aligned < 5 || leftCount < pieces.length * 0.1) continue;
    const score = aligned / beyond;
    if (score >= 0.3 && (!best || score > best.score)) best = { gutter, score };
  }
  return best ? { gutter: best.gutter, labels: sharesBaselines(pieces, best.gutter) } : null;
}

/**
 * A dates column beside the entries (moderncv's layout) shares its lines' baselines with the text right of it and
 * holds mostly dates: that is one column of labelled rows, not two columns to read one after the other.
 */
function sharesBaselines(pieces: TextItem[], gutter: Gutter): boolean {
  const rightBaselines = pieces.filter((p) => p.x >= gutter.end).map((p) => p.y);
  const leftRows = groupRows(pieces.filter((p) => p.x + p.width <= gutter.start));
  const shared = leftRows.filter((row) =>
    rightBaselines.some((y) => Math.abs(y - row[0]!.y) <= Math.max(row[0]!.fontSize, 1) * 0.5),
  );
  // A sidebar can share baselines by chance (same line spacing); a labels column holds dates and years.
  const dated = leftRows.filter((row) => row.some((p) => /\d/.test(p.str)));
  // Labels are short ("Feb", "2020–Present"): a column of sentences is a main column, whatever its baselines.
  const short = leftRows.filter((row) => row.map((p) => p.str).join(" ").length <= 20);
  return (
    shared.length > leftRows.length * 0.5 &&
    dated.length >= leftRows.length * 0.5 &&
    short.length >= leftRows.length * 0.7
  );
}

/** Pieces on one baseline, top to bottom. */
function groupRows(pieces: TextItem[]): TextItem[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const piece of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(piece.fontSize, 1) * 0.5;
    if (row && Math.abs(row[0]!.y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  return rows;
}

/**
 * Rows → text lines, with a space where the gap between pieces shows one and " | " where the gap is wide (a
 * right-aligned date or location keeps its line but stays a separate part of it).
 */
function rowsToLines(pieces: TextItem[]): Line[] {
  const lines: Line[] = [];
  for (const row of groupRows(pieces)) {
    row.sort((a, b) => a.x - b.x);
    let text = "";
    let end = -Infinity;
    for (const piece of row) {
      const gap = piece.x - end;
      if (text && gap > piece.fontSize * 2.5) text += " | ";
      else if (text && gap > piece.fontSize * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.str)) text += " ";
      text += piece.str;
      end = piece.x + piece.width;
    }
    const startsWithBullet = BULLET_GLYPH.test(row[0]!.str.trim()) && row.length > 1;
    const line: Line = {
      text: text.replace(/\s+/g, " ").trim(),
      x: row[0]!.x,
      bulletTextX: startsWithBullet ? row[1]!.x : null,
      fontSize: Math.max(...row.map((piece) => piece.fontSize)),
    };
    const previous = lines[lines.length - 1];
    // A wrapped bullet line starts where the bullet's text started, right of the bullet glyph.
    if (previous?.bulletTextX != null && line.bulletTextX === null && Math.abs(line.x - previous.bulletTextX) < 2) {
      previous.text = /\p{Ll}-$/u.test(previous.text)
        ? `${previous.text.slice(0, -1)}${line.text}`
        : `${previous.text} ${line.text}`;
      continue;
    }
    lines.push(line);
  }
  return lines;
}

const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$/i;

/**
 * Drops running headers and footers: page numbers, lines repeated at the top or bottom of several pages, and
 * small print at the very top or bottom of a page (a header that only appears from page 2 on).
 */
function withoutRunningLines(pages: Line[][]): string[] {
  const sizes = pages
    .flat()
    .map((line) => line.fontSize)
    .sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const edgeKey = (text: string) => text.toLowerCase().replace(/\d+/g, "#");
  const seen = new Map<string, number>();
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, 2), ...lines.slice(-2)].map((l) => edgeKey(l.text)));
    for (const key of edges) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const lines of pages) {
    lines.forEach((line, index) => {
      const atEdge = index < 2 || index >= lines.length - 2;
      if (PAGE_NUMBER.test(line.text)) return;
      if ((index === 0 || index === lines.length - 1) && line.fontSize < bodySize * 0.85) return;
      if (pages.length > 1 && atEdge && (seen.get(edgeKey(line.text)) ?? 0) > 1) return;
      out.push(line.text);
    });
  }
  return out;
}
