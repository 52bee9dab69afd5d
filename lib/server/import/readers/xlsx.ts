// Excel workbooks through exceljs: every sheet's rows as display strings, sheet after sheet. Cells are shown the
// way a person reads them where it matters for extraction: a 1.32 formatted as a percentage reads "132%", a
// formula reads its cached result, a date reads YYYY-MM-DD.
import ExcelJS from "exceljs";
import { malformed } from "../errors";

export async function readXlsx(bytes: Uint8Array): Promise<{ text: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    // Drawings, comments and styles beyond number formats are irrelevant here and slow to parse.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never, {
      ignoreNodes: ["dataValidations", "conditionalFormatting", "extLst", "drawing", "legacyDrawing", "picture"],
    });
  } catch {
    throw malformed("Excel");
  }
  const rows: string[][] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: false }, (row) => {
      // Only the cells present in the file (the sheet guard has capped their columns), placed by column.
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        while (cells.length < column - 1) cells.push("");
        cells[column - 1] = cellText(cell.value, cell.numFmt);
      });
      if (cells.some((c) => c !== "")) rows.push(cells);
    });
  });
  return { text: rows.map((r) => r.filter(Boolean).join(" | ")).join("\n"), rows };
}

function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (numFmt?.includes("%")) return `${Math.round(value * 10000) / 100}%`;
    return String(value);
  }
  if (typeof value === "string") return value.trim();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value)
    return value.richText
      .map((part) => part.text)
      .join("")
      .trim();
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || (typeof result === "object" && result !== null && !(result instanceof Date))
      ? ""
      : cellText(result as ExcelJS.CellValue, numFmt);
  }
  if ("text" in value) return String(value.text).trim();
  return "";
}
