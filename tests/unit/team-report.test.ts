// The team report a manager downloads: names a rep typed are data, never formulas a spreadsheet would run.
import ExcelJS from "exceljs";
import type { ReportRow } from "@/lib/server/data/orgs/team";
import { teamReportCsv, teamReportXlsx } from "@/lib/server/export/team-report";

const row = (name: string): ReportRow => ({
  name,
  email: "rep@example.com",
  role: "seller",
  manager: "Priya Shah",
  segment: "Enterprise, West",
  period: "Q3 2025",
  quota: 100000,
  attainment: 125000,
  attainmentPercent: 125,
  verification: "Attested",
  completion: 80,
});

test("CSV: formula-looking text is written as text, commas and quotes stay inside their cell", () => {
  const csv = teamReportCsv([
    row('=HYPERLINK("https://evil.example","click")'),
    row("+1 Sam"),
    row("Ada Lovelace"),
    row("-2+3\r\nsecond line"),
  ]);
  expect(csv.endsWith("\r\n")).toBe(true);
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Name,Email,Role,Manager,Segment,Period,Quota,Attainment,Attainment %,Verification,Portfolio completion %",
  );
  expect(lines[1]!.startsWith(`"'=HYPERLINK(""https://evil.example"",""click"")"`)).toBe(true);
  expect(lines[2]!.startsWith(`"'+1 Sam",`)).toBe(true);
  expect(lines[3]).toBe(
    'Ada Lovelace,rep@example.com,seller,Priya Shah,"Enterprise, West",Q3 2025,100000,125000,125,Attested,80',
  );
  expect(lines[4]).toBe(`"'-2+3`); // a line break in a cell stays inside its quotes, the apostrophe before it all
  expect(lines[5]!.startsWith('second line",rep@example.com,')).toBe(true);
});

test("Excel: the same rows, numbers as numbers and formula-looking names as text", async () => {
  const bytes = await teamReportXlsx("Contoso", [row("@SUM(A1:A9)"), row("Ada Lovelace")]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  const sheet = workbook.getWorksheet("Team report")!;
  expect(sheet.getCell("A2").value).toBe("'@SUM(A1:A9)");
  expect(sheet.getCell("A3").value).toBe("Ada Lovelace");
  expect(sheet.getCell("G3").value).toBe(100000);
  expect(sheet.getCell("I3").value).toBe(125);
  // The header is bold, money and percentages keep their number formats.
  expect(sheet.getCell("A1").font?.bold).toBe(true);
  expect(sheet.getCell("G3").numFmt).toBe("#,##0.00");
  expect(sheet.getCell("I3").numFmt).toBe("0.00");
});
