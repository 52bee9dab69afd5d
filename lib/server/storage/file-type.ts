import "server-only";
// What a file is, read from its first bytes (never from its name or the browser's claim).

export type DetectedFileType =
  "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | "message/rfc822" | "application/vnd.ms-outlook";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const PDF = ascii("%PDF-");
/** The OLE compound file header Outlook's .msg files use. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

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

/** The type the content's magic bytes announce, or null for anything else. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, OLE)) return "application/vnd.ms-outlook";
  if (isRfc822Message(bytes)) return "message/rfc822";
  return null;
}
