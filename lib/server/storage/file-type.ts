import "server-only";
// What an uploaded file is, read from its content (never from its name or the browser's claim). Binary formats are
// told by `file-type` from their magic bytes; an e-mail message (.eml) is text, which it cannot tell, so that one is
// recognised here from its header block.

export type DetectedFileType =
  "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | "message/rfc822" | "application/vnd.ms-outlook";

/** The types we store, by the MIME type `file-type` names; anything else it recognises is refused. */
const ACCEPTED: Record<string, DetectedFileType> = {
  "image/png": "image/png",
  "image/apng": "image/png", // an animated PNG is a PNG to every viewer
  "image/jpeg": "image/jpeg",
  "image/webp": "image/webp",
  "application/pdf": "application/pdf",
  // Outlook's .msg files are OLE compound files, which is all the header says.
  "application/x-cfb": "application/vnd.ms-outlook",
};

/** Headers that mark a text as an e-mail message; one of them must appear in the header block. */
const MAIL_HEADERS = new Set([
  "from",
  "to",
  "subject",
  "date",
  "message-id",
  "received",
  "return-path",
  "mime-version",
]);
const HEADER_LINE = /^([!-9;-~]{1,76}):[ \t]?(.*)$/;
const FOLDED_LINE = /^[ \t]+\S/;
/** How much of the start is read to decide: a message's headers rarely exceed it. */
const EML_SCAN_BYTES = 16 * 1024;

/**
 * An RFC 822 message: printable text that starts with a block of "Name: value" header lines (folded
 * continuations allowed), ended by a blank line, with at least two headers of which one is From, Subject,
 * Date... Binary content (a NUL or other control byte) is never an e-mail.
 */
function isRfc822Message(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, EML_SCAN_BYTES);
  for (const b of head) {
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) return false;
  }
  const text = Buffer.from(head).toString("latin1");
  const lines = text.split(/\r?\n/);
  let headers = 0;
  let known = 0;
  let sawBlank = false;
  for (const [index, line] of lines.entries()) {
    if (line === "") {
      sawBlank = true;
      break;
    }
    if (index > 0 && FOLDED_LINE.test(line)) continue;
    const match = HEADER_LINE.exec(line);
    if (!match) return false;
    headers += 1;
    if (MAIL_HEADERS.has(match[1]!.toLowerCase())) known += 1;
  }
  // Without a blank line the whole scanned text must be headers (a message with a very long header block).
  const complete = sawBlank || bytes.length > EML_SCAN_BYTES;
  return complete && headers >= 2 && known >= 1;
}

/** The type the content announces, or null for anything else (other formats, plain text, executables). */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType | null> {
  // Loaded on first use: only the upload routes sniff, and the many modules that reach this one through the storage
  // index (exports, the database tests under Jest's ES module mode) never load the ESM-only package.
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  if (found) return ACCEPTED[found.mime] ?? null;
  return isRfc822Message(bytes) ? "message/rfc822" : null;
}
