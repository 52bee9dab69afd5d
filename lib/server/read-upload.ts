import "server-only";
// The one way a route reads an uploaded file: the declared size is checked before the body is read, the form is
// parsed, the file field must be there and within the limit. What the bytes are is the caller's check (by content,
// never by name or the browser's claim).
import { ApiError } from "./errors";

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
  const declaredBytes = Number(request.headers.get("content-length") ?? "0");
  if (declaredBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // The proxy hands on a bounded body (next.config proxyClientMaxBodySize): past it the form arrives cut off.
    if (declaredBytes > maxBytes) throw tooLarge();
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
