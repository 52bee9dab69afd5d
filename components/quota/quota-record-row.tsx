// One quota period: label and proof type (for an employer's record, the employer), quota, attainment, coloured
// percent, context, badges (an employer's record: its Employer-verified badge and what it rests on), the manager
// e-signature's state, the history and its actions. A record the rep declined is drawn muted and says so.
import { cn } from "@/lib/cn";
import { PROOF_TYPE_LABELS, RAMP_STATUS_LABELS } from "@/lib/options";
import { periodLabel } from "@/lib/quota";
import type { QuotaRecord } from "@/lib/types";
import { QuotaFigures } from "./quota-figures";
import { QuotaRecordActions } from "./quota-record-actions";
import { QuotaStatusBadges } from "./quota-status-badges";
import { RecordHistoryButton, SigningStatus } from "./signing-status";
import { formatTopPercent } from "./quota-summary";

/** Ramp status and, when the rep made the rank public, their top-of-team percent. */
function recordContext(record: QuotaRecord): string[] {
  const context: string[] = [];
  if (record.rampStatus) context.push(RAMP_STATUS_LABELS[record.rampStatus]);
  if (record.stackRankPublic && record.stackRankPercentile)
    context.push(`Top ${formatTopPercent(record.stackRankPercentile)}`);
  return context;
}

export function QuotaRecordRow({ record }: { record: QuotaRecord }) {
  const label = periodLabel(record.year, record.quarter);
  const context = recordContext(record);
  const employer = record.employerOrgId !== null;
  const declined = employer && record.declinedAt !== null;
  return (
    <article
      aria-label={label}
      className={cn(
        "grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg border border-border p-4 md:grid-cols-[minmax(8rem,1fr)_minmax(0,2fr)_auto] md:items-center",
        declined && "border-dashed bg-muted/40",
      )}
    >
      <div className={cn("col-start-1 row-start-1", declined && "text-muted-foreground")}>
        <h4 className="font-semibold">{label}</h4>
        <p className="text-sm text-muted-foreground">
          {employer ? `From ${record.employerName ?? "your employer"}` : PROOF_TYPE_LABELS[record.proofType]}
        </p>
      </div>
      <div className="col-start-2 row-start-1 md:col-start-3">
        <QuotaRecordActions record={record} label={label} />
      </div>
      <div className="col-span-2 row-start-2 grid gap-3 md:col-span-1 md:col-start-2 md:row-start-1">
        <div className={cn(declined && "opacity-70")}>
          <QuotaFigures record={record} percentLabel="Performance" />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {context.length > 0 ? <p className="text-sm text-muted-foreground">{context.join(" · ")}</p> : null}
          <QuotaStatusBadges record={record} />
          <RecordHistoryButton record={record} label={label} />
        </div>
        {employer && record.isVerified ? (
          <p className="text-xs break-words text-muted-foreground">{record.assurance.evidence}</p>
        ) : null}
        {declined ? <p className="text-sm font-medium">Declined: hidden from your shared page</p> : null}
        <SigningStatus record={record} label={label} />
      </div>
    </article>
  );
}
