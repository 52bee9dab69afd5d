"use client";
// The end of a list shown by pages: the next page loads as the rep scrolls near it (an observer on a sentinel),
// and a "Load more" button does the same for a keyboard, a screen reader, or a browser without the observer.
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/hooks/use-portfolio";

/** How far below the viewport the next page starts loading, so it is usually there before the rep reaches it. */
const PRELOAD_MARGIN = "600px";

export function LoadMore({ list, what }: { list: PagedList<unknown>; what: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, loadMore } = list;
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // A new page moves the sentinel down: observing again re-checks it if it is still in view.
  }, [hasMore, list.items?.length]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      <Button variant="outline" onClick={loadMore} disabled={loadingMore} aria-live="polite">
        {loadingMore ? `Loading more ${what}…` : `Load more ${what}`}
      </Button>
    </div>
  );
}
