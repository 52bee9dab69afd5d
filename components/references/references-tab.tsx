"use client";
// The References tab: professional references as cards, or the empty state.
import type { Reference } from "@/lib/types";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { PORTFOLIO_PATHS, usePortfolioList } from "@/lib/hooks/use-portfolio";
import { ReferenceCard } from "./reference-card";

export function ReferencesTab() {
  return (
    <CollectionTab
      section="references"
      list={usePortfolioList<Reference>(PORTFOLIO_PATHS.references)}
      renderCard={(reference) => <ReferenceCard reference={reference} />}
    />
  );
}
