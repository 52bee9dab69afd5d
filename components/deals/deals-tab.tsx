"use client";
// The Deal Stories tab: deal win stories as cards, or the empty state.
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { useDealHighlights } from "@/lib/hooks/use-portfolio";
import { DealCard } from "./deal-card";

export function DealsTab() {
  return <CollectionTab section="deals" query={useDealHighlights()} renderCard={(deal) => <DealCard deal={deal} />} />;
}
