// E-mail addresses compared as mailboxes: "Jane.Doe+boss@googlemail.com" and "janedoe@gmail.com" reach the same
// inbox, so a rep cannot name their own mailbox as a manager or a reference by dressing it up. Pure.

/** Domains where dots in the local part are ignored and googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** The part after the last "@", lower-cased, without a trailing dot; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase()
      .replace(/\.$/, "") || null
  );
}

/**
 * The mailbox an address delivers to: lower case, no "+tag" (sub-addressing, honoured by nearly every provider),
 * and for Gmail no dots and one domain.
 */
export function normalizedMailbox(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** True when both addresses reach the same mailbox. */
export function sameMailbox(a: string, b: string): boolean {
  return normalizedMailbox(a) === normalizedMailbox(b);
}

/** True when `address` reaches any of the rep's own mailboxes (their address, one they are moving to, earlier ones). */
export function isOwnMailbox(address: string, own: readonly string[]): boolean {
  return own.some((mine) => sameMailbox(address, mine));
}
