"use client";
// The Executive Circle tab: the executives who can vouch for you, as cards, or the empty state.
import { UsersRound } from "lucide-react";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { useExecutiveCircle } from "@/lib/hooks/use-portfolio";
import type { Executive } from "@/lib/types";
import { ExecutiveCard } from "./executive-card";

function circleSummary(executives: Executive[]): string {
  const texting = executives.filter((e) => e.isTextingBasis).length;
  return `${executives.length} ${executives.length === 1 ? "executive" : "executives"}, ${texting} on texting basis`;
}

export function ExecutiveCircleTab() {
  const { open } = usePortfolioDialogs();
  return (
    <CollectionTab
      query={useExecutiveCircle()}
      what="executive circle"
      heading="Executive Circle"
      summary={circleSummary}
      addLabel="Add Executive"
      onAdd={() => open({ kind: "executive" })}
      empty={{
        icon: UsersRound,
        title: "No executives in your circle yet",
        description: "Add the executives who can vouch for your work, and mark the ones you are on texting basis with.",
      }}
      columns="md:grid-cols-2 xl:grid-cols-3"
      renderCard={(executive) => <ExecutiveCard executive={executive} />}
    />
  );
}
