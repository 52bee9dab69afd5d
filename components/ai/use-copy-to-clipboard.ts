"use client";
// Copy to the clipboard, with a "copied" flag that clears itself (spec: "Copied!" for 2 seconds).
import { useEffect, useState } from "react";

export const COPIED_INDICATOR_MS = 2000;

export function useCopyToClipboard(resetMs = COPIED_INDICATOR_MS) {
  // The time of the last copy, so a second copy restarts the 2 seconds.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), resetMs);
    return () => clearTimeout(timer);
  }, [copiedAt, resetMs]);

  /** Resolves once the text is on the clipboard; rejects when the browser refuses. */
  const copy = async (text: string) => {
    if (!navigator.clipboard) throw new Error("The clipboard is not available");
    await navigator.clipboard.writeText(text);
    setCopiedAt(Date.now());
  };

  return { copied: copiedAt !== null, copy };
}
