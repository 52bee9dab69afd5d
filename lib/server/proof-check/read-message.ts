// Reads what an uploaded e-mail says and to whom: its To:/Cc: addresses and its text (the text/plain parts, or the
// HTML parts turned into text). Bounded on purpose (nesting depth, number of parts, length of text), because the
// message is untrusted; it runs in the DKIM worker, so it loads without server-only.
import addressparser from "nodemailer/lib/addressparser/index.js";

/** Enough text for any real quota confirmation; the rest of a long message is not read. */
export const MAX_TEXT_CHARS = 100_000;
const MAX_DEPTH = 8;
const MAX_PARTS = 100;

type Header = { key: string; value: string };
type Part = { headers: Header[]; body: Buffer };

/** Splits a message (or a MIME part) at its first empty line into unfolded headers and the body. */
function splitPart(raw: Buffer): Part {
  const text = raw.toString("latin1");
  const match = /\r?\n\r?\n/.exec(text);
  const headerText = match ? text.slice(0, match.index) : text;
  const bodyStart = match ? match.index + match[0].length : raw.length;
  const headers = headerText
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .flatMap((line) => {
      const colon = line.indexOf(":");
      return colon > 0 ? [{ key: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() }] : [];
    });
  return { headers, body: raw.subarray(bodyStart) };
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset?.trim() || "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const cleaned = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < cleaned.length; i++) {
    const hex = cleaned.slice(i + 1, i + 3);
    if (cleaned[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(cleaned.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words in headers: =?utf-8?Q?Jos=C3=A9?= and =?utf-8?B?...?= */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, text: string) =>
    decodeCharset(
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQuotedPrintable(text.replace(/_/g, " ")),
      charset.split("*")[0],
    ),
  );
}

/** The bottom-most instance of a header: the one a DKIM signature covers when it lists the name once. */
const headerValue = (headers: Header[], key: string) => headers.findLast((h) => h.key === key)?.value;

/** "text/plain; charset=utf-8; format=flowed" → type and parameters. */
function contentType(headers: Header[]): { type: string; params: Record<string, string> } {
  const [type = "text/plain", ...rest] = (headerValue(headers, "content-type") ?? "text/plain").split(";");
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq > 0)
      params[param.slice(0, eq).trim().toLowerCase()] = param
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, "");
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodedBody({ headers, body }: Part): string {
  const encoding = (headerValue(headers, "content-transfer-encoding") ?? "").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.toString("latin1").replace(/[^A-Za-z0-9+/=]/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body.toString("latin1"))
        : body;
  return decodeCharset(bytes, contentType(headers).params.charset);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Tags that end a line of text outside a table row; inside one they only separate words. */
const LINE_ENDING_TAG = /^<(?:br\b|\/(?:p|div|li|h\d)\s*>)/i;
/** Each table row is a line of its own, even when the HTML leaves its closing tag out. */
const ROW_TAG = /^<\/?(?:tr|table)\b/i;

/**
 * HTML as the reader sees it: no scripts or styles, tags as spaces, entities decoded, a line per paragraph or table
 * row. The cells of one row stay on one line, so a name and the figures beside it read together.
 */
export function htmlToText(html: string): string {
  let inRow = false;
  return (
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, " ")
      // Line breaks in the HTML source are spaces to the reader.
      .replace(/\s+/g, " ")
      .replace(/<[^>]*>/g, (tag) => {
        if (ROW_TAG.test(tag)) {
          inRow = /^<tr\b/i.test(tag);
          return "\n";
        }
        return LINE_ENDING_TAG.test(tag) && !inRow ? "\n" : " ";
      })
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, entity: string) => {
        if (entity[0] === "#") {
          const code = entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
          return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
        }
        return ENTITIES[entity.toLowerCase()] ?? all;
      })
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ ?\n[ \n]*/g, "\n")
      .trim()
  );
}

/** The leaf parts of a message, depth-first, within the nesting and count bounds. */
function leafParts(part: Part, depth: number, out: Part[]): void {
  if (out.length >= MAX_PARTS) return;
  const { type, params } = contentType(part.headers);
  if (!type.startsWith("multipart/") || !params.boundary || depth >= MAX_DEPTH) {
    out.push(part);
    return;
  }
  const delimiter = `--${params.boundary}`;
  const sections = part.body.toString("latin1").split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  // The preamble comes before the first delimiter; "--" after a delimiter closes the multipart.
  for (const section of sections.slice(1)) {
    if (section.startsWith("--") || out.length >= MAX_PARTS) break;
    leafParts(splitPart(Buffer.from(section.replace(/^[ \t]*\r?\n/, ""), "latin1")), depth + 1, out);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type ReadMessage = {
  /** Every To: and Cc: address, as written (lower-cased). */
  recipients: string[];
  /** How many To: and Cc: headers the message has. */
  recipientHeaders: { to: number; cc: number };
  /** The message's text as a reader sees it, at most MAX_TEXT_CHARS characters. */
  text: string;
};

const MAX_RECIPIENTS = 100;

/** The addresses of To: and Cc: headers (parsed headers, or raw lines such as "To: Rep <rep@acme.com>"). */
export function recipientsOf(headers: readonly (Header | string)[]): string[] {
  const addresses = headers
    .map((h) => (typeof h === "string" ? splitPart(Buffer.from(h, "utf8")).headers[0] : h))
    .filter((h): h is Header => h?.key === "to" || h?.key === "cc")
    .flatMap((h) => addressparser(decodeWords(h.value), { flatten: true }))
    .map((a) => a.address.trim().toLowerCase())
    .filter((address) => address.includes("@"));
  return [...new Set(addresses)].slice(0, MAX_RECIPIENTS);
}

/** The recipients and readable text of an e-mail. Attachments and other parts are skipped. */
export function readMessage(raw: Uint8Array): ReadMessage {
  const message = splitPart(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
  const count = (key: string) => message.headers.filter((h) => h.key === key).length;
  const leaves: Part[] = [];
  leafParts(message, 0, leaves);
  const readable = leaves.filter((p) => {
    const disposition = (headerValue(p.headers, "content-disposition") ?? "").toLowerCase();
    return !disposition.startsWith("attachment");
  });
  const plain = readable.filter((p) => contentType(p.headers).type === "text/plain");
  const html = readable.filter((p) => contentType(p.headers).type === "text/html");
  const text =
    plain.length > 0 ? plain.map(decodedBody).join("\n") : html.map((p) => htmlToText(decodedBody(p))).join("\n");
  return {
    recipients: recipientsOf(message.headers),
    recipientHeaders: { to: count("to"), cc: count("cc") },
    text: text.slice(0, MAX_TEXT_CHARS),
  };
}
