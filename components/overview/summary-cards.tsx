"use client";

import { Briefcase, DollarSign, Target, UsersRound } from "lucide-react";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { formatMoney, formatPercent } from "@/lib/format";
import { attainmentToneClass, countLabel } from "./portfolio-stats";
import { SummaryCard } from "./summary-card";
import type { PortfolioOverview } from "./use-portfolio-overview";

/** Avg Quota Attainment, Total Revenue, Career Experience and Executive Circle. */
export function SummaryCards({ overview }: { overview: PortfolioOverview }) {
  const { open } = usePortfolioDialogs();
  const { quotaRecords, dealHighlights, experiences, executives } = overview;
  const noQuota = quotaRecords.length === 0;
  return (
    <section aria-labelledby="overview-summary-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <h2 id="overview-summary-heading" className="sr-only">
        Portfolio summary
      </h2>
      <SummaryCard
        title="Avg Quota Attainment"
        icon={Target}
        value={formatPercent(overview.averageAttainment)}
        valueClassName={attainmentToneClass(overview.averageAttainment)}
        detail={countLabel(quotaRecords.length, "period tracked", "periods tracked")}
        empty={noQuota}
        emptyText="Track your quota attainment period by period."
        addLabel="Add Quota Attainment"
        onAdd={() => open({ kind: "quota" })}
      />
      <SummaryCard
        title="Total Revenue"
        icon={DollarSign}
        value={formatMoney(overview.totalRevenue)}
        detail={countLabel(dealHighlights.length, "deal closed", "deals closed")}
        empty={noQuota}
        emptyText="Your revenue adds up from your quota records."
        addLabel="Add Revenue Results"
        onAdd={() => open({ kind: "quota" })}
      />
      <SummaryCard
        title="Career Experience"
        icon={Briefcase}
        value={String(experiences.length)}
        detail={experiences.length === 1 ? "role documented" : "roles documented"}
        empty={experiences.length === 0}
        emptyText="Document the roles behind your results."
        addLabel="Add Experience"
        onAdd={() => open({ kind: "experience" })}
      />
      <SummaryCard
        title="Executive Circle"
        icon={UsersRound}
        value={String(executives.length)}
        detail={`${overview.textingExecutives} on texting basis`}
        empty={executives.length === 0}
        emptyText="Show the executives who vouch for you."
        addLabel="Add Executive"
        onAdd={() => open({ kind: "executive" })}
      />
    </section>
  );
}
