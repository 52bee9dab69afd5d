// What tesseract reads, cleaned and laid out for the readers: bullets it misreads made "•", words gathered into
// runs (a wide gap starts another: a right-aligned date, a table's next cell), as positioned text items for the PDF
// line builder or as text and table rows for a picture.
import type { Line as TesseractLine } from "tesseract.js";

/** A run of words on one line, placed like a PDF text item (points, origin bottom-left) so one line builder reads both. */
export type OcrTextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  fontFamily: string;
  dir: string;
  hasEOL: boolean;
};

/** What tesseract makes of round or square bullets when they stand alone at a line's start. */
const BULLET_READINGS = new Set(["«", "»", "+", "*", "©", "®", "°", "¢", "e", "o", "•", "·", "●", "■", "▪", "-", "–"]);
/** A bullet glued to the first word ("«Achieved"). */
const GLUED_BULLET = /^[«»©®¢•·●■▪](?=\p{L})/u;

type Word = { text: string; x0: number; x1: number };

/** A line's words with bullet readings made "•", and a bullet glued to its word split off at the word's second glyph. */
function lineWords(line: TesseractLine): Word[] {
  return line.words
    .map((word) => ({ text: word.text.trim(), x0: word.bbox.x0, x1: word.bbox.x1, symbols: word.symbols }))
    .filter((word) => word.text !== "")
    .flatMap(({ symbols, ...word }, index, words) => {
      if (index > 0) return [word];
      if (BULLET_READINGS.has(word.text) && words.length > 1) return [{ ...word, text: "•" }];
      if (GLUED_BULLET.test(word.text)) {
        const split = Math.min(symbols?.[1]?.bbox.x0 ?? word.x0 + (word.x1 - word.x0) / word.text.length, word.x1);
        // The bullet glyph is narrow: ending it well before its word keeps a space between them.
        return [
          { text: "•", x0: word.x0, x1: word.x0 + (split - word.x0) / 4 },
          { text: word.text.slice(1), x0: split, x1: word.x1 },
        ];
      }
      return [word];
    });
}

const rowHeightOf = (line: TesseractLine) => line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0 || 1;

/**
 * A line's words in runs: words close together make one run; a gap wider than the line is high (a right-aligned
 * date, the next cell of a table) starts another, as a PDF's own text pieces or a table's cells would.
 */
function lineRuns(line: TesseractLine): Word[][] {
  const runs: Word[][] = [];
  for (const word of lineWords(line)) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && last.text !== "•" && word.x0 - last.x1 <= rowHeightOf(line)) run.push(word);
    else runs.push([word]);
  }
  return runs;
}

const runText = (run: Word[]) => run.map((word) => word.text).join(" ");

/** Tesseract's lines as PDF-like text items; `scale` is pixels per point, `pageHeight` in points. */
export function ocrTextItems(lines: TesseractLine[], scale: number, pageHeight: number): OcrTextItem[] {
  return lines.flatMap((line) => {
    const baseline = (line.baseline.y0 + line.baseline.y1) / 2 || line.bbox.y1;
    const fontSize = rowHeightOf(line) / scale;
    const runs = lineRuns(line);
    return runs.map((run, index) => ({
      str: runText(run),
      x: run[0]!.x0 / scale,
      y: pageHeight - baseline / scale,
      width: (run[run.length - 1]!.x1 - run[0]!.x0) / scale,
      height: fontSize,
      fontSize,
      fontFamily: "",
      dir: "ltr",
      hasEOL: index === runs.length - 1,
    }));
  });
}

/**
 * A picture's lines as text (one line each) and table rows. Two lines or more in a row of three runs or more each
 * are a table (a screenshot of a quota report): they become rows whose runs are the cells, kept apart from the
 * text as a Word table's are, so the report reads like the spreadsheet it shows and not as sentences.
 */
export function ocrPictureText(lines: TesseractLine[]): { text: string; rows: string[][] } {
  const runs = lines.map(lineRuns).filter((line) => line.length > 0);
  const text: string[] = [];
  const rows: string[][] = [];
  let table: Word[][][] = [];
  const closeTable = () => {
    if (table.length >= 2) rows.push(...table.map((line) => line.map(runText)));
    else text.push(...table.map((line) => line.map(runText).join(" ")));
    table = [];
  };
  for (const line of runs) {
    if (line.length >= 3) {
      table.push(line);
      continue;
    }
    closeTable();
    text.push(line.map(runText).join(" "));
  }
  closeTable();
  return { text: text.join("\n"), rows };
}

export const alphanumerics = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
