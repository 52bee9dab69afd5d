// Real DOCX files written part by part (WordprocessingML in a ZIP): paragraphs with tab stops, bullet lists from a
// numbering definition, heading styles and borderless layout tables, as Word résumé templates build them.
import JSZip from "jszip";

const x = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

export type Run = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  color?: string;
  caps?: boolean;
  tab?: boolean;
};
export type Para = {
  runs: (Run | string)[];
  style?: string;
  /** Right-aligned tab stop at this position (twips) for dates or places at the margin. */
  rightTab?: number;
  bullet?: boolean;
  after?: number;
  shade?: string;
  align?: "center" | "right";
};

function run(r: Run | string): string {
  const v = typeof r === "string" ? { text: r } : r;
  const props = [
    v.bold ? "<w:b/>" : "",
    v.italic ? "<w:i/>" : "",
    v.caps ? "<w:caps/>" : "",
    v.color ? `<w:color w:val="${v.color}"/>` : "",
    v.size ? `<w:sz w:val="${v.size * 2}"/>` : "",
  ].join("");
  const rPr = props ? `<w:rPr>${props}</w:rPr>` : "";
  return `${v.tab ? `<w:r>${rPr}<w:tab/></w:r>` : ""}<w:r>${rPr}<w:t xml:space="preserve">${x(v.text)}</w:t></w:r>`;
}

export function para(p: Para): string {
  const props = [
    p.style ? `<w:pStyle w:val="${p.style}"/>` : "",
    p.bullet ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>` : "",
    p.rightTab ? `<w:tabs><w:tab w:val="right" w:pos="${p.rightTab}"/></w:tabs>` : "",
    p.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${p.shade}"/>` : "",
    p.after !== undefined ? `<w:spacing w:after="${p.after}"/>` : "",
    p.align ? `<w:jc w:val="${p.align}"/>` : "",
  ].join("");
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${p.runs.map(run).join("")}</w:p>`;
}

/** A borderless table: each row is a list of cells, each cell a list of paragraphs; widths in twips. */
export function table(widths: number[], rows: string[][][]): string {
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join("");
  const body = rows
    .map(
      (cells) =>
        `<w:tr>${cells
          .map(
            (cell, i) =>
              `<w:tc><w:tcPr><w:tcW w:w="${widths[i]}" w:type="dxa"/></w:tcPr>${cell.join("") || "<w:p/>"}</w:tc>`,
          )
          .join("")}</w:tr>`,
    )
    .join("");
  const none = ["top", "left", "bottom", "right", "insideH", "insideV"].map((s) => `<w:${s} w:val="nil"/>`).join("");
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function styles(fontName: string, size: number, accent: string): string {
  const style = (id: string, name: string, rPr: string, pPr = "") =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}<w:rPr>${rPr}</w:rPr></w:style>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${fontName}" w:hAnsi="${fontName}" w:cs="${fontName}"/><w:sz w:val="${size * 2}"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="40" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
${style("Title", "Title", `<w:b/><w:sz w:val="52"/><w:color w:val="${accent}"/>`, '<w:spacing w:after="60"/>')}
${style("Heading1", "heading 1", `<w:b/><w:caps/><w:sz w:val="26"/><w:color w:val="${accent}"/>`, '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr><w:outlineLvl w:val="0"/>')}
${style("Heading2", "heading 2", `<w:b/><w:sz w:val="${size * 2 + 4}"/>`, '<w:keepNext/><w:spacing w:before="160" w:after="20"/><w:outlineLvl w:val="1"/>')}
${style("ListParagraph", "List Paragraph", "", '<w:ind w:left="720"/>')}
</w:styles>`;
}

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W}>
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

export type DocxOptions = { font: string; size: number; accent: string; paper: "A4" | "Letter"; margin: number };

/** The page's usable width in twips, for right tab stops and table columns. */
export const textWidth = (o: DocxOptions) => (o.paper === "A4" ? 11906 : 12240) - 2 * o.margin;

export async function buildDocx(body: string, o: DocxOptions): Promise<Buffer> {
  const [w, hgt] = o.paper === "A4" ? [11906, 16838] : [12240, 15840];
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}<w:sectPr><w:pgSz w:w="${w}" w:h="${hgt}"/><w:pgMar w:top="${o.margin}" w:right="${o.margin}" w:bottom="${o.margin}" w:left="${o.margin}" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new JSZip();
  const ct = "application/vnd.openxmlformats-officedocument";
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${ct}-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${ct}.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="${ct}.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="${ct}.wordprocessingml.numbering+xml"/><Override PartName="/docProps/app.xml" ContentType="${ct}.extended-properties+xml"/></Types>`,
  );
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="${rel}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
  );
  zip.file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${rel}/numbering" Target="numbering.xml"/></Relationships>`,
  );
  zip.file("word/document.xml", document);
  zip.file("word/styles.xml", styles(o.font, o.size, o.accent));
  zip.file("word/numbering.xml", NUMBERING);
  zip.file(
    "docProps/app.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>resume-gen</Application></Properties>`,
  );
  // A fixed date on every entry: the same seed gives the same bytes.
  const date = new Date("2026-01-01T00:00:00Z");
  zip.forEach((_, file) => {
    file.date = date;
  });
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
