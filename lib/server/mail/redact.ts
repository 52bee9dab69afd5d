import "server-only";
// The copy of a message kept in the outbox loses its single-use links once it has left over SMTP, or once its link
// was used or expired: a database reader (a backup, an operator) must not be able to sign for a manager or confirm
// for a reference. Pure.

export const LINK_REMOVED = "[link removed after delivery]";
export const LINK_GONE = "[link removed: it was used or has expired]";

/** Any URL whose path carries a token (43-character base64url, as every link token here is), and bare tokens. */
const TOKEN_URL = /https?:\/\/[^\s"'<>]*\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])[^\s"'<>]*/g;
const BARE_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** The body with every link token (and the URL around it) replaced by `note`. */
export function redactTokens(body: string, note = LINK_REMOVED): string {
  return body.replace(TOKEN_URL, note).replace(BARE_TOKEN, note);
}
