"use client";
// The References tab: professional references as cards, or the empty state.
import { MessageSquareQuote } from "lucide-react";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { useReferences } from "@/lib/hooks/use-portfolio";
import { ReferenceCard } from "./reference-card";

export function ReferencesTab() {
  const { open } = usePortfolioDialogs();
  return (
    <CollectionTab
      query={useReferences()}
      what="references"
      heading="Professional References"
      addLabel="Add Reference"
      onAdd={() => open({ kind: "reference" })}
      empty={{
        icon: MessageSquareQuote,
        title: "No references yet",
        description: "Add managers, peers and customers who can speak to your results.",
      }}
      columns="md:grid-cols-2"
      renderCard={(reference) => <ReferenceCard reference={reference} />}
    />
  );
}
