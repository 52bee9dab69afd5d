import "server-only";
// The one way a route reads an uploaded file: the body goes through the one body reader (counted as it streams,
// stopped at the file limit plus room for the form's own parts), the form is parsed from those bytes, the file
// field must be there and within the limit. What the bytes are is the caller's check (by content,
// never by name or the browser's claim).
import { ApiError } from "./errors";
import { readFormBody } from "./read-body";

// Room for the multipart boundaries and part headers around a file at the size limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadOptions = {
  /** The multipart field that holds the file; error `fields` are keyed by it. */
  field: string;
  maxBytes: number;
  /** The message when the file is over `maxBytes`. */
  tooLargeMessage: string;
  /** What to send, for a body that is not multipart/form-data. */
  formatHint: string;
  /** The message when no (or an empty) file was sent, and its code (422 unless the call says otherwise). */
  missingMessage: string;
  missingCode?: "validation_error" | "bad_request";
  /** An empty file goes on to the caller's content check (which words why it is refused) instead of "missing". */
  allowEmpty?: boolean;
};

export type Upload = { form: FormData; file: File; data: Uint8Array };

export async function readUpload(request: Request, options: UploadOptions): Promise<Upload> {
  const { field, maxBytes } = options;
  const tooLarge = () => new ApiError("too_large", options.tooLargeMessage, { [field]: options.tooLargeMessage });
  let form: FormData;
  try {
    form = await readFormBody(request, { maxBytes: maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("bad_request", options.formatHint);
  }
  const file = form.get(field);
  if (!(file instanceof File) || (file.size === 0 && !options.allowEmpty)) {
    throw new ApiError(options.missingCode ?? "validation_error", options.missingMessage, {
      [field]: options.missingMessage,
    });
  }
  if (file.size > maxBytes) throw tooLarge();
  return { form, file, data: new Uint8Array(await file.arrayBuffer()) };
}
