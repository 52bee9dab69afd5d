"use client";
// The Executive Circle tab: the executives who can vouch for you, as cards, or the empty state.
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { PORTFOLIO_PATHS, usePortfolioList } from "@/lib/hooks/use-portfolio";
import type { Executive } from "@/lib/types";
import { ExecutiveCard } from "./executive-card";

function circleSummary(executives: Executive[]): string {
  const texting = executives.filter((e) => e.isTextingBasis).length;
  return `${executives.length} ${executives.length === 1 ? "executive" : "executives"}, ${texting} on texting basis`;
}

export function ExecutiveCircleTab() {
  return (
    <CollectionTab
      section="executives"
      list={usePortfolioList<Executive>(PORTFOLIO_PATHS.executiveCircle)}
      summary={circleSummary}
      renderCard={(executive) => <ExecutiveCard executive={executive} />}
    />
  );
}
