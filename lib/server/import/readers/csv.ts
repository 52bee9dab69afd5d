// CSV and TSV (RFC 4180 quoting) through Papa Parse: rows of trimmed cell strings, blank rows dropped. The delimiter
// is whichever of comma, semicolon or tab splits the first lines most consistently (European Excel writes
// semicolons); a file with one column falls back to commas. A damaged quote never refuses the file: the rows read
// so far are what the reviewer sees.
import Papa from "papaparse";

const DELIMITERS = [",", ";", "\t"];

/** The rows of a delimited text (the caller bounds the text's length and refuses too many rows). */
export function parseDelimited(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text, {
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: "greedy",
    transform: (cell) => cell.trim(),
  });
  return data.filter((row) => row.some((cell) => cell !== ""));
}
