// Why a document could not be read, as a code for the route (HTTP status) and a message for the person uploading.
// No "server-only" import in lib/server/import: the bench and fixture scripts load these modules with plain tsx.
import type { ErrorCode } from "../errors";

export type ImportErrorCode =
  | "file_too_large"
  | "archive_too_large"
  | "too_long"
  | "image_too_large"
  | "unsupported_type"
  | "encrypted"
  | "malformed"
  | "no_text";

type ApiCode = Extract<ErrorCode, "bad_request" | "too_large" | "validation_error">;

const API_CODE: Record<ImportErrorCode, ApiCode> = {
  file_too_large: "too_large",
  archive_too_large: "too_large",
  too_long: "too_large",
  image_too_large: "too_large",
  unsupported_type: "bad_request",
  encrypted: "validation_error",
  malformed: "validation_error",
  no_text: "validation_error",
};

export class ImportError extends Error {
  /** The API error code (and so the HTTP status) the upload route answers with. */
  readonly apiCode: ApiCode;

  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ImportError";
    this.apiCode = API_CODE[code];
  }
}

/** More content than a resume, brag sheet or quota history has; reading it all would only hold the request up. */
export const tooLong = (what: string) =>
  new ImportError(
    "too_long",
    `This document is too long to review at once (${what}). Upload your resume, brag sheet or quota history on its own.`,
  );

export const malformed = (what: string) =>
  new ImportError(
    "malformed",
    `This ${what} file is damaged or incomplete, so it cannot be read. Save it again and retry.`,
  );
