// The team report as a spreadsheet (exceljs) or CSV: one row per quota record of each member the caller may see.
// Text cells that a spreadsheet would run as a formula (=, +, -, @ first) are written with a leading apostrophe.
// No "server-only" import: the workbook is written in the export worker.
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

/** Papa Parse's own pattern stops at a line break (`.*$`): this one looks at the first character only. */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export async function teamReportXlsx(orgName: string, rows: ReportRow[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = orgName;
  const sheet = workbook.addWorksheet("Team report");
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(COLUMNS.map(({ key }) => [key, typeof row[key] === "string" ? safeText(row[key]) : row[key]])),
    );
  }
  for (const { key, numFmt } of COLUMNS) if (numFmt) sheet.getColumn(key).numFmt = numFmt;
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** Written by Papa Parse: quotes where a cell needs them, and the same apostrophe before formula-looking text. */
export function teamReportCsv(rows: ReportRow[]): string {
  const csv = Papa.unparse(
    { fields: COLUMNS.map((c) => c.header), data: rows.map((row) => COLUMNS.map(({ key }) => row[key])) },
    { newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  return `${csv}\r\n`;
}
