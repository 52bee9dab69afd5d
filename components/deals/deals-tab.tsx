"use client";
// The Deal Stories tab: deal win stories as cards, or the empty state.
import type { DealHighlight } from "@/lib/types";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { PORTFOLIO_PATHS, usePortfolioList } from "@/lib/hooks/use-portfolio";
import { DealCard } from "./deal-card";

export function DealsTab() {
  return (
    <CollectionTab
      section="deals"
      list={usePortfolioList<DealHighlight>(PORTFOLIO_PATHS.dealHighlights)}
      renderCard={(deal) => <DealCard deal={deal} />}
    />
  );
}
