// A PDF page's text pieces → lines in the order a person reads them. Lines are rebuilt from baselines, with " | "
// where a wide gap separates parts of a line (a right-aligned date keeps its line but stays a part of its own); a
// page with a sidebar is read column by column; a labels column (moderncv's dates left of each entry) joins each
// label to the entry line it starts beside; a right-hand stack of location / dates / duration beside an entry's
// first bullets joins the entry line; and a bullet's wrapped lines are joined back to the bullet.
import { ASIDE_END, ASIDE_START, headingSection } from "../extract/lines";
import { findDateRange, toPartialDate } from "../extract/periods";

export type TextItem = { str: string; x: number; y: number; width: number; fontSize: number; bold?: boolean };
export type Line = {
  text: string;
  x: number;
  /** The line starts with a bullet glyph. */
  bullet: boolean;
  /** Where the bullet's text starts when the glyph is a piece of its own. */
  bulletTextX: number | null;
  fontSize: number;
  /** Every piece of the line is set in a bold font. */
  bold: boolean;
  /** The line is set in one size and weight throughout (a heading is; a "Company, title" with a bold company is not). */
  uniform: boolean;
};

const BULLET_GLYPH = /^[•◦▪▫●○■□►▸‣∙·✓✔–-]$/;
const BULLET_START = /^[•◦▪▫●○■□►▸‣∙·✓✔]\s/;

/**
 * A page's lines in reading order. On a two-column page (a sidebar beside the main column) each column is read
 * top to bottom in turn; text spanning both (a name banner) stays where it is.
 */
export function pageLines(items: TextItem[]): Line[] {
  const pieces = items.filter((item) => item.str.trim() !== "");
  const found = findGutter(pieces);
  if (found === null) return rowsToLines(pieces);
  const { gutter } = found;
  if (found.labels) return labelledLines(pieces, gutter);
  const lines: Line[] = [];
  let left: TextItem[] = [];
  let right: TextItem[] = [];
  const flush = () => {
    // A right column holding less text than the main one is a sidebar: its headings ("Education") end with it, so
    // a job running on over the page break in the main column stays in its section. (A left column holding less
    // text may be the entries' own column, their descriptions right of it: it is read as it comes.)
    const aside = right.length > 0 && textLength(right) < textLength(left);
    lines.push(
      ...rowsToLines(left),
      ...(aside ? [marker(ASIDE_START), ...rowsToLines(right), marker(ASIDE_END)] : rowsToLines(right)),
    );
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
 * A labels column beside the entries (moderncv: "Feb" / "2020–Present" stacked left of a job). A label's rows are
 * put together while they follow each other at line spacing and until they make a date range or a year; the label
 * then joins the entry line it starts beside, as a part of its own ("3.2020 – 8.2020 | Lufthansa Industry Solutions").
 */
function labelledLines(pieces: TextItem[], gutter: Gutter): Line[] {
  const entries = pieces.filter((p) => p.x + p.width > gutter.start);
  const labels: TextItem[] = [];
  let block: TextItem[][] = [];
  const close = () => {
    if (block.length === 0) return;
    const first = block[0]![0]!;
    const text = block.map((row) => joinPieces(row)).join(" ");
    const bold = block.every((row) => row.every((p) => p.bold));
    labels.push({ str: text, x: first.x, y: first.y, width: 0, fontSize: first.fontSize, bold });
    block = [];
  };
  for (const row of groupRows(pieces.filter((p) => p.x + p.width <= gutter.start))) {
    const previous = block[block.length - 1]?.[0];
    if (previous && previous.y - row[0]!.y > Math.max(previous.fontSize, 1) * 1.6) close();
    block.push(row.sort((a, b) => a.x - b.x));
    const text = block.map((r) => joinPieces(r)).join(" ");
    if (isWholeLabel(text) || block.length >= 4) close();
  }
  close();
  return rowsToLines([...entries, ...labels]);
}

/**
 * A label that needs no further row: a date range, an open range ("seit 9.2020", "since 2021"), a year, or a word
 * label ("Nationalität") that is not a month waiting for its year or a "since" waiting for its date.
 */
function isWholeLabel(text: string): boolean {
  const t = text.trim();
  if (findDateRange(t)) return true;
  if (/^\p{L}[\p{L}\p{M}¨´`\s.'’-]*$/u.test(t)) {
    return toPartialDate(`${t} 2020`) === null && !/^(?:seit|since|ab|von|from|depuis|desde|de)$/iu.test(t);
  }
  if (/^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}$/u.test(t)) return true;
  const endsWithDate = /(?:19|20)\d{2}$|\b(?:present|current|now|today|heute|aujourd'hui|actualidad|actual)$/iu.test(t);
  return endsWithDate && (/\d\s*[–—-]\s*\S/u.test(t) || /^(?:seit|since|ab|depuis|desde)\s/iu.test(t));
}

const marker = (text: string): Line => ({
  text,
  x: 0,
  bullet: false,
  bulletTextX: null,
  fontSize: 0,
  bold: false,
  uniform: true,
});
const textLength = (pieces: TextItem[]) => pieces.reduce((sum, piece) => sum + piece.str.trim().length, 0);

type Gutter = { start: number; end: number };
const crosses = (piece: TextItem, gutter: Gutter) => piece.x < gutter.end && piece.x + piece.width > gutter.start;

/**
 * The empty vertical band between two columns, or null for a one-column page. A band counts when almost no text
 * crosses it and the rows right of it start at one or two x (a column's left edge and its bullets' indent) rather
 * than end at one x: a one-column resume's right-aligned dates end at the margin but start wherever their length
 * puts them, so they never make a column.
 */
function findGutter(pieces: TextItem[]): { gutter: Gutter; labels: boolean } | null {
  // Too little text to tell columns from chance, or far more than a resume page holds (not worth the search).
  if (pieces.length < 20 || pieces.length > 4000) return null;
  const left = Math.min(...pieces.map((p) => p.x));
  const right = Math.max(...pieces.map((p) => p.x + p.width));
  const width = right - left;
  if (width <= 0) return null;
  const rows = groupRows(pieces);
  const band = 6;
  let best: { gutter: Gutter; score: number; crossing: number } | null = null;
  // A dates column can be narrow (moderncv's is a sixth of the page); 30 pt is the least a "2020–Present" needs.
  for (let start = Math.max(left + width * 0.08, left + 30); start <= left + width * 0.75; start += 1) {
    const gutter = { start, end: start + band };
    const crossing = pieces.filter((p) => crosses(p, gutter)).length;
    if (crossing > Math.max(2, pieces.length * 0.03) && !fullWidthBlocks(rows, gutter)) continue;
    const beyond = pieces.filter((p) => p.x >= gutter.end).length;
    const leftCount = pieces.filter((p) => p.x + p.width <= gutter.start && /[\p{L}\p{N}]/u.test(p.str)).length;
    if (beyond < pieces.length * 0.2 || leftCount < pieces.length * 0.1) continue;
    const starts: number[] = [];
    const ends: number[] = [];
    for (const row of rows) {
      const beside = row.filter((p) => p.x >= gutter.end);
      if (beside.length === 0 || row.some((p) => crosses(p, gutter))) continue;
      starts.push(Math.min(...beside.map((p) => p.x)));
      ends.push(Math.max(...beside.map((p) => p.x + p.width)));
    }
    if (starts.length < 5) continue;
    const startScore = alignedShare(starts);
    if (startScore < 0.3 || startScore <= alignedShare(ends)) continue;
    // The band fewest pieces cross, then the best aligned: a long line ending inside the band is not in a gutter.
    if (!best || crossing < best.crossing || (crossing === best.crossing && startScore > best.score))
      best = { gutter, score: startScore, crossing };
  }

  return best ? { gutter: best.gutter, labels: sharesBaselines(pieces, best.gutter) } : null;
}

/**
 * Text crossing the band in one or two unbroken blocks of rows (a banner on top, publications across the page at
 * the bottom), besides section headings, leaves the columns between them: those rows are read whole, the rest column
 * by column.
 */
function fullWidthBlocks(rows: TextItem[][], gutter: Gutter): boolean {
  // A section heading across both columns ("Work Experience" over the dates column and the entries) is no block,
  // and rows wholly left of the band (a headline under the name) neither part nor end one.
  const crossed = rows
    .filter((row) => row.some((p) => p.x + p.width > gutter.start))
    .map(
      (row) =>
        row.some((p) => crosses(p, gutter)) && headingSection(joinPieces([...row].sort((a, b) => a.x - b.x))) === null,
    );
  const blocks = crossed.filter((c, i) => c && !crossed[i - 1]).length;
  return blocks <= 2 && crossed.filter(Boolean).length <= rows.length * 0.4;
}

/** The share of values within 2 pt of the two most common ones (an edge and an indent, or two right margins). */
function alignedShare(values: number[]): number {
  const rounded = values.map(Math.round);
  const densest = (xs: number[]) => {
    const counts = new Map<number, number>();
    for (const x of xs) for (let near = x - 2; near <= x + 2; near += 1) counts.set(near, (counts.get(near) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? null;
  };
  const first = densest(rounded);
  if (!first) return 0;
  const second = densest(rounded.filter((x) => Math.abs(x - first[0]) > 2));
  return (first[1] + (second && second[1] >= 3 ? second[1] : 0)) / values.length;
}

/**
 * A dates column beside the entries (moderncv's layout) shares its lines' baselines with the text right of it and
 * holds mostly dates: that is one column of labelled rows, not two columns to read one after the other.
 */
function sharesBaselines(pieces: TextItem[], gutter: Gutter): boolean {
  const rightBaselines = pieces.filter((p) => p.x >= gutter.end).map((p) => p.y);
  const top = Math.max(...rightBaselines);
  const bottom = Math.min(...rightBaselines);
  // Section headings set in the labels column (Europass) are neither labels nor a sidebar's text, and rows above or
  // below the right column's text (a list of languages under both columns) are not beside it.
  const leftRows = groupRows(pieces.filter((p) => p.x + p.width <= gutter.start)).filter(
    (row) =>
      row[0]!.y <= top + row[0]!.fontSize &&
      row[0]!.y >= bottom - row[0]!.fontSize &&
      headingSection(joinPieces([...row].sort((a, b) => a.x - b.x))) === null,
  );
  if (leftRows.length === 0) return false;
  const shared = leftRows.filter((row) =>
    rightBaselines.some((y) => Math.abs(y - row[0]!.y) <= Math.max(row[0]!.fontSize, 1) * 0.5),
  );
  // A sidebar can share baselines by chance (same line spacing); a labels column holds dates and years.
  const dated = leftRows.filter((row) => row.some((p) => /\d/.test(p.str)));
  // Labels are short ("Feb", "2020–Present", "September 2023 to March 2026"): a column of sentences is a main
  // column, whatever its baselines.
  const short = leftRows.filter((row) => {
    const text = joinPieces([...row].sort((a, b) => a.x - b.x));
    return text.length <= 20 || findDateRange(text)?.start === 0;
  });
  // Or its labels are right-aligned against the entries (moderncv's "Deutsch", "Experte" as well as its dates),
  // where a sidebar's lines start at its left edge.
  const starts = leftRows.map((row) => Math.min(...row.map((p) => p.x)));
  const ends = leftRows.map((row) => Math.max(...row.map((p) => p.x + p.width)));
  // (A sidebar can be right-aligned too, but its rows keep their own spacing: few sit exactly on an entry's baseline.)
  const exact = leftRows.filter((row) => rightBaselines.some((y) => Math.abs(y - row[0]!.y) <= 0.5));
  const rightAligned =
    exact.length >= leftRows.length * 0.7 &&
    alignedShare(ends) >= 0.6 &&
    alignedShare(ends) > alignedShare(starts) + 0.2;
  return (
    shared.length > leftRows.length * 0.5 &&
    (dated.length >= leftRows.length * 0.5 || rightAligned) &&
    short.length >= leftRows.length * 0.7
  );
}

/** Pieces on one baseline, top to bottom. */
export function groupRows(pieces: TextItem[]): TextItem[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const piece of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(piece.fontSize, 1) * 0.5;
    if (row && Math.abs(row[0]!.y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  // A lone quote or accent set below its line (a German „ drawn as a lowered ”) belongs to the line above it.
  return rows.filter((row, i) => {
    const above = rows[i - 1];
    const punctuation = row.every((p) => /^[\p{P}\p{Sk}]+$/u.test(p.str.trim()));
    if (!above || !punctuation || above[0]!.y - row[0]!.y > Math.max(row[0]!.fontSize, 1) * 0.9) return true;
    above.push(...row);
    return false;
  });
}

type Part = { pieces: TextItem[]; x: number; end: number };
type Row = { parts: Part[]; x: number; y: number; fontSize: number; bullet: boolean };

/** A row's pieces split where the gap is wide (more than two and a half spaces' worth of an em). */
function toRow(pieces: TextItem[]): Row {
  pieces.sort((a, b) => a.x - b.x);
  const parts: Part[] = [];
  for (const piece of pieces) {
    const part = parts[parts.length - 1];
    if (part && piece.x - part.end <= piece.fontSize * 2.5) {
      part.pieces.push(piece);
      part.end = Math.max(part.end, piece.x + piece.width);
    } else parts.push({ pieces: [piece], x: piece.x, end: piece.x + piece.width });
  }
  const first = pieces[0]!.str.trim();
  return {
    parts,
    x: pieces[0]!.x,
    y: pieces[0]!.y,
    fontSize: Math.max(...pieces.map((p) => p.fontSize)),
    bullet: (BULLET_GLYPH.test(first) && pieces.length > 1) || BULLET_START.test(first),
  };
}

/**
 * Right-hand stacks (location, dates, duration) that start on an entry line and run down beside its first bullets
 * belong to the entry: their parts move up to it, so "Nexus AI, Co-Founder & CTO | San Francisco, CA | June 2023 –
 * present" reads as one line. Only parts ending at the right margin move, from lines that are bullets or wrapped
 * text (indented from the entry), at most three, rows in a row.
 */
function liftRightStacks(rows: Row[]) {
  const margin = Math.max(...rows.flatMap((row) => row.parts.map((part) => part.end)));
  const atMargin = (row: Row) => {
    const last = row.parts[row.parts.length - 1]!;
    return row.parts.length >= 2 && last.end >= margin - 3 && partText(last).length <= 40 ? last : null;
  };
  let anchor: Row | null = null;
  let moved = 0;
  let previous: Row | null = null;
  for (const row of rows) {
    const part = atMargin(row);
    const adjacent = previous !== null && previous.y - row.y <= Math.max(row.fontSize, 1) * 2;
    if (part && anchor && adjacent && moved < 3 && (row.bullet || row.x > anchor.x + 2)) {
      row.parts.pop();
      anchor.parts.push(part);
      moved += 1;
    } else if (part && !row.bullet) {
      anchor = row;
      moved = 0;
    } else if (!adjacent || !(row.bullet || (anchor && row.x > anchor.x + 2))) {
      anchor = null;
    }
    previous = row;
  }
}

/** The size most of a line's characters are set in (a large bullet glyph does not make a line large). */
function dominantSize(pieces: TextItem[]): number {
  const chars = new Map<number, number>();
  for (const piece of pieces) chars.set(piece.fontSize, (chars.get(piece.fontSize) ?? 0) + piece.str.trim().length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

const partText = (part: Part) => joinPieces(part.pieces);

/** Pieces of one row, left to right, with a space where the gap between them shows one (not before an accent). */
function joinPieces(pieces: TextItem[]): string {
  let text = "";
  let end = -Infinity;
  for (const piece of [...pieces].sort((a, b) => a.x - b.x)) {
    const gap = piece.x - end;
    if (text && gap > piece.fontSize * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.str)) text += " ";
    text += piece.str;
    end = piece.x + piece.width;
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Rows → text lines, parts joined by " | ", and a bullet's wrapped lines joined back to it. */
export function rowsToLines(pieces: TextItem[]): Line[] {
  const rows = groupRows(pieces).map(toRow);
  if (rows.length === 0) return [];
  liftRightStacks(rows);
  const lines: Line[] = [];
  for (const row of rows) {
    const all = row.parts.flatMap((part) => part.pieces);
    const bulletGlyph = BULLET_GLYPH.test(all[0]!.str.trim()) && all.length > 1;
    const line: Line = {
      text: row.parts.map(partText).join(" | "),
      x: row.x,
      bullet: row.bullet,
      bulletTextX: bulletGlyph ? all[1]!.x : null,
      fontSize: dominantSize(all),
      bold: all.every((piece) => piece.bold === true),
      uniform: all.every((piece) => piece.bold === all[0]!.bold && Math.abs(piece.fontSize - all[0]!.fontSize) < 0.5),
    };
    const previous = lines[lines.length - 1];
    // A wrapped bullet line starts where the bullet's text started, right of the bullet glyph.
    // When the glyph is inside the text piece ("• Led ..."), the wrapped line is indented a little from the bullet.
    const wraps =
      previous?.bullet === true &&
      !line.bullet &&
      (previous.bulletTextX !== null
        ? Math.abs(line.x - previous.bulletTextX) < 2
        : line.x > previous.x + 2 && line.x < previous.x + previous.fontSize * 2);
    if (wraps) {
      previous.text = /\p{Ll}-$/u.test(previous.text)
        ? `${previous.text.slice(0, -1)}${line.text}`
        : `${previous.text} ${line.text}`;
      continue;
    }
    lines.push(line);
  }
  return lines;
}
