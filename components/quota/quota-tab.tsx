"use client";
// The Quota tab: Submit QuotaProof, the four figures, the attainment chart, Performance Insights once a
// record is verified, and one card per year (newest first). The figures and the chart count what the rep shares: an
// employer's record in place of the rep's own of its period, unless the rep declined it.
import { Target, Upload } from "lucide-react";
import { QueryStatus } from "@/components/portfolio/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { shownQuotaRecords } from "@/lib/employer-records";
import { useQuotaRecords } from "@/lib/hooks/use-portfolio";
import { PRODUCT_NAME } from "@/lib/product";
import type { QuotaRecord } from "@/lib/types";
import { AttainmentChart } from "./attainment-chart";
import { QuotaInsights } from "./quota-insights";
import { QuotaStatCards } from "./quota-stat-cards";
import { groupByYear, summarizeQuota } from "./quota-summary";
import { QuotaYearCard } from "./quota-year-card";

function QuotaRecords({ records }: { records: QuotaRecord[] }) {
  if (records.length === 0) {
    return (
      <EmptyState
        icon={Target}
        title={`No ${PRODUCT_NAME}s Submitted`}
        description={`Submit a quota period with Submit ${PRODUCT_NAME}: your quota, what you closed, your ramp status and stack rank.`}
      />
    );
  }
  // The year picker and the "this year" card agree on the calendar (UTC, as lib/quota's year choices).
  const shown = shownQuotaRecords(records);
  const summary = summarizeQuota(shown, new Date().getUTCFullYear());
  return (
    <div className="grid grid-cols-1 gap-6">
      <QuotaStatCards summary={summary} />
      <AttainmentChart records={shown} />
      {summary.verified > 0 ? <QuotaInsights summary={summary} /> : null}
      {groupByYear(records).map((group) => (
        <QuotaYearCard key={group.year} group={group} />
      ))}
    </div>
  );
}

export function QuotaTab() {
  const { open } = usePortfolioDialogs();
  const records = useQuotaRecords();
  return (
    <section aria-labelledby="quota-heading" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="quota-heading" className="text-xl font-semibold">
            Quota &amp; Performance Tracking
          </h2>
          <p className="text-sm text-muted-foreground">
            Your quota attainment by period, with its verification status.
          </p>
        </div>
        <Button onClick={() => open({ kind: "quota" })}>
          <Upload aria-hidden="true" />
          Submit {PRODUCT_NAME}
        </Button>
      </div>
      {records.data ? <QuotaRecords records={records.data} /> : <QueryStatus query={records} what="quota records" />}
    </section>
  );
}
