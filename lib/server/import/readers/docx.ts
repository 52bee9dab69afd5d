// Word documents (and Google Docs' .docx exports) through mammoth. Its HTML (not its raw text) is read because the
// HTML keeps what the extractor needs: list items (bullets, which Word stores as numbering, not as "•" characters)
// and tables (a quota table in a resume becomes rows, like a spreadsheet's; a table used for a two-column layout
// becomes text).
import mammoth from "mammoth";
import { malformed } from "../errors";

export async function readDocx(bytes: Uint8Array): Promise<{ text: string; rows: string[][] }> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Images are not needed; mammoth would otherwise inline each one as base64.
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) },
    );
    html = result.value;
  } catch {
    throw malformed("Word");
  }
  return htmlToLines(html);
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li"]);

/** A table cell holding a paragraph or more of prose is page layout (a two-column resume), not a data table. */
const isLayoutCell = (paragraphs: string[]) => paragraphs.length >= 3 || paragraphs.some((p) => p.length > 80);

/**
 * Mammoth's HTML (flat and well-formed) → text lines, bullets marked "• ", and table rows kept apart. A table used
 * for layout (columns of paragraphs: a sidebar beside the experience, a dates column beside each job) is read as
 * text instead, row by row and cell by cell, which is the order a reader follows.
 */
export function htmlToLines(html: string): { text: string; rows: string[][] } {
  const lines: string[] = [];
  const rows: string[][] = [];
  let tableDepth = 0;
  // The outermost table being read: its rows (cells as paragraphs) until it closes.
  let table: string[][][] = [];
  let row: string[][] | null = null;
  let cell: string[] | null = null;
  let current = "";

  const flush = () => {
    const text = decodeEntities(current).replace(/\s+/g, " ").trim();
    current = "";
    if (!text || text === "•") return;
    if (cell) cell.push(text);
    else lines.push(text);
  };
  const closeTable = () => {
    if (table.some((r) => r.some(isLayoutCell))) {
      for (const r of table) for (const c of r) lines.push(...c);
    } else {
      for (const r of table) {
        const cells = r.map((c) => c.join(" "));
        if (cells.some((c) => c !== "")) rows.push(cells);
      }
    }
    table = [];
  };

  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      current += token;
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    if (name === "br") {
      flush();
    } else if (BLOCKS.has(name)) {
      flush();
      if (!closing && name === "li") current = "• ";
    } else if (name === "table") {
      flush();
      tableDepth += closing ? -1 : 1;
      if (closing && tableDepth === 0) closeTable();
    } else if (name === "tr" && tableDepth === 1) {
      if (closing && row) {
        table.push(row);
        row = null;
      } else if (!closing) {
        row = [];
      }
    } else if ((name === "td" || name === "th") && tableDepth === 1) {
      if (closing && cell && row) {
        flush();
        row.push(cell);
        cell = null;
      } else if (!closing) {
        cell = [];
      }
    }
  }
  flush();
  return { text: lines.join("\n"), rows };
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_m, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#")) {
      const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[lower] ?? "";
  });
}
