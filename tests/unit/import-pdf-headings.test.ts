// Headings of PDF pages by their style: size, weight (read from the fonts' names) and capitals.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CorpusResult } from "../fixtures/import/extract-corpus";
import { isBoldFont } from "@/lib/server/import/readers/pdf-items";
import { piece } from "@/tests/fixtures/import/pdf-pieces";
import { pageLines, type Line } from "@/lib/server/import/readers/pdf-layout";
import { styledHeadings } from "@/lib/server/import/readers/pdf-headings";

describe("PDF headings by style", () => {
  const line = (text: string, fontSize: number, bold = false): Line => ({
    text,
    x: 50,
    bullet: text.startsWith("• "),
    bulletTextX: null,
    fontSize,
    bold,
    uniform: true,
  });

  it("takes every line in the style of the known headings, in the template's own words too", () => {
    const lines = [
      line("Jordan Ellis", 24, true),
      line("Where I've worked", 14, true),
      line("Acme Corp", 10, true),
      line("Account Executive | 2020 – Present", 10),
      line("• Closed 40 new logos in a year", 10),
      line("• Ranked first of twelve", 10),
      line("Globex", 10, true),
      line("• 118% of quota in 2021", 10),
      line("Education", 14, true),
      line("State University, BA Economics", 10),
      line("Awards", 14, true),
      line("President's Club 2021 and 2022", 10),
    ];
    expect(styledHeadings(lines)).toEqual(["Where I've worked", "Education", "Awards"]);
  });

  it("counts a sidebar's smaller headings in the same weight and capitals, not a bold company in title case", () => {
    const lines = [
      line("EXPERIENCE", 12.5, true),
      line("Initech Systems", 12.5, true),
      line("Account Executive at Initech, closing mid-market deals", 10),
      line("Hooli Labs", 12.5, true),
      line("Sold the platform to two hundred accounts in one year", 10),
      line("PROJECTS", 12.5, true),
      line("SKILLS", 11, true),
      line("Negotiation, forecasting, Salesforce and HubSpot", 10),
      line("LINKS", 11, true),
    ];
    expect(styledHeadings(lines)).toEqual(["EXPERIENCE", "PROJECTS", "SKILLS", "LINKS"]);
  });

  it("sizes a line by most of its characters, so large bullet glyphs do not hide the headings' size", () => {
    const items = [
      piece(50, 700, "WORK EXPERIENCE", { size: 15.5, bold: true }),
      ...[0, 1, 2, 3].flatMap((i) => [
        piece(50, 680 - i * 16, "·", { size: 18.7 }),
        piece(60, 680 - i * 16, `Developed reporting infrastructure for sales KPIs, number ${i}`, { size: 11 }),
      ]),
      piece(50, 600, "EDUCATION", { size: 15.5, bold: true }),
      piece(50, 584, "University of Pittsburgh, Bachelor of Arts in Marketing", { size: 11 }),
    ];
    const lines = pageLines(items);
    expect(lines[1]!.fontSize).toBe(11);
    expect(styledHeadings(lines)).toEqual(["WORK EXPERIENCE", "EDUCATION"]);
  });

  it("tells bold fonts by their names", () => {
    for (const bold of ["JHXFRQ+Lato-Bold", "CMBX10", "ABCDEF+SourceSans3-Semibold", "LMRomanDemi10", "Arial,Bold"])
      expect(isBoldFont(bold)).toBe(true);
    for (const regular of ["SQLTGS+Lato-Light", "CMR10", "CMSSI17", "Georgia", "MZCTXA+Lato-Italic", "Bodoni"])
      expect(isBoldFont(regular)).toBe(false);
  });
});

/** A one-page PDF in Helvetica and Helvetica-Bold, each line placed where given. */
function rawPdf(lines: { x: number; y: number; size: number; bold?: boolean; text: string }[]): Uint8Array {
  const content = lines
    .map(
      (l) => `BT /${l.bold ? "F2" : "F1"} ${l.size} Tf ${l.x} ${l.y} Td (${l.text.replace(/[()\\]/g, "\\$&")}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

describe("PDF headings from the document's fonts", () => {
  it("reads which pieces are bold from the font names and reports the heading style's lines", () => {
    const body = { x: 50, size: 10 };
    const pdf = rawPdf([
      { x: 50, y: 740, size: 22, bold: true, text: "Jordan Ellis" },
      { x: 50, y: 700, size: 13, bold: true, text: "Where I have worked" },
      { ...body, y: 682, bold: true, text: "Initech" },
      { ...body, y: 668, text: "Account Executive, 2020 - 2023, closing mid-market deals" },
      { ...body, y: 654, text: "Ranked first of twelve in new logos in 2022" },
      { x: 50, y: 630, size: 13, bold: true, text: "Education" },
      { ...body, y: 612, text: "State University, BA in Economics with honours" },
      { ...body, y: 598, text: "Graduated 2016, with a minor in Spanish" },
    ]);
    // PDF.js is an ES module jest's VM cannot load: the real read runs in Node, as the corpus test does.
    const dir = mkdtempSync(path.join(tmpdir(), "pdf-headings-"));
    try {
      const file = path.join(dir, "resume.pdf");
      writeFileSync(file, pdf);
      const run = spawnSync(process.execPath, ["--import", "tsx", "tests/fixtures/import/extract-corpus.ts", file], {
        encoding: "utf8",
        timeout: 60_000,
      });
      const [result] = JSON.parse(run.stdout) as CorpusResult[];
      expect(result).toMatchObject({ ok: true, kind: "pdf", headings: ["Where I have worked", "Education"] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
