// What the reader wants the rep to know about a document besides its items: pages read by OCR (every item to be
// checked against the document), and lines that looked like portfolio items but could not be placed, so the rep
// adds them by hand instead of silently getting nothing.
import { ScanText } from "lucide-react";
import type { Review } from "./use-import-review";

export function OcrNote({ review }: { review: Pick<Review, "readBy"> }) {
  if (review.readBy !== "ocr") return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-warning-foreground"
    >
      <ScanText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Read by OCR: check each item. Part of this document had no text layer, so it was read from the page image and
        names, dates or figures may be misread.
      </span>
    </p>
  );
}

export function UnplacedLines({ review }: { review: Pick<Review, "unplaced"> }) {
  if (review.unplaced.length === 0) return null;
  return (
    <details className="rounded-lg border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {review.unplaced.length} {review.unplaced.length === 1 ? "line" : "lines"} could not be placed: add{" "}
        {review.unplaced.length === 1 ? "it" : "them"} by hand if{" "}
        {review.unplaced.length === 1 ? "it belongs" : "they belong"}
      </summary>
      <ul className="mt-2 grid gap-2">
        {review.unplaced.map((line, index) => (
          <li key={index} className="grid gap-0.5">
            <span className="break-words">&ldquo;{line.text}&rdquo;</span>
            <span className="text-muted-foreground">{line.reason}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
