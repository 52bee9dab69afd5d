"use client";
// The References tab: professional references as cards, or the empty state.
import { MessageSquareQuote, Plus } from "lucide-react";
import { QueryStatus } from "@/components/achievements/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useReferences } from "@/lib/hooks/use-portfolio";
import { ReferenceCard } from "./reference-card";

export function ReferencesTab() {
  const { open } = usePortfolioDialogs();
  const references = useReferences();
  const addButton = (
    <Button onClick={() => open({ kind: "reference" })}>
      <Plus aria-hidden="true" />
      Add Reference
    </Button>
  );

  if (!references.data) return <QueryStatus query={references} what="references" />;
  if (references.data.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareQuote}
        title="No references yet"
        description="Add managers, peers and customers who can speak to your results."
        action={addButton}
      />
    );
  }
  return (
    <section aria-labelledby="references-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="references-heading" className="text-xl font-semibold">
          Professional References
        </h2>
        {addButton}
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {references.data.map((reference) => (
          <li key={reference.id} className="grid">
            <ReferenceCard reference={reference} />
          </li>
        ))}
      </ul>
    </section>
  );
}
