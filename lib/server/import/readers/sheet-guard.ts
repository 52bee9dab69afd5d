// Spreadsheets are read cell by cell, and a sheet can name a cell far to the right (column XFD is number 16,384)
// in a few bytes: a reader that fills every row out to it runs out of memory. Before the workbook is loaded, the
// sheet parts are scanned for the cells they hold (a linear pass, no parsing): too many cells or a cell beyond
// the column cap is refused with a clear message.
import { ImportError } from "../errors";

export const MAX_SHEET_COLUMNS = 200;
export const MAX_SHEET_CELLS = 300_000;

const SHEET_PATH = /^xl\/worksheets\/[^/]+\.xml$/;
const CELL_REFERENCE = /<c\b[^>]*?\br="([A-Z]{1,3})\d+"/g;

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function assertSheetSize(files: Map<string, Uint8Array>): void {
  const decoder = new TextDecoder();
  let cells = 0;
  for (const [name, bytes] of files) {
    if (!SHEET_PATH.test(name)) continue;
    for (const match of decoder.decode(bytes).matchAll(CELL_REFERENCE)) {
      cells += 1;
      if (cells > MAX_SHEET_CELLS) {
        throw new ImportError(
          "too_long",
          `This spreadsheet has more than ${MAX_SHEET_CELLS.toLocaleString("en-US")} cells. Upload the sheet with your figures on its own.`,
        );
      }
      if (columnNumber(match[1]!) > MAX_SHEET_COLUMNS) {
        throw new ImportError(
          "too_long",
          `This spreadsheet uses column ${match[1]}: only the first ${MAX_SHEET_COLUMNS} columns can be read. Remove the far-right cells and upload it again.`,
        );
      }
    }
  }
}
