"use client";
// The Deal Stories tab: deal win stories as cards, or the empty state.
import { Handshake } from "lucide-react";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { useDealHighlights } from "@/lib/hooks/use-portfolio";
import { DealCard } from "./deal-card";

export function DealsTab() {
  const { open } = usePortfolioDialogs();
  return (
    <CollectionTab
      query={useDealHighlights()}
      what="deal stories"
      heading="Deal Win Stories"
      addLabel="Add Deal Win Story"
      onAdd={() => open({ kind: "deal" })}
      empty={{
        icon: Handshake,
        title: "No deal stories yet",
        description: "Document a deal win with its ARR, stakeholders and how you got it over the line.",
      }}
      columns="lg:grid-cols-2"
      renderCard={(deal) => <DealCard deal={deal} />}
    />
  );
}
