import "server-only";
// Once a message has left over SMTP, the copy kept in the outbox loses its single-use links: a database reader
// (a backup, an operator) must not be able to sign for a manager or confirm for a reference. Pure.

export const LINK_REMOVED = "[link removed after delivery]";

/** Any URL whose path carries a token (43-character base64url, as every link token here is), and bare tokens. */
const TOKEN_URL = /https?:\/\/[^\s"'<>]*\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])[^\s"'<>]*/g;
const BARE_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

export function redactTokens(body: string): string {
  return body.replace(TOKEN_URL, LINK_REMOVED).replace(BARE_TOKEN, LINK_REMOVED);
}
