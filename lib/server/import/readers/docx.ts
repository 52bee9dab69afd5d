// Word documents (and Google Docs' .docx exports) through mammoth. Its HTML (not its raw text) is read because the
// HTML keeps what the extractor needs: list items (bullets, which Word stores as numbering, not as "•" characters)
// and tables (a quota table in a resume becomes rows, like a spreadsheet's; a table used for a two-column layout
// becomes text).
import mammoth from "mammoth";
import { malformed } from "../errors";
import { headingSection } from "../extract/lines";
import { findDateRange } from "../extract/periods";
import { hasUnreadTextBoxes, liftTextBoxes } from "./docx-textboxes";

/**
 * `files` (the package's entries, already unpacked within the archive limits) lets text boxes that mammoth would
 * skip be read too (see docx-textboxes.ts).
 */
export async function readDocx(
  bytes: Uint8Array,
  files?: Map<string, Uint8Array>,
): Promise<{ text: string; rows: string[][]; headings: string[] }> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      mammothInput(bytes, files),
      // Images are not needed; mammoth would otherwise inline each one as base64.
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) },
    );
    html = result.value;
  } catch {
    throw malformed("Word");
  }
  return htmlToLines(html);
}

/** The package as mammoth opens it: the bytes, or the entries with text boxes lifted where some would be lost. */
function mammothInput(bytes: Uint8Array, files?: Map<string, Uint8Array>): { buffer: Buffer } {
  const buffer = { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  const main = files?.get("word/document.xml");
  if (!files || !main) return buffer;
  const xml = new TextDecoder().decode(main);
  if (!hasUnreadTextBoxes(xml)) return buffer;
  const entries = new Map(files).set("word/document.xml", new TextEncoder().encode(liftTextBoxes(xml)));
  // Mammoth also opens a package given as an object that reads its entries (its own "file" input).
  const file = {
    exists: (name: string) => entries.has(name),
    read: (name: string, encoding?: string) => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`${name} is missing`));
      if (encoding === "base64") return Promise.resolve(Buffer.from(entry).toString("base64"));
      return Promise.resolve(encoding ? new TextDecoder(encoding).decode(entry) : entry);
    },
    write: () => {},
    toArrayBuffer: () => Promise.reject(new Error("not writable")),
  };
  return { file } as unknown as { buffer: Buffer };
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li"]);

/** A paragraph as read: its text ("\n" where a line break was, "\t" where a tab was) and how it is styled. */
type Paragraph = { text: string; block: string; heading: boolean; bold: boolean; item: boolean };
/** A line styled as a heading, and its kind of style ("h1", "bold-caps", "bold"). */
type Styled = { text: string; kind: string };

/** A table cell holding a paragraph or more of prose is page layout (a two-column resume), not a data table. */
const isLayoutCell = (paragraphs: Paragraph[]) =>
  paragraphs.length >= 3 || paragraphs.some((p) => lineText(p).length > 80);

/** One short line: a heading (60 characters at most) or a line's part (a company, a date range), not a sentence. */
const isShort = (p: Paragraph, most = 60) => !p.item && paragraphLines(p).length === 1 && lineText(p).length <= most;

/**
 * A paragraph's lines. A line break inside a heading ("HONORS" / "AND AWARDS") only wraps it: it stays one line.
 * A tab (Word's way to push a date to the right margin) separates parts of a line, as " | ".
 */
function paragraphLines(p: Paragraph): string[] {
  const styled = (p.heading || p.bold) && p.text.replace(/\s+/g, " ").trim().length <= 60;
  const lines = styled ? [p.text.replace(/\n/g, " ")] : p.text.split("\n");
  return lines
    .map((line) =>
      line
        .split(/\t+/)
        .map((part) => part.replace(/\s+/g, " ").trim())
        .filter((part) => part !== "" && part !== "•")
        .join(" | "),
    )
    .filter((line) => line !== "" && line !== "•")
    .map((line, index) => (p.item && index === 0 ? `• ${line}` : line));
}
const lineText = (p: Paragraph) => paragraphLines(p).join(" ");

/**
 * Mammoth's HTML (flat and well-formed) → text lines, bullets marked "• ", table rows kept apart, and the lines
 * styled as headings (Word's heading styles, or a short paragraph set wholly in bold). A table used for layout
 * (columns of paragraphs: a sidebar beside the experience, a dates column beside each job) is read as text
 * instead, row by row and cell by cell, which is the order a reader follows; a row of short cells ("Company,
 * City" | "Jun 2022 – Present") is one line of parts, as a right-aligned date is in a PDF.
 */
export function htmlToLines(html: string): { text: string; rows: string[][]; headings: string[] } {
  const lines: string[] = [];
  const rows: string[][] = [];
  const styled: Styled[] = [];
  let tableDepth = 0;
  // The outermost table being read: its rows (cells as paragraphs) until it closes.
  let table: Paragraph[][][] = [];
  let row: Paragraph[][] | null = null;
  let cell: Paragraph[] | null = null;
  let block = "";
  let current = "";
  let boldText = "";
  let boldDepth = 0;

  const emit = (p: Paragraph) => {
    const texts = paragraphLines(p);
    lines.push(...texts);
    if (texts.length === 1 && (p.heading || (p.bold && isShort(p)))) {
      const text = texts[0]!;
      const caps = text === text.toUpperCase() && /\p{Lu}/u.test(text);
      styled.push({ text, kind: p.heading ? p.block : caps ? "bold-caps" : "bold" });
    }
  };
  const flush = () => {
    const raw = decodeEntities(current);
    const visible = raw.replace(/[\s•]/g, "");
    const paragraph: Paragraph = {
      text: raw,
      block,
      heading: /^h[1-6]$/.test(block),
      bold: visible !== "" && decodeEntities(boldText).replace(/[\s•]/g, "").length >= visible.length,
      item: block === "li",
    };
    current = "";
    boldText = "";
    if (paragraphLines(paragraph).length === 0) return;
    if (cell) cell.push(paragraph);
    else emit(paragraph);
  };
  const closeTable = () => {
    if (isEntryTable(table)) {
      // Each row is one line of parts, a cell's wrapped lines joined.
      for (const r of table)
        lines.push(
          r
            .map((c) => c.map(lineText).join(" "))
            .filter((c) => c !== "")
            .join(" | "),
        );
    } else if (table.some((r) => r.some(isLayoutCell))) {
      for (const r of table) layoutRow(r, emit, (text) => lines.push(text));
    } else {
      for (const r of table) {
        const cells = r.map((c) => c.map(lineText).join(" "));
        if (cells.some((c) => c !== "")) rows.push(cells);
      }
    }
    table = [];
  };

  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      current += token;
      if (boldDepth > 0) boldText += token;
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    if (name === "br") {
      current += "\n";
    } else if (name === "strong" || name === "b") {
      boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
    } else if (BLOCKS.has(name)) {
      flush();
      block = closing ? "" : name;
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
  return { text: lines.join("\n"), rows, headings: chooseHeadings(styled) };
}

/** A figure a data table holds: an amount, a percentage, a bare number. */
const FIGURE = /[%$€£¥]|^[\d.,\s]+[kmb]?$/i;

/**
 * A table whose every row is an entry's line (a date range beside a title, an employer, a place, and no figure) is
 * page layout: a job's header set in a table. Read as text in place, it stays with the lines under it; a table of
 * figures (quota by period) stays a data table.
 */
function isEntryTable(table: Paragraph[][][]): boolean {
  const rows = table.map((r) => r.flat().map(lineText)).filter((cells) => cells.some((c) => c !== ""));
  return (
    rows.length > 0 &&
    !table.some((r) => r.some((c) => c.length > 2 || c.some((p) => p.item || lineText(p).length > 80))) &&
    rows.every((cells) => cells.some((c) => findDateRange(c) !== null) && !cells.some((c) => FIGURE.test(c.trim())))
  );
}

/** A section's name in a table's left column: a styled short line in capitals or naming a known section. */
function isSectionCell(p: Paragraph): boolean {
  if (!(p.heading || p.bold) || !isShort(p)) return false;
  const text = lineText(p);
  return (text === text.toUpperCase() && /\p{Lu}/u.test(text)) || headingSection(text) !== null;
}

/**
 * One row of a layout table, in reading order: a heading cell first (a section's name in a left column), then a
 * row of short cells as one line of parts, or else each cell's paragraphs in turn.
 */
function layoutRow(cells: Paragraph[][], emit: (p: Paragraph) => void, push: (text: string) => void) {
  let rest = cells.filter((c) => c.length > 0);
  const first = rest[0];
  if (first && rest.length > 1 && first.length === 1 && isSectionCell(first[0]!)) {
    emit(first[0]!);
    rest = rest.slice(1);
  }
  if (rest.length >= 2 && rest.every((c) => c.length === 1 && isShort(c[0]!, 80))) {
    push(rest.map((c) => lineText(c[0]!)).join(" | "));
    return;
  }
  for (const c of rest) for (const p of c) emit(p);
}

/**
 * Lines styled as headings, by kind: each heading level, bold lines in capitals, other bold lines. A kind counts
 * when one of its lines names a known section ("EXPERIENCE"), and then every line of it does ("WHERE I'VE
 * WORKED"); a Google Docs resume's job lines in a lower heading level name none and do not count. With no kind
 * naming a section, the heading styles count as they are.
 */
function chooseHeadings(styled: Styled[]): string[] {
  const kinds = new Map<string, Styled[]>();
  for (const s of styled) {
    // A date range or an entry's comma-separated parts in bold is an entry line, not a heading.
    if (findDateRange(s.text) || s.text.split(",").length > 2) continue;
    kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s]);
  }
  const named = [...kinds.values()].filter((kind) => kind.some((s) => headingSection(s.text) !== null));
  const chosen = named.length > 0 ? named : [...kinds.values()].filter((kind) => kind[0]!.kind.startsWith("h"));
  return [...new Set(chosen.flat().map((s) => s.text))];
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
