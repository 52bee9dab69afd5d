"use client";
// The Executive Circle tab: the executives who can vouch for you, as cards, or the empty state.
import { Plus, UsersRound } from "lucide-react";
import { QueryStatus } from "@/components/achievements/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useExecutiveCircle } from "@/lib/hooks/use-portfolio";
import { ExecutiveCard } from "./executive-card";

export function ExecutiveCircleTab() {
  const { open } = usePortfolioDialogs();
  const executives = useExecutiveCircle();
  const addButton = (
    <Button onClick={() => open({ kind: "executive" })}>
      <Plus aria-hidden="true" />
      Add Executive
    </Button>
  );

  if (!executives.data) return <QueryStatus query={executives} what="executive circle" />;
  if (executives.data.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title="No executives in your circle yet"
        description="Add the executives who can vouch for your work, and mark the ones you are on texting basis with."
        action={addButton}
      />
    );
  }
  const texting = executives.data.filter((e) => e.isTextingBasis).length;
  return (
    <section aria-labelledby="executives-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="executives-heading" className="text-xl font-semibold">
            Executive Circle
          </h2>
          <p className="text-sm text-muted-foreground">
            {executives.data.length} {executives.data.length === 1 ? "executive" : "executives"}, {texting} on texting basis
          </p>
        </div>
        {addButton}
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {executives.data.map((executive) => (
          <li key={executive.id} className="grid">
            <ExecutiveCard executive={executive} />
          </li>
        ))}
      </ul>
    </section>
  );
}
