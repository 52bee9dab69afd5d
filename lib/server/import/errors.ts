// Why a document could not be read, as a code for the route (HTTP status) and a message for the person uploading.
// No "server-only" import in lib/server/import: the bench and fixture scripts load these modules with plain tsx.

export type ImportErrorCode =
  | "file_too_large"
  | "archive_too_large"
  | "too_long"
  | "unsupported_type"
  | "encrypted"
  | "malformed"
  | "no_text";

const STATUS: Record<ImportErrorCode, 400 | 413 | 422> = {
  file_too_large: 413,
  archive_too_large: 413,
  too_long: 413,
  unsupported_type: 400,
  encrypted: 422,
  malformed: 422,
  no_text: 422,
};

export class ImportError extends Error {
  readonly status: 400 | 413 | 422;

  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ImportError";
    this.status = STATUS[code];
  }
}

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The spec's upload limit text (section 5, "Document upload"). */
export const FILE_TOO_LARGE_MESSAGE = "Please select a file smaller than 10MB";
export const NO_TEXT_MESSAGE = "We could not find any text in this document";
export const UNSUPPORTED_MESSAGE =
  "This file type is not supported. Upload a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), CSV, TXT or JSON Resume file, or your LinkedIn data export (.zip).";
export const ENCRYPTED_MESSAGE = "This document is password-protected. Remove the password and upload it again.";
export const ARCHIVE_TOO_LARGE_MESSAGE =
  "This file unpacks to more than we can safely read (too many parts or too much data). Save a smaller copy and try again.";

/** More content than a resume, brag sheet or quota history has; reading it all would only hold the request up. */
export const tooLong = (what: string) =>
  new ImportError("too_long", `This document is too long to review at once (${what}). Upload your resume, brag sheet or quota history on its own.`);

export const malformed = (what: string) =>
  new ImportError("malformed", `This ${what} file is damaged or incomplete, so it cannot be read. Save it again and retry.`);
