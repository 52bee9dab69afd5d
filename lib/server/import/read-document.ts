// Reads an uploaded document into text (and table rows) for the extractor. The type is decided by the bytes, not
// the name: %PDF, a PNG or JPEG picture (read by OCR), a ZIP holding word/ xl/ or ppt/ (or a LinkedIn data export's
// CSVs), an OLE container (legacy or encrypted Office), JSON Resume, else UTF-8 text. The name only tells CSV from
// plain text. Nothing is written anywhere.
import {
  ENCRYPTED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  NO_TEXT_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from "../../import-limits";
import { ImportError, tooLong } from "./errors";
import { normaliseText } from "./normalise";
import { scanTooSlow } from "./ocr";
import { parseDelimited } from "./readers/csv";
import { readDocx } from "./readers/docx";
import { imageType, readImage } from "./readers/image";
import { asJsonResume, jsonResumeText, type JsonResume } from "./readers/json-resume";
import { readPdf, type LineLayout } from "./readers/pdf";
import { readPptx } from "./readers/pptx";
import { decodeText } from "./readers/text";
import { assertSheetSize } from "./readers/sheet-guard";
import { readXlsx } from "./readers/xlsx";
import {
  isLinkedInEntry,
  linkedInText,
  looksLikeLinkedInExport,
  readLinkedInExport,
  type LinkedInExport,
} from "./readers/linkedin";
import { isZip, unzipGuarded, zipEntryNames } from "./zip";

export type DocumentKind = "pdf" | "image" | "docx" | "xlsx" | "pptx" | "csv" | "txt" | "json-resume" | "linkedin";

export type ReadDocument = {
  kind: DocumentKind;
  /** The document's text, one line per paragraph, list item or slide line. */
  text: string;
  /** Table rows (spreadsheets, CSV, and tables inside Word or PowerPoint), cells as displayed. */
  rows?: string[][];
  /** The parsed resume when kind is "json-resume". */
  resume?: JsonResume;
  /** The export's records when kind is "linkedin". */
  linkedin?: LinkedInExport;
  /**
   * Lines the document styles as headings (larger or bolder than its body text, or a Word heading style), as they
   * appear in `text`: a heading in a template's own words still starts a section.
   */
  headings?: string[];
  /** PDF only: each line's position, size and weight, its text as in `text`. */
  layout?: LineLayout[];
  /** True when some page had no text layer and its text was read by OCR from the page image. */
  ocr?: boolean;
  /** Pages (1-based) without a text layer that OCR did not read (past its page or time limit). */
  unreadPages?: number[];
};

/** About 300 pages of text, and a quota history of 50,000 rows: far beyond any resume, yet read in about a second. */
export const MAX_TEXT_CHARACTERS = 1_000_000;
export const MAX_TABLE_ROWS = 50_000;

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function readDocument(bytes: Uint8Array, filename: string): Promise<ReadDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new ImportError("file_too_large", FILE_TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw new ImportError("no_text", NO_TEXT_MESSAGE);
  const read = await readByType(bytes, filename);
  const document: ReadDocument = {
    ...read,
    text: normaliseText(read.text, { drawn: read.kind === "pdf" }),
    ...(read.rows ? { rows: read.rows.map((row) => row.map((cell) => normaliseText(cell))) } : {}),
    ...(read.headings
      ? { headings: read.headings.map((heading) => normaliseText(heading, { drawn: read.kind === "pdf" })) }
      : {}),
    ...(read.layout
      ? { layout: read.layout.map((line) => ({ ...line, text: normaliseText(line.text, { drawn: true }) })) }
      : {}),
  };
  if ((document.rows?.length ?? 0) > MAX_TABLE_ROWS)
    throw tooLong(`more than ${MAX_TABLE_ROWS.toLocaleString("en-US")} rows`);
  if (document.kind !== "csv" && document.kind !== "xlsx" && document.text.length > MAX_TEXT_CHARACTERS) {
    throw tooLong(`more than ${MAX_TEXT_CHARACTERS.toLocaleString("en-US")} characters`);
  }
  const hasRows = document.rows?.some((row) => row.some((cell) => cell.trim() !== "")) ?? false;
  if (!document.text.trim() && !hasRows)
    throw document.unreadPages?.length ? scanTooSlow() : new ImportError("no_text", NO_TEXT_MESSAGE);
  return document;
}

async function readByType(bytes: Uint8Array, filename: string): Promise<ReadDocument> {
  if (isPdf(bytes)) return { kind: "pdf", ...(await readPdf(bytes)) };
  const picture = imageType(bytes);
  if (picture) return { kind: "image", ...(await readImage(bytes, picture)), ocr: true };
  if (OLE_MAGIC.every((byte, i) => bytes[i] === byte)) throw oleError(bytes);
  if (isZip(bytes)) return readOfficePackage(bytes);

  const text = decodeText(bytes);
  if (text === null) throw new ImportError("unsupported_type", UNSUPPORTED_MESSAGE);
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      value = undefined;
    }
    if (value !== undefined) {
      const resume = asJsonResume(value);
      if (!resume) {
        throw new ImportError(
          "unsupported_type",
          "This JSON file is not a JSON Resume (jsonresume.org), so it cannot be imported.",
        );
      }
      return { kind: "json-resume", text: jsonResumeText(resume), resume };
    }
  }
  if (/\.(csv|tsv)$/i.test(filename)) return { kind: "csv", text, rows: parseDelimited(text) };
  return { kind: "txt", text };
}

/** PDF readers accept the header anywhere in the first kilobyte (some generators prepend junk). */
function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

async function readOfficePackage(bytes: Uint8Array): Promise<ReadDocument> {
  const names = await zipEntryNames(bytes, "ZIP");
  if (!names.some((name) => /^(word|xl|ppt)\//.test(name)) && looksLikeLinkedInExport(names)) {
    const linkedin = readLinkedInExport(await unzipGuarded(bytes, "LinkedIn export", isLinkedInEntry));
    return { kind: "linkedin", text: linkedInText(linkedin), linkedin };
  }
  const files = await unzipGuarded(bytes, "Office");
  if (files.has("word/document.xml")) return { kind: "docx", ...(await readDocx(bytes, files)) };
  if (files.has("xl/workbook.xml")) {
    assertSheetSize(files);
    return { kind: "xlsx", ...(await readXlsx(bytes)) };
  }
  if (files.has("ppt/presentation.xml")) return { kind: "pptx", ...readPptx(files) };
  throw new ImportError("unsupported_type", UNSUPPORTED_MESSAGE);
}

/**
 * An OLE compound file is either an encrypted Office 2007+ document (Office wraps the encrypted package in one,
 * with an "EncryptedPackage" stream) or a legacy .doc/.xls/.ppt.
 */
function oleError(bytes: Uint8Array): ImportError {
  const utf16Name = new Uint8Array([..."EncryptedPackage"].flatMap((ch) => [ch.charCodeAt(0), 0]));
  if (indexOf(bytes, utf16Name) >= 0) return new ImportError("encrypted", ENCRYPTED_MESSAGE);
  return new ImportError(
    "unsupported_type",
    "Word, Excel and PowerPoint 97-2003 files are not supported. Save the file as .docx, .xlsx or .pptx and upload it again.",
  );
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle);
}
