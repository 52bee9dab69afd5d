// Quota periods by year: quota, attainment, percent in its colour with a bar against the 100% line, ramp and
// public rank, and how each period was verified.
import { Trophy } from "lucide-react";
import { AttainmentPercent } from "@/components/quota/attainment-tone";
import { QuotaFigures } from "@/components/quota/quota-figures";
import { exceedsQuota, formatTopPercent } from "@/components/quota/quota-summary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RAMP_STATUS_LABELS } from "@/lib/options";
import { attainmentTone, periodLabel, type AttainmentTone } from "@/lib/quota";
import type { SnapshotQuotaRecord } from "@/lib/server/export/snapshot";
import { quotaYears } from "./share-summary";
import { VerificationStatus } from "./verification-status";

/** The bar's full width stands for this percent; the 100% line sits at two thirds. */
const BAR_MAX_PERCENT = 150;

const TONE_BAR: Record<AttainmentTone, string> = {
  green: "bg-success",
  yellow: "bg-warning",
  red: "bg-destructive",
};

function AttainmentBar({ percent }: { percent: string }) {
  const width = Math.min(Math.max(Number(percent), 0), BAR_MAX_PERCENT) / BAR_MAX_PERCENT;
  return (
    <div aria-hidden="true" className="relative h-2 w-full rounded-full bg-muted print:border print:border-border">
      <div
        className={`h-full rounded-full ${TONE_BAR[attainmentTone(percent)]} print:[print-color-adjust:exact]`}
        style={{ width: `${(width * 100).toFixed(1)}%` }}
      />
      <div
        className="absolute -top-1 h-4 w-px bg-foreground/40"
        style={{ left: `${((100 / BAR_MAX_PERCENT) * 100).toFixed(1)}%` }}
      />
    </div>
  );
}

function context(record: SnapshotQuotaRecord): string[] {
  const parts: string[] = [];
  if (record.rampStatus) parts.push(RAMP_STATUS_LABELS[record.rampStatus]);
  if (record.stackRankPosition && record.stackRankTotal) {
    parts.push(`#${record.stackRankPosition} of ${record.stackRankTotal}`);
  }
  if (record.stackRankPercentile) parts.push(`Top ${formatTopPercent(record.stackRankPercentile)}`);
  return parts;
}

function QuotaPeriod({ record, showBadge }: { record: SnapshotQuotaRecord; showBadge: boolean }) {
  const label = periodLabel(record.year, record.quarter);
  const details = context(record);
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1.1fr)] md:items-center md:gap-6">
      <div className="flex items-center justify-between gap-2 md:block">
        <h4 className="font-semibold">{label}</h4>
        {exceedsQuota(record.attainmentPercent) ? (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-success">
            <Trophy className="size-3.5" aria-hidden="true" />
            Quota Exceeded
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <QuotaFigures record={record} percentLabel="Of quota" />
        <AttainmentBar percent={record.attainmentPercent} />
      </div>
      <div className="grid gap-1">
        {details.length > 0 ? <p className="text-xs text-muted-foreground">{details.join(" · ")}</p> : null}
        <VerificationStatus verification={record.verification} credential={record.credential} showBadge={showBadge} />
      </div>
    </li>
  );
}

export function QuotaPerformance({
  records,
  showBadge,
}: {
  records: readonly SnapshotQuotaRecord[];
  showBadge: boolean;
}) {
  return (
    <div className="grid gap-4">
      {quotaYears(records).map((group) => (
        <Card key={group.year} className="break-inside-avoid-page">
          <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2 pb-4">
            <CardTitle id={`quota-${group.year}`}>{group.year}</CardTitle>
            <p className="text-sm text-muted-foreground">
              Average <AttainmentPercent percent={group.average} className="text-base" />
            </p>
          </CardHeader>
          <CardContent>
            <ul aria-labelledby={`quota-${group.year}`} className="divide-y divide-border">
              {group.records.map((record) => (
                <QuotaPeriod key={record.id} record={record} showBadge={showBadge} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
