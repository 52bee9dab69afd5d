// Where signing in or up continues: the `next` address parameter (e.g. /login?next=/join/abc) when it is a path on
// this site. Read by the sign-in and sign-up actions from the address the form was on.

/**
 * The `next` path, when it is a path on this site: it must start with one "/", and resolve to this origin, so a
 * crafted link cannot send a fresh sign-in to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters and backslashes are never in a path we link to, and browsers read some as "//".
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = "https://same.invalid";
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
