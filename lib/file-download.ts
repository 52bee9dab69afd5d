// File downloads from the API: the name the server chose, and saving a blob in the browser.

/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*=UTF-8''...` when present (it keeps
 * non-Latin names), else the plain `filename="..."`; null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return cleanFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, "")));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name ? cleanFileName(name) : null;
}

/** No folders in a name a server suggests: keep only the last path segment. */
function cleanFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
