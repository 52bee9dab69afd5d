"use client";
// A tab listing one content type as cards: the loading or error state, the empty state with its prompt, or a
// heading with the Add button over the grid of cards, loaded page by page as the rep scrolls.
import { Plus } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/cn";
import type { PagedList } from "@/lib/hooks/use-portfolio";
import { COLLECTION_SECTIONS } from "./collection-sections";
import { usePortfolioDialogs } from "./dialog-context";
import { LoadMore } from "./load-more";
import { QueryStatus } from "./query-status";

type CollectionTabProps<T extends { id: number }> = {
  section: keyof typeof COLLECTION_SECTIONS;
  list: PagedList<T>;
  /** A line under the heading, e.g. a count: shown once the whole list is loaded, so it never counts a part. */
  summary?: (items: T[]) => ReactNode;
  renderCard: (item: T) => ReactNode;
};

export function CollectionTab<T extends { id: number }>({ section, list, summary, renderCard }: CollectionTabProps<T>) {
  const { what, heading, addLabel, dialog, empty, columns } = COLLECTION_SECTIONS[section];
  const { open } = usePortfolioDialogs();
  const headingId = useId();
  const addButton = (
    <Button onClick={() => open({ kind: dialog })}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  );

  if (!list.items) return <QueryStatus query={list} what={what} />;
  if (list.items.length === 0) return <EmptyState {...empty} action={addButton} />;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {heading}
          </h2>
          {summary && !list.hasMore ? <p className="text-sm text-muted-foreground">{summary(list.items)}</p> : null}
        </div>
        {addButton}
      </div>
      <ul className={cn("grid gap-4", columns)}>
        {list.items.map((item) => (
          <li key={item.id} className="grid">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      <LoadMore list={list} what={what} />
    </section>
  );
}
