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
import type { UploadedProof } from "@/lib/proof-files";
import { attainmentPercent, periodLabel, stackRankPercentile } from "@/lib/quota";
import type { QuotaRecord } from "@/lib/types";
import { quotaRecordSchema } from "@/lib/validators/quota-record";
import { AttainmentPercent } from "./attainment-tone";
import { useSigningState, type SigningRequestState } from "@/lib/hooks/use-signing";
import { changesAttestedFigures, isUploadProof, type QuotaForm } from "./quota-form";
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

type QuotaReviewStepProps = { form: QuotaForm; record?: QuotaRecord; proofFile?: UploadedProof | null };

/** What saving a manager e-signature does: a new e-mailed request, or the open one kept. */
function signingNote(managerName: string, figuresChanged: boolean, previous: SigningRequestState | undefined): string {
  if (previous?.status === "signed" && figuresChanged) {
    return `Changing these figures voids ${previous.signerName ?? previous.managerName}'s signature. When you save, ${managerName} is e-mailed a new request to sign the new figures; until then this ${PRODUCT_NAME} is Pending.`;
  }
  if (previous?.status === "sent" && !figuresChanged) {
    return `${previous.managerName} has not signed yet: the request e-mailed to them stays open.`;
  }
  if (previous?.status === "sent") {
    return `The open request to ${previous.managerName} is canceled and ${managerName} is e-mailed a new request for the new figures.`;
  }
  return `This ${PRODUCT_NAME} will be saved as Pending: we e-mail ${managerName} a link to e-sign these figures, and it turns Verified once they sign.`;
}

export function QuotaReviewStep({ form, record, proofFile = null }: QuotaReviewStepProps) {
  const values = useWatch({ control: form.control });
  const previous = useSigningState(record?.id ?? 0);
  const parsed = quotaRecordSchema.safeParse(values);
  // The earlier steps only let valid figures through; this guards a step skipped by a stale state.
  if (!parsed.success)
    return <p className="text-sm text-destructive">Some figures need fixing: go back to the earlier steps.</p>;
  const v = parsed.data;
  const percent = attainmentPercent(v.quota, v.attainment);
  const voidsVerification = record?.isVerified === true && changesAttestedFigures(record, values);
  const newProof =
    isUploadProof(v.proofType) && (record?.proofFileId !== v.proofFileId || record.proofType !== v.proofType);
  const verified = record?.isVerified === true && !voidsVerification && !newProof;
  const inReview = isUploadProof(v.proofType) && !verified;
  const esign = v.proofType === "manager_esign" && v.managerName !== null;
  const figuresChanged = record !== undefined && changesAttestedFigures(record, values);
  const keepsSignature = esign && previous?.status === "signed" && !figuresChanged && verified;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-lg border border-border p-4 text-sm sm:grid-cols-2">
        <Item label="Period">{periodLabel(v.year, v.quarter)}</Item>
        <Item label="Ramp Status">{v.rampStatus ? RAMP_STATUS_LABELS[v.rampStatus] : "Not specified"}</Item>
        <Item label="Quota">{formatMoney(v.quota)}</Item>
        <Item label="Attainment">{formatMoney(v.attainment)}</Item>
        <Item label="Attainment %">{percent === undefined ? "—" : <AttainmentPercent percent={percent} />}</Item>
        <Item label="Stack Rank">{rankText(v.stackRankPosition, v.stackRankTotal, v.stackRankPublic)}</Item>
        <Item label="Proof">
          {PROOF_TYPE_LABELS[v.proofType]}
          {isUploadProof(v.proofType) && proofFile ? ` (${proofFile.originalName})` : ""}
        </Item>
        {v.proofType === "manager_esign" ? (
          <Item label="Manager">
            {v.managerName ?? "—"}
            {v.managerEmail ? <span className="block font-normal text-muted-foreground">{v.managerEmail}</span> : null}
          </Item>
        ) : null}
        <Item label="Status">{verified ? "Verified" : inReview ? "Pending review" : "Pending"}</Item>
      </dl>
      {esign && !keepsSignature ? (
        <Alert role="status" variant="warning">
          {previous?.status === "signed" && figuresChanged ? (
            <CircleAlert aria-hidden="true" />
          ) : (
            <Clock aria-hidden="true" />
          )}
          {previous?.status === "signed" && figuresChanged ? (
            <AlertTitle>Saving voids the manager&apos;s signature</AlertTitle>
          ) : null}
          <AlertDescription>{signingNote(v.managerName!, figuresChanged, previous)}</AlertDescription>
        </Alert>
      ) : voidsVerification ? (
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
            {inReview
              ? `This ${PRODUCT_NAME} will be saved as Pending review: a reviewer checks your proof, usually within 1-2 business days.`
              : `This ${PRODUCT_NAME} will be saved as Pending: it has no verified proof yet.`}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
