// The team report as a spreadsheet (exceljs) or CSV: one row per quota record of each member the caller may see.
// Text cells that a spreadsheet would run as a formula (=, +, -, @ first) are written with a leading apostrophe.
// No "server-only" import: the workbook is written in the export worker.
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { ReportRow } from "../data/orgs/team";

const COLUMNS: { header: string; key: keyof ReportRow; width: number; numFmt?: string }[] = [
  { header: "Name", key: "name", width: 26 },
  { header: "Email", key: "email", width: 30 },
  { header: "Role", key: "role", width: 12 },
  { header: "Manager", key: "manager", width: 24 },
  { header: "Segment", key: "segment", width: 16 },
  { header: "Period", key: "period", width: 10 },
  { header: "Quota", key: "quota", width: 14, numFmt: "#,##0.00" },
  { header: "Attainment", key: "attainment", width: 14, numFmt: "#,##0.00" },
  { header: "Attainment %", key: "attainmentPercent", width: 13, numFmt: "0.00" },
  { header: "Verification", key: "verification", width: 13 },
  { header: "Portfolio completion %", key: "completion", width: 20 },
];

const PLAIN: Partial<ExcelJS.Style> = {};
const CELL_STYLES: Partial<ExcelJS.Style>[] = COLUMNS.map(({ numFmt }) => (numFmt ? { numFmt } : PLAIN));

/** Papa Parse's own pattern stops at a line break (`.*$`): this one looks at the first character only. */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * The workbook, written by exceljs's streaming writer: each row is committed (turned into XML and zipped) as it is
 * added, so a report of tens of thousands of rows never holds the whole sheet as objects.
 */
export async function teamReportXlsx(orgName: string, rows: Iterable<ReportRow>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = orgName;
  const sheet = workbook.addWorksheet("Team report");
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const added = sheet.addRow(
      COLUMNS.map(({ key }) => (typeof row[key] === "string" ? safeText(row[key]) : row[key])),
    );
    // One shared style object per column: exceljs recognises an object it has seen and skips registering it again,
    // which is most of the time a large sheet takes.
    CELL_STYLES.forEach((style, i) => (added.getCell(i + 1).style = style));
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/**
 * Part of the CSV: its header line first when asked, then the rows, each line ending in CRLF. Written by Papa Parse:
 * quotes where a cell needs them, and the same apostrophe before formula-looking text.
 */
export function teamReportCsvChunk(rows: ReportRow[], withHeader: boolean): string {
  const header = withHeader ? `${Papa.unparse([COLUMNS.map((c) => c.header)], { newline: "\r\n" })}\r\n` : "";
  if (rows.length === 0) return header;
  const body = Papa.unparse(
    rows.map((row) => COLUMNS.map(({ key }) => row[key])),
    { newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  return `${header}${body}\r\n`;
}

/** The whole CSV of these rows. */
export const teamReportCsv = (rows: ReportRow[]): string => teamReportCsvChunk(rows, true);
