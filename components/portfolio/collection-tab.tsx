"use client";
// A tab listing one content type as cards: the loading or error state, the empty state with its prompt, or a
// heading with the Add button over the grid of cards.
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/cn";
import { QueryStatus } from "./query-status";

type CollectionTabProps<T extends { id: number }> = {
  query: UseQueryResult<T[]>;
  /** For the load error: "Could not load your <what>." */
  what: string;
  heading: string;
  /** A line under the heading, e.g. a count. */
  summary?: (items: T[]) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  empty: { icon: LucideIcon; title: string; description: string };
  /** The grid's columns, e.g. "lg:grid-cols-2". */
  columns: string;
  renderCard: (item: T) => ReactNode;
};

export function CollectionTab<T extends { id: number }>({
  query,
  what,
  heading,
  summary,
  addLabel,
  onAdd,
  empty,
  columns,
  renderCard,
}: CollectionTabProps<T>) {
  const headingId = useId();
  const addButton = (
    <Button onClick={onAdd}>
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
