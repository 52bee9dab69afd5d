// readDocument's guards and type detection on bytes made here: oversized files, ZIP bombs (too many entries,
// too much declared data, lying sizes), encrypted and legacy Office files, binary junk, JSON that is not a
// resume, text encodings. (PDF cases run through the real Node path in import-corpus.test.ts.)
import { deflateRawSync } from "node:zlib";
import { MAX_DOCUMENT_BYTES } from "@/lib/import-limits";
import { ImportError, readDocument } from "@/lib/server/import";
import { ZIP_LIMITS } from "@/lib/server/import/zip";

type ZipEntry = { name: string; content: Uint8Array; stored?: boolean; declaredSize?: number; encrypted?: boolean };

/** A minimal ZIP writer with control over what the directory declares, to build hostile archives. */
function makeZip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.stored ? Buffer.from(entry.content) : deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const flags = entry.encrypted ? 1 : 0;
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

function docxWith(bodyXml: string): Uint8Array {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  return makeZip([
    {
      name: "[Content_Types].xml",
      content: utf8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      content: utf8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: "word/_rels/document.xml.rels",
      content: utf8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
      ),
    },
    {
      name: "word/numbering.xml",
      content: utf8(
        `<?xml version="1.0"?><w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
      ),
    },
    {
      name: "word/document.xml",
      content: utf8(`<?xml version="1.0"?><w:document ${W}><w:body>${bodyXml}</w:body></w:document>`),
    },
  ]);
}

async function readError(bytes: Uint8Array, filename: string): Promise<ImportError> {
  try {
    await readDocument(bytes, filename);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected readDocument to refuse the file");
}

describe("readDocument size and archive guards", () => {
  it("refuses a file over 10 MB with the size message users see, before reading it", async () => {
    const error = await readError(new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x61), "big.txt");
    expect(error).toMatchObject({
      code: "file_too_large",
      apiCode: "too_large",
      message: "Please select a file smaller than 10MB",
    });
  });

  it("accepts a file of exactly 10 MB", async () => {
    // A JSON Resume padded with whitespace: 10 MB of bytes, little text.
    const json = utf8(JSON.stringify({ basics: { name: "Ada Byte" }, work: [{ name: "Acme", position: "AE" }] }));
    const bytes = new Uint8Array(MAX_DOCUMENT_BYTES).fill(0x20);
    bytes.set(json);
    await expect(readDocument(bytes, "resume.json")).resolves.toMatchObject({ kind: "json-resume" });
  });

  it("refuses more text than a resume could hold, and a table longer than a quota history", async () => {
    const text = await readError(utf8("Closed a deal.\n".repeat(70_000)), "notes.txt");
    expect(text).toMatchObject({
      code: "too_long",
      apiCode: "too_large",
      message: expect.stringMatching(/too long to review/),
    });
    const csv = await readError(utf8("Year,Quota\n" + "2023,1\n".repeat(50_001)), "quota.csv");
    expect(csv).toMatchObject({ code: "too_long", apiCode: "too_large" });
  });

  it("refuses an archive with more entries than the limit", async () => {
    const entries = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({
      name: `word/part${i}.xml`,
      content: utf8("<a/>"),
    }));
    const error = await readError(makeZip(entries), "resume.docx");
    expect(error).toMatchObject({ code: "archive_too_large", apiCode: "too_large" });
  });

  it("refuses an archive whose entries declare more than 50 MB in total", async () => {
    const declaredSize = 30 * 1024 * 1024;
    const content = utf8("x".repeat(400_000)); // ratio of the declared size to the data stays plausible (<200)
    const zip = makeZip([
      { name: "word/document.xml", content, stored: true, declaredSize },
      { name: "word/extra.xml", content, stored: true, declaredSize },
    ]);
    const error = await readError(zip, "resume.docx");
    expect(error).toMatchObject({ code: "archive_too_large", apiCode: "too_large" });
  });

  it("refuses a highly compressed entry (a classic zip bomb) before inflating it", async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const zip = makeZip([{ name: "xl/workbook.xml", content: zeros }]);
    expect(zip.length).toBeLessThan(100_000);
    const error = await readError(zip, "quota.xlsx");
    expect(error).toMatchObject({ code: "archive_too_large", apiCode: "too_large" });
  });

  it("refuses an entry that inflates past the size it declared", async () => {
    const zip = makeZip([
      { name: "ppt/presentation.xml", content: new Uint8Array(5 * 1024 * 1024), declaredSize: 1000 },
    ]);
    const error = await readError(zip, "deck.pptx");
    expect(error).toMatchObject({ code: "archive_too_large", apiCode: "too_large" });
  });

  it("refuses an encrypted ZIP entry, a ZIP that is not an Office file, and a cut-off ZIP", async () => {
    const encrypted = makeZip([{ name: "word/document.xml", content: utf8("<x/>"), encrypted: true }]);
    expect(await readError(encrypted, "a.docx")).toMatchObject({ code: "encrypted", apiCode: "validation_error" });

    const photos = makeZip([{ name: "photos/team.jpg", content: utf8("not really a photo") }]);
    expect(await readError(photos, "photos.zip")).toMatchObject({ code: "unsupported_type", apiCode: "bad_request" });

    const cut = makeZip([{ name: "word/document.xml", content: utf8("<x/>") }]).subarray(0, 40);
    expect(await readError(cut, "a.docx")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
  });

  it("calls damaged an entry whose name leaves the archive, and one whose compressed data is garbage", async () => {
    for (const name of ["../word/document.xml", "/word/document.xml"]) {
      const escaping = makeZip([{ name, content: utf8("<x/>") }]);
      expect(await readError(escaping, "a.docx")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
    }
    const garbage = makeZip([{ name: "word/document.xml", content: utf8("<x/>") }]);
    garbage.fill(0xff, 30 + "word/document.xml".length, 30 + "word/document.xml".length + 4);
    expect(await readError(garbage, "a.docx")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
  });
});

describe("readDocument type detection", () => {
  const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

  it("says a password-protected Office file is encrypted and a 97-2003 file is unsupported", async () => {
    const name = [..."EncryptedPackage"].flatMap((ch) => [ch.charCodeAt(0), 0]);
    const encrypted = new Uint8Array([...OLE, ...new Array(1000).fill(0), ...name, 0, 0]);
    expect(await readError(encrypted, "resume.docx")).toMatchObject({
      code: "encrypted",
      apiCode: "validation_error",
      message: expect.stringMatching(/password-protected/),
    });

    const legacy = new Uint8Array([...OLE, ...new Array(1000).fill(0)]);
    expect(await readError(legacy, "resume.doc")).toMatchObject({
      code: "unsupported_type",
      apiCode: "bad_request",
      message: expect.stringMatching(/97-2003/),
    });
  });

  it("goes by the bytes, not the name", async () => {
    await expect(readDocument(utf8("Q1 2023: 104% of quota\n"), "resume.pdf")).resolves.toMatchObject({ kind: "txt" });
    // A GIF is no supported picture (PNG and JPEG are, read by OCR: import-ocr.test.ts), whatever its name.
    const gif = new Uint8Array([...Buffer.from("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
    expect(await readError(gif, "resume.txt")).toMatchObject({ code: "unsupported_type", apiCode: "bad_request" });
  });

  it("reads a JSON Resume whatever its name, and refuses other JSON", async () => {
    const resume = JSON.stringify({
      basics: { name: "Ada" },
      work: [{ name: "Acme", position: "AE", highlights: ["Closed $1M ARR with Globex"] }],
    });
    const document = await readDocument(utf8(resume), "upload.txt");
    expect(document.kind).toBe("json-resume");
    expect(document.resume?.work?.[0]).toMatchObject({ name: "Acme", position: "AE" });

    const other = await readError(utf8('{"name": "package", "version": "1.0.0"}'), "package.json");
    expect(other).toMatchObject({ code: "unsupported_type", message: expect.stringMatching(/not a JSON Resume/) });
  });

  it("reads UTF-16 and Windows-1252 text", async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("Zoë — 132% of quota", "utf16le")]);
    expect((await readDocument(utf16, "notes.txt")).text).toBe("Zoë — 132% of quota");
    const latin = new Uint8Array(Buffer.from("Zoë closed $1M", "latin1"));
    expect((await readDocument(latin, "notes.txt")).text).toBe("Zoë closed $1M");
  });

  it("parses CSV by its delimiter, with quotes, escaped quotes and line breaks inside cells", async () => {
    const csv = 'Year;Quota;Notes\n2023;"$1.200.000";"said ""great"" quarter\nsecond line"\n\n2024;900000;\n';
    const document = await readDocument(utf8(csv), "quota.csv");
    expect(document.kind).toBe("csv");
    expect(document.rows).toEqual([
      ["Year", "Quota", "Notes"],
      ["2023", "$1.200.000", 'said "great" quarter\nsecond line'],
      ["2024", "900000", ""],
    ]);
  });

  it("reads Word lists as bullets and tables as rows, and says when a Word file has no text", async () => {
    const bullet =
      '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>Closed $1M</w:t></w:r></w:p>';
    const table =
      "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Year</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Quota</w:t></w:r></w:p></w:tc></w:tr></w:tbl>";
    const document = await readDocument(
      docxWith(`<w:p><w:r><w:t>Experience</w:t></w:r></w:p>${table}${bullet}`),
      "cv.docx",
    );
    expect(document.kind).toBe("docx");
    expect(document.text).toBe("Experience\n• Closed $1M");
    expect(document.rows).toEqual([["Year", "Quota"]]);

    const empty = await readError(docxWith("<w:p/>"), "empty.docx");
    expect(empty).toMatchObject({
      code: "no_text",
      apiCode: "validation_error",
      message: "We could not find any text in this document",
    });
  });

  it("reads a tab before a right-aligned date as a part of its line, and a bold heading as a heading", async () => {
    const bold = (text: string) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
    const document = await readDocument(
      docxWith(
        `${bold("EXPERIENCE")}<w:p><w:r><w:t>Account Executive, Initech</w:t></w:r><w:r><w:tab/><w:tab/><w:t>Jan 2020 – Present</w:t></w:r></w:p>${bold("WHERE I STUDIED")}`,
      ),
      "cv.docx",
    );
    expect(document.text).toBe("EXPERIENCE\nAccount Executive, Initech | Jan 2020 – Present\nWHERE I STUDIED");
    expect(document.headings).toEqual(["EXPERIENCE", "WHERE I STUDIED"]);
  });

  it("reads a text box once, after the paragraph it is anchored in, with or without Word's fallback copy", async () => {
    const MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
    const WPS = 'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"';
    const box = (text: string) =>
      `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p><w:p><w:r><w:t>Negotiation</w:t></w:r></w:p></w:txbxContent>`;
    const drawing = (text: string) =>
      `<w:drawing><wps:wsp ${WPS}><wps:txbx>${box(text)}</wps:txbx></wps:wsp></w:drawing>`;
    const fallback = (text: string) =>
      `<mc:Fallback><w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox>${box(text)}</v:textbox></v:shape></w:pict></mc:Fallback>`;
    const boxes = {
      "a drawing alone": drawing("SKILLS"),
      "a drawing without a fallback": `<mc:AlternateContent ${MC}><mc:Choice Requires="wps">${drawing("SKILLS")}</mc:Choice></mc:AlternateContent>`,
      "a drawing with its fallback": `<mc:AlternateContent ${MC}><mc:Choice Requires="wps">${drawing("SKILLS")}</mc:Choice>${fallback("SKILLS")}</mc:AlternateContent>`,
    };
    for (const [kind, xml] of Object.entries(boxes)) {
      const document = await readDocument(
        docxWith(
          `<w:p><w:r><w:t>Jordan Ellis</w:t></w:r><w:r>${xml}</w:r></w:p><w:p><w:r><w:t>EXPERIENCE</w:t></w:r></w:p>`,
        ),
        "cv.docx",
      );
      expect({ kind, text: document.text }).toEqual({ kind, text: "Jordan Ellis\nSKILLS\nNegotiation\nEXPERIENCE" });
    }
  });

  it("calls a Word file with a broken document part damaged", async () => {
    const broken = makeZip([{ name: "word/document.xml", content: utf8("<w:document><w:body><w:p>") }]);
    expect(await readError(broken, "cv.docx")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
  });
});
