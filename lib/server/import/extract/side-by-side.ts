// Entries printed side by side: a timeline or a grid of cards sets two or three jobs in one row, so each line of
// text holds a cell of every job ("Data Analyst | Product Manager" over "Lazada 05/15 ⇒ 01/18 | Gojek 03/19 ⇒ 09/19").
// Read across, every job would take the others' parts. A row whose cells each state a date range is read down,
// cell by cell, with the row of undated cells right above it (the titles or employers of the same cards).
import { findDateRange } from "./periods";
import type { Line } from "./lines";

const CELL = /\s*\|\s*/;
/** Cards a row can hold: more cells than this with a date each is a table, read by the table rules. */
const MAX_CARDS = 4;

const cellsOf = (line: Line) =>
  line.text
    .split(CELL)
    .map((cell) => cell.trim())
    .filter((cell) => /[\p{L}\p{N}]/u.test(cell));

/** The lines with every row of side-by-side entries read down its cells. */
export function readSideBySide(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const dated = !line.bullet && cells.length >= 2 && cells.length <= MAX_CARDS && cells.every(isDatedCell);
    if (!dated) {
      out.push(line);
      continue;
    }
    const above = out[out.length - 1];
    const aboveCells = above && !above.bullet && above.section === line.section ? cellsOf(above) : [];
    const heads = aboveCells.length === cells.length && !aboveCells.some((c) => findDateRange(c)) ? aboveCells : null;
    if (heads) out.pop();
    cells.forEach((cell, c) => {
      if (heads) out.push({ ...line, text: heads[c]! });
      out.push({ ...line, text: cell });
    });
  }
  return out;
}

/** A cell that states a date range and little else: one card's dates, not a sentence that mentions a year. */
function isDatedCell(cell: string): boolean {
  const range = findDateRange(cell);
  return range !== null && cell.split(/\s+/).length <= 12;
}
