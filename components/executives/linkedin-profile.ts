// What can honestly be read from a pasted LinkedIn profile URL: the name in its slug, nothing else
// (the import cannot call LinkedIn, so it never invents data).

export type LinkedinReading =
  { kind: "not-linkedin" } | { kind: "unreadable"; url: string } | { kind: "name"; url: string; name: string };

const LINKEDIN_HOST = /(^|\.)linkedin\.com$/i;
/** LinkedIn's disambiguation id at the end of a slug ("4a5b", "123456789") is not part of the name. */
const ID_TOKEN = /\d/;
const NAME_TOKEN = /^\p{L}[\p{L}'’.]*$/u;

/** The URL with https:// in front when it was pasted without a scheme ("linkedin.com/in/jane"). */
export function withScheme(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const capitalize = (token: string) => token.charAt(0).toLocaleUpperCase() + token.slice(1);

/** "jane-doe-4a5b" → "Jane Doe"; null when the slug holds no name. */
export function nameFromSlug(slug: string): string | null {
  const tokens = decode(slug)
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (tokens.length > 1 && ID_TOKEN.test(tokens[tokens.length - 1]!)) tokens.pop();
  if (tokens.length === 0 || !tokens.every((t) => NAME_TOKEN.test(t))) return null;
  return tokens.map(capitalize).join(" ");
}

export function readLinkedinUrl(text: string): LinkedinReading {
  if (!/linkedin\.com/i.test(text)) return { kind: "not-linkedin" };
  const url = withScheme(text);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: "unreadable", url };
  }
  if (!LINKEDIN_HOST.test(parsed.hostname)) return { kind: "not-linkedin" };
  const slug = /^\/in\/([^/]+)/i.exec(parsed.pathname)?.[1];
  const name = slug ? nameFromSlug(slug) : null;
  return name ? { kind: "name", url, name } : { kind: "unreadable", url };
}
