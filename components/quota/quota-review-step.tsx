"use client";
// Step 4, Review & Submit: every figure as it will be saved, the status it gets, and a warning when an edit
// changes figures a verification covered.
import { CircleAlert, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatMoney } from "@/lib/format";
import { PROOF_TYPE_LABELS, RAMP_STATUS_LABELS } from "@/lib/options";
import { PRODUCT_NAME } from "@/lib/product";
import { attainmentPercent, periodLabel, stackRankPercentile } from "@/lib/quota";
import type { QuotaRecord } from "@/lib/types";
import { quotaRecordSchema } from "@/lib/validators/quota-record";
import { AttainmentPercent } from "./attainment-tone";
import { changesAttestedFigures, type QuotaForm } from "./quota-form";
import { formatTopPercent } from "./quota-summary";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function rankText(position: number | null, total: number | null, isPublic: boolean): string {
  if (position === null || total === null) return "Not specified";
  const top = stackRankPercentile(position, total);
  return `${position} of ${total}${top ? ` (Top ${formatTopPercent(top)})` : ""}, ${isPublic ? "public" : "private"}`;
}

export function QuotaReviewStep({ form, record }: { form: QuotaForm; record?: QuotaRecord }) {
  const values = useWatch({ control: form.control });
  const parsed = quotaRecordSchema.safeParse(values);
  // The earlier steps only let valid figures through; this guards a step skipped by a stale state.
  if (!parsed.success)
    return <p className="text-sm text-destructive">Some figures need fixing: go back to the earlier steps.</p>;
  const v = parsed.data;
  const percent = attainmentPercent(v.quota, v.attainment);
  const voidsVerification = record?.isVerified === true && changesAttestedFigures(record, values);
  const verified = record?.isVerified === true && !voidsVerification;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-lg border border-border p-4 text-sm sm:grid-cols-2">
        <Item label="Period">{periodLabel(v.year, v.quarter)}</Item>
        <Item label="Ramp Status">{v.rampStatus ? RAMP_STATUS_LABELS[v.rampStatus] : "Not specified"}</Item>
        <Item label="Quota">{formatMoney(v.quota)}</Item>
        <Item label="Attainment">{formatMoney(v.attainment)}</Item>
        <Item label="Attainment %">{percent === undefined ? "—" : <AttainmentPercent percent={percent} />}</Item>
        <Item label="Stack Rank">{rankText(v.stackRankPosition, v.stackRankTotal, v.stackRankPublic)}</Item>
        <Item label="Proof">{PROOF_TYPE_LABELS[record?.proofType ?? "none"]}</Item>
        <Item label="Status">{verified ? "Verified" : "Pending"}</Item>
      </dl>
      {voidsVerification ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Saving voids the verification</AlertTitle>
          <AlertDescription>
            You changed figures your verification covered (period, quota, attainment or stack rank). Once saved, this{" "}
            {PRODUCT_NAME} goes back to Pending until it is verified again.
          </AlertDescription>
        </Alert>
      ) : verified ? null : (
        <Alert role="status" variant="warning">
          <Clock aria-hidden="true" />
          <AlertDescription>
            This {PRODUCT_NAME} will be saved as Pending: it has no verified proof yet.
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
