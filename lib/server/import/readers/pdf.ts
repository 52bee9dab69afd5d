// PDF text with its line structure, through unpdf (PDF.js). PDF.js gives positioned text pieces; lines are rebuilt
// from their baselines so a right-aligned date stays on its job line, a bullet's wrapped second line (hanging
// indent) is joined back to the bullet, and running headers and page footers are dropped.
import { extractTextItems, getDocumentProxy } from "unpdf";
import { ENCRYPTED_MESSAGE, ImportError, malformed, tooLong } from "../errors";

export const MAX_PDF_PAGES = 200;

type TextItem = { str: string; x: number; y: number; width: number; fontSize: number };
type Line = { text: string; x: number; bulletTextX: number | null; fontSize: number };

const BULLET_GLYPH = /^[•◦▪▫●○■□►▸‣∙·✓✔–-]$/;

export async function readPdf(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js may transfer (detach) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException") throw new ImportError("encrypted", ENCRYPTED_MESSAGE);
    throw malformed("PDF");
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw tooLong(`more than ${MAX_PDF_PAGES} pages`);
    const { items } = await extractTextItems(pdf).catch(() => {
      throw malformed("PDF");
    });
    const pages = items.map((pageItems) => pageLines(pageItems));
    return withoutRunningLines(pages).join("\n");
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Groups a page's text pieces into lines, top to bottom, with spaces where the gap between pieces shows one. */
function pageLines(items: TextItem[]): Line[] {
  const pieces = items.filter((item) => item.str.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const piece of pieces) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(piece.fontSize, 1) * 0.5;
    if (row && Math.abs(row[0]!.y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }

  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let text = "";
    let end = -Infinity;
    for (const piece of row) {
      const gap = piece.x - end;
      if (text && gap > piece.fontSize * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.str)) text += " ";
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
      previous.text = `${previous.text} ${line.text}`;
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
  const sizes = pages.flat().map((line) => line.fontSize).sort((a, b) => a - b);
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
