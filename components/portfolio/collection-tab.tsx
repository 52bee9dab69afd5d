"use client";
// A tab listing one content type as cards: the loading or error state, the empty state with its prompt, or a
// heading with the Add button over the grid of cards.
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/cn";
import { COLLECTION_SECTIONS } from "./collection-sections";
import { usePortfolioDialogs } from "./dialog-context";
import { QueryStatus } from "./query-status";

type CollectionTabProps<T extends { id: number }> = {
  section: keyof typeof COLLECTION_SECTIONS;
  query: UseQueryResult<T[]>;
  /** A line under the heading, e.g. a count. */
  summary?: (items: T[]) => ReactNode;
  renderCard: (item: T) => ReactNode;
};

export function CollectionTab<T extends { id: number }>({
  section,
  query,
  summary,
  renderCard,
}: CollectionTabProps<T>) {
  const { what, heading, addLabel, dialog, empty, columns } = COLLECTION_SECTIONS[section];
  const { open } = usePortfolioDialogs();
  const headingId = useId();
  const addButton = (
    <Button onClick={() => open({ kind: dialog })}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  );

  if (!query.data) return <QueryStatus query={query} what={what} />;
  if (query.data.length === 0) return <EmptyState {...empty} action={addButton} />;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {heading}
          </h2>
          {summary ? <p className="text-sm text-muted-foreground">{summary(query.data)}</p> : null}
        </div>
        {addButton}
      </div>
      <ul className={cn("grid gap-4", columns)}>
        {query.data.map((item) => (
          <li key={item.id} className="grid">
            {renderCard(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
