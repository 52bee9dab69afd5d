// What a document upload may be, shared by the upload panel (checked before sending) and the server.

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The upload limit as the upload field and the API both word it. */
export const FILE_TOO_LARGE_MESSAGE = "Please select a file smaller than 10MB";
export const NO_TEXT_MESSAGE = "We could not find any text in this document";
/** What the file picker offers; the server decides by the content anyway (a picture is read by OCR). */
export const ACCEPTED_DOCUMENT_TYPES = ".pdf,.docx,.xlsx,.pptx,.csv,.txt,.json,.zip,.png,.jpg,.jpeg";
export const UNSUPPORTED_MESSAGE =
  "This file type is not supported. Upload a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), CSV, TXT or JSON Resume file, a PNG or JPEG picture, or your LinkedIn data export (.zip).";
export const ENCRYPTED_MESSAGE = "This document is password-protected. Remove the password and upload it again.";
export const ARCHIVE_TOO_LARGE_MESSAGE =
  "This file unpacks to more than we can safely read (too many parts or too much data). Save a smaller copy and try again.";
