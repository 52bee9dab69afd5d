// Smart document import over HTTP, step 1: POST /api/documents/upload reads each corpus document type into the
// fixture's items and refuses malformed, encrypted, empty, oversized and zip-bomb files with a clear message,
// storing nothing; both calls refuse another user's id and signed-out callers.
import JSZip from "jszip";
import { EXTRACTED_GROUPS, type ExtractedGroup, type UploadResult } from "@/lib/validators/import";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CORPUS,
  corpusFile,
  EMPTY_LISTS,
  extraction,
  importItems,
  portfolioLists,
  upload,
  type Upload,
} from "./document-import-helpers";
import { expect, test } from "./helpers";

test.describe.configure({ timeout: 90_000 });

test.describe("upload: each corpus document type gives the fixture's items", () => {
  const DOCUMENTS = [
    ["jordan-rivera-resume.pdf", "pdf"],
    ["sofia-martinez-okafor-resume.docx", "docx"],
    ["casey-morgan-quota.xlsx", "xlsx"],
    ["alex-kim-brag-deck.pptx", "pptx"],
    ["jamie-rowe-quota.csv", "csv"],
    ["sam-patel-brag-sheet.txt", "txt"],
    ["ngozi-adeyemi-resume.json", "JSON Resume"],
  ] as const;

  for (const [file, kind] of DOCUMENTS) {
    test(`${kind}: ${file}`, async ({ newUser }) => {
      const rep = await newUser();
      const expected = JSON.parse(readFileSync(path.join(CORPUS, `${file}.expected.json`), "utf8")) as Partial<
        Record<ExtractedGroup, Record<string, unknown>[]>
      >;
      const response = await upload(rep.api, corpusFile(file), rep.id);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as UploadResult;
      expect(body.filename).toBe(file);
      expect(body.source).toBe("built-in");
      let total = 0;
      for (const group of EXTRACTED_GROUPS) {
        const items = body.extractedData[group] as Record<string, unknown>[];
        const want = expected[group] ?? [];
        total += items.length;
        // Every expected item, field for field, and nothing else; each with a confidence 0-100.
        expect(items, group).toHaveLength(want.length);
        expect(items, group).toEqual(expect.arrayContaining(want.map((item) => expect.objectContaining(item))));
        for (const item of items) expect(item.confidence).toEqual(expect.any(Number));
        expect(items.every((item) => Number(item.confidence) >= 0 && Number(item.confidence) <= 100)).toBe(true);
      }
      expect(body.totalItems).toBe(total);
      expect(total).toBeGreaterThan(0);
    });
  }
});

test("the answer lists the lines that looked like roles but could not be placed, and a text document reads as text", async ({
  newUser,
}) => {
  const rep = await newUser();
  const resume = [
    "Jordan Lee",
    "Experience",
    "Regional Sales Manager, Fabrikam",
    "• Grew the territory to 40 accounts",
    "Account Executive, Initech | Sep. 2019 \u00AD Mar. 2021",
    "• Closed the largest deal of the year",
  ].join("\n");
  const response = await upload(
    rep.api,
    { name: "jordan.txt", mimeType: "text/plain", buffer: Buffer.from(resume) },
    rep.id,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as UploadResult;
  expect(body.readBy).toBe("text");
  // The soft hyphen a font draws as a dash still makes a date range.
  expect(body.extractedData.experiences).toEqual([
    expect.objectContaining({
      title: "Account Executive",
      company: "Initech",
      startDate: "2019-09",
      endDate: "2021-03",
    }),
  ]);
  expect(body.unplaced).toEqual([
    { text: "Regional Sales Manager, Fabrikam", reason: expect.stringContaining("no dates were found") },
  ]);
});

/** A .docx whose document part inflates from a few kB to 20 MB: the classic zip bomb. */
async function zipBombDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file("word/document.xml", Buffer.alloc(20 * 1024 * 1024, 0x20));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

test("malformed, encrypted, empty, oversized and zip-bomb files are refused with a clear message, and nothing changes", async ({
  newUser,
}) => {
  const rep = await newUser();
  const bomb = await zipBombDocx();
  expect(bomb.length).toBeLessThan(200_000);
  const cases: { file: Upload; status: number; code: string; message: string | RegExp }[] = [
    {
      file: corpusFile("bad/truncated.pdf"),
      status: 422,
      code: "validation_error",
      message: "This PDF file is damaged or incomplete, so it cannot be read. Save it again and retry.",
    },
    {
      file: corpusFile("bad/encrypted.pdf"),
      status: 422,
      code: "validation_error",
      message: "This document is password-protected. Remove the password and upload it again.",
    },
    {
      file: corpusFile("bad/empty.txt"),
      status: 422,
      code: "validation_error",
      message: "We could not find any text in this document",
    },
    {
      file: corpusFile("bad/blank-scan.pdf"),
      status: 422,
      code: "validation_error",
      message: "We could not find any text in this document",
    },
    {
      file: {
        name: "huge-resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
      },
      status: 413,
      code: "too_large",
      message: "Please select a file smaller than 10MB",
    },
    {
      file: { name: "resume.docx", mimeType: "application/octet-stream", buffer: bomb },
      status: 413,
      code: "too_large",
      message: /unpacks to more than we can safely read/,
    },
    {
      file: {
        name: "setup.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(512, 0)]),
      },
      status: 400,
      code: "bad_request",
      message: /not supported/,
    },
  ];
  for (const { file, status, code, message } of cases) {
    const response = await upload(rep.api, file, rep.id);
    expect(response.status(), file.name).toBe(status);
    const { error } = (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(error.code, file.name).toBe(code);
    if (typeof message === "string") expect(error.message, file.name).toBe(message);
    else expect(error.message, file.name).toMatch(message);
    // The dialog shows the message under the file picker too.
    expect(error.fields?.document, file.name).toBe(error.message);
  }
  // A request without a file is a bad request, not a crash.
  const noFile = await rep.api.post("/api/documents/upload", { multipart: { userId: String(rep.id) } });
  expect(noFile.status()).toBe(400);
  expect((await noFile.json()).error.message).toBe("Choose a document to upload");

  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
});

test("upload and import refuse another user's userId (403) and signed-out callers (401)", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const other = await newUser();
  const foreignUpload = await upload(rep.api, corpusFile("sam-patel-brag-sheet.txt"), other.id);
  expect(foreignUpload.status()).toBe(403);
  expect((await foreignUpload.json()).error.code).toBe("forbidden");
  const foreignImport = await importItems(rep.api, {
    userId: other.id,
    extractedData: extraction(),
    selections: { dealHighlights: [0] },
  });
  expect(foreignImport.status()).toBe(403);

  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await upload(anonymous, corpusFile("sam-patel-brag-sheet.txt"))).status()).toBe(401);
    const response = await importItems(anonymous, { extractedData: extraction(), selections: { dealHighlights: [0] } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  } finally {
    await anonymous.dispose();
  }
  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
  expect(await portfolioLists(other.api)).toEqual(EMPTY_LISTS);
});

// ---------------------------------------------------------------- import
