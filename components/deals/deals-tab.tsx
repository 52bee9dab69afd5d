"use client";
// The Deal Stories tab: deal win stories as cards, or the empty state.
import { Handshake, Plus } from "lucide-react";
import { QueryStatus } from "@/components/achievements/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useDealHighlights } from "@/lib/hooks/use-portfolio";
import { DealCard } from "./deal-card";

export function DealsTab() {
  const { open } = usePortfolioDialogs();
  const deals = useDealHighlights();
  const addButton = (
    <Button onClick={() => open({ kind: "deal" })}>
      <Plus aria-hidden="true" />
      Add Deal Win Story
    </Button>
  );

  if (!deals.data) return <QueryStatus query={deals} what="deal stories" />;
  if (deals.data.length === 0) {
    return (
      <EmptyState
        icon={Handshake}
        title="No deal stories yet"
        description="Document a deal win with its ARR, stakeholders and how you got it over the line."
        action={addButton}
      />
    );
  }
  return (
    <section aria-labelledby="deals-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="deals-heading" className="text-xl font-semibold">
          Deal Win Stories
        </h2>
        {addButton}
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {deals.data.map((deal) => (
          <li key={deal.id} className="grid">
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
    </section>
  );
}
