"use client";

import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * Nothing in the server's HTML; once React has taken over the part of the page it stands in, an empty element
 * with `data-hydrated`. A page rendered on the server shows its controls before their handlers are attached, and
 * whatever drives the page (a browser test, a benchmark) waits for this before it acts.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  return hydrated ? <span hidden data-hydrated="" /> : null;
}
