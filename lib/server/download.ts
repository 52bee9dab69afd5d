import "server-only";
// The Content-Disposition header of a download (RFC 6266): a quoted ASCII `filename` that every client reads,
// and, when the real name may hold other characters, the exact name as UTF-8 in `filename*` (RFC 5987).
// Browsers prefer `filename*`; the ASCII one is the fallback for clients that only read `filename`.

/** A download's name: the ASCII fallback, and optionally the full UTF-8 name. */
export type DownloadFileName = { ascii: string; utf8?: string };

/** Characters that cannot sit inside the quoted `filename`: anything outside printable ASCII, quotes and backslashes. */
const NOT_QUOTABLE = /[^\x20-\x7e]|["\\]/g;

/** `name` with every character the quoted `filename` cannot hold as "_", cut to 150 characters; `fallback` when empty. */
export function asciiFileName(name: string, fallback: string): string {
  return name.replace(NOT_QUOTABLE, "_").slice(0, 150) || fallback;
}

/**
 * `attachment; filename="Jane-Doe.pdf"; filename*=UTF-8''Jane-Do%C3%A9.pdf` (the `filename*` part only with a
 * `utf8` name). The ASCII name is made quotable here too, so no file name can break the header.
 */
export function contentDisposition(type: "attachment" | "inline", name: DownloadFileName): string {
  const header = `${type}; filename="${name.ascii.replace(NOT_QUOTABLE, "_")}"`;
  return name.utf8 === undefined ? header : `${header}; filename*=UTF-8''${encodeURIComponent(name.utf8)}`;
}
