// Plain text files: the encoding is read from a byte-order mark, else UTF-8, else Windows-1252 (what Excel and
// older editors write). Bytes with NULs are binary, not text.

/** The text of a file, or null when the bytes are not text. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes.includes(0)) return null;
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder("windows-1252").decode(body);
  }
  // Control characters other than tab and line breaks mean a binary format we do not know.
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f]/g)?.length ?? 0;
  return controls > text.length / 100 ? null : text;
}
