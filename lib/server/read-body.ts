import "server-only";
// The one way a request body is read: its bytes are counted as they stream in, and reading stops (the stream is
// cancelled) at the route's limit with 413, whether or not the client declared a Content-Length. A declared
// length over the limit is refused before a byte is read. Nothing else reads request bodies
// (tests/unit/body-readers.test.ts fails the build if a route does).
import { ApiError } from "./errors";

/** JSON bodies: enough for any form of the app; routes that take long texts or review payloads name their own. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Owned content with long descriptions (achievements, deals, experiences: 10,000 characters in any script). */
export const LONG_TEXT_BODY_LIMIT = 256 * 1024;
/** A browser form posted without JavaScript (sign-in, sign-up, a share page's password). */
export const FORM_BODY_LIMIT = 16 * 1024;

export const TOO_LARGE_MESSAGE = "Request body is too large";

export type BodyLimit = { maxBytes: number; tooLarge?: () => ApiError };

const defaultTooLarge = () => new ApiError("too_large", TOO_LARGE_MESSAGE);

/** The declared Content-Length, or null when there is none (a chunked body) or it is not a number. */
function declaredLength(request: Request): number | null {
  const raw = request.headers.get("content-length");
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** The body's bytes, at most `maxBytes` of them: past that the stream is cancelled and the call answers 413. */
export async function readBodyBytes(request: Request, { maxBytes, tooLarge = defaultTooLarge }: BodyLimit) {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading: the rest of the upload is never buffered (the connection is closed after the answer).
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A JSON object body: 413 past the limit (64 KB unless the route says otherwise), 400 when it is not JSON. */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<Record<string, unknown>> {
  return (await readJsonBodyWithText(request, { maxBytes })).value;
}

/**
 * A JSON object body and its text, for a route that hands the text on (to a worker thread) rather than the object:
 * 413 past the limit, 400 when it is not a JSON object.
 */
export async function readJsonBodyWithText(
  request: Request,
  limit: BodyLimit,
): Promise<{ value: Record<string, unknown>; text: string }> {
  const text = new TextDecoder().decode(await readBodyBytes(request, limit));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body must be valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError("bad_request", "Request body must be a JSON object");
  }
  return { value: value as Record<string, unknown>, text };
}

/**
 * A form body (multipart or url-encoded) read within the limit, then parsed from the buffered bytes. Throws the
 * platform's TypeError when the bytes are not a form of the declared type (callers word that for their route).
 */
export async function readFormBody(request: Request, limit: BodyLimit): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  const contentType = request.headers.get("content-type") ?? "";
  return new Response(bytes, { headers: { "content-type": contentType } }).formData();
}
