// Hostile Office files, built in the test: each is small, and each once stalled or crashed the server.
import JSZip from "jszip";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`;

/** A deck whose slide holds thousands of unclosed <a:p> (about 58 KB): regular expressions backtrack for minutes. */
export async function unclosedParagraphsDeck(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("ppt/presentation.xml", `<p:presentation xmlns:p="p"/>`);
  const body = "<a:p><a:r><a:t>Quota 120%".repeat(3_500);
  zip.file("ppt/slides/slide1.xml", `<p:sld xmlns:a="a" xmlns:p="p"><p:cSld><p:spTree><p:sp><p:txBody>${body}`);
  return zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
}

/** A workbook with one cell in column XFD (number 16,384) on each row: a reader that fills rows runs out of memory. */
export async function farColumnWorkbook(rows = 600): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file(
    "xl/workbook.xml",
    `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Q" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    "xl/_rels/workbook.xml.rels",
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  const sheetRows = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>${i}</v></c></row>`,
  ).join("");
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** A deck whose slide nests 60,000 elements deep: recursive readers overflow their stack. */
export async function deeplyNestedDeck(depth = 60_000): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("ppt/presentation.xml", `<p:presentation xmlns:p="p"/>`);
  zip.file(
    "ppt/slides/slide1.xml",
    `<p:sld xmlns:a="a" xmlns:p="p">${"<a:g>".repeat(depth)}<a:p><a:r><a:t>x</a:t></a:r></a:p>${"</a:g>".repeat(depth)}</p:sld>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
