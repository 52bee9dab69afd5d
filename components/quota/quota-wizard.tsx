"use client";
// The QuotaProof wizard (4 steps): period, quota and performance, proof, review and submit. With a record in
// the dialog's payload it edits that record (PUT).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntitySave } from "@/components/wizard/use-entity-save";
import { allStepFields, useFormWizard } from "@/components/wizard/use-form-wizard";
import { WizardDialog } from "@/components/wizard/wizard-dialog";
import { useDialog } from "@/components/portfolio/dialog-context";
import { useProofUpload, type ProofStepProps } from "@/components/proofs/use-proof-upload";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { useRefreshSigning } from "@/lib/hooks/use-signing";
import { PRODUCT_NAME } from "@/lib/product";
import type { UploadedProof } from "@/lib/proof-files";
import type { QuotaRecord } from "@/lib/types";
import { quotaRecordSchema, type QuotaRecordFormValues, type QuotaRecordInput } from "@/lib/validators/quota-record";
import {
  isStepFilled,
  PERIOD_FIELDS,
  QUOTA_STEPS,
  quotaFormValues,
  quotaRequestBody,
  type QuotaForm,
} from "./quota-form";
import { checkManagerFields } from "./manager-esign-fields";
import { QuotaPerformanceStep } from "./quota-performance-step";
import { QuotaPeriodStep } from "./quota-period-step";
import { QuotaProofStep } from "./quota-proof-step";
import { QuotaReviewStep } from "./quota-review-step";

const ALL_FIELDS = allStepFields(QUOTA_STEPS);
const PROOF_STEP = 2;
const MANAGER_FIELDS: readonly string[] = ["managerName", "managerEmail"];

/** A manager e-signature is pending until the manager signs the request just e-mailed (or still open). */
function pendingDescription(values: QuotaRecordInput, editing: boolean): string {
  if (values.proofType !== "manager_esign" || !values.managerName)
    return `Your ${PRODUCT_NAME} is pending verification.`;
  return editing
    ? `Your ${PRODUCT_NAME} is pending verification until ${values.managerName} signs.`
    : `Your ${PRODUCT_NAME} is pending verification: sent to ${values.managerName} for signature.`;
}

const SAVE_TEXTS = entitySaveTexts<QuotaRecordInput, QuotaRecord>({
  created: (values) => ({
    title: `${PRODUCT_NAME} submitted successfully!`,
    description: pendingDescription(values, false),
  }),
  updated: (values, saved) => ({
    title: `${PRODUCT_NAME} updated`,
    description: saved.isVerified ? "Your changes have been saved." : pendingDescription(values, true),
  }),
  submitFailed: PRODUCT_NAME,
  updateTitle: "updating",
});

/** Checks the period as soon as it is chosen, so a period that has not started says so on step 1. */
function usePeriodCheck(form: QuotaForm) {
  const [year, periodType, quarter] = useWatch({ control: form.control, name: [...PERIOD_FIELDS] });
  const { trigger, clearErrors } = form;
  useEffect(() => {
    if (isStepFilled(0, { year, periodType, quarter })) void trigger(["year", "quarter"]);
    else clearErrors(["year", "quarter"]);
  }, [year, periodType, quarter, trigger, clearErrors]);
}

type QuotaStepProps = { step: number; form: QuotaForm; record?: QuotaRecord } & ProofStepProps;

function QuotaStep({ step, form, record, ...proof }: QuotaStepProps) {
  if (step === 0) return <QuotaPeriodStep form={form} />;
  if (step === 1) return <QuotaPerformanceStep form={form} />;
  if (step === 2) return <QuotaProofStep form={form} record={record} {...proof} />;
  return <QuotaReviewStep form={form} record={record} proofFile={proof.proofFile} />;
}

/** An edited record's stored proof file, as the upload field shows it (its name is not in the list's rows). */
function storedProofFile(record: QuotaRecord | undefined): UploadedProof | null {
  if (!record?.proofFileId) return null;
  return { id: record.proofFileId, originalName: "Current proof file", contentType: "", sizeBytes: 0 };
}

export function QuotaWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("quota");
  const record = dialog?.record;
  const form = useForm<QuotaRecordFormValues, unknown, QuotaRecordInput>({
    resolver: zodResolver(quotaRecordSchema),
    mode: "onTouched",
    defaultValues: quotaFormValues(record),
  });
  usePeriodCheck(form);
  const proof = useProofUpload(() => storedProofFile(record));
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  // The manager's fields count only with a manager e-signature.
  const fieldsToCheck = <F extends string>(_step: number, fields: readonly F[]) =>
    fields.filter((name) => values.proofType === "manager_esign" || !MANAGER_FIELDS.includes(name));
  const wizard = useFormWizard(form, QUOTA_STEPS, {
    fieldsToCheck,
    canAdvance: (step) =>
      !proof.uploading &&
      isStepFilled(step, values) &&
      !fieldsToCheck(step, QUOTA_STEPS[step]?.fields ?? []).some((name) => errors[name]),
    beforeNext: (step) =>
      step !== PROOF_STEP || values.proofType !== "manager_esign" || checkManagerFields(form, record),
  });
  // A save may open or void a signing request: the record's signing state changes with it.
  const refreshSigning = useRefreshSigning();
  const { submit, pending } = useEntitySave({
    path: PORTFOLIO_PATHS.quotaRecords,
    editingId: record?.id,
    form,
    texts: SAVE_TEXTS,
    toBody: (submitted) => quotaRequestBody(submitted, record !== undefined),
    fields: ALL_FIELDS,
    // The period is already recorded: the message belongs on the period's last choice.
    conflictField: (submitted) => (submitted.periodType === "annual" ? "year" : "quarter"),
    serverMessages: true,
    onFieldErrors: wizard.showFields,
    afterSave: () => void refreshSigning(),
    onSaved: close,
  });

  return (
    <WizardDialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={record ? `Edit ${PRODUCT_NAME}` : `Submit ${PRODUCT_NAME}`}
      description="Record a quota period: your quota, what you closed, your ramp status and stack rank."
      wizard={wizard}
      onSubmit={submit}
      onCancel={close}
      pending={pending}
      submitLabel={record ? "Save Changes" : `Submit ${PRODUCT_NAME}`}
      pendingLabel={record ? "Saving..." : "Submitting..."}
    >
      <QuotaStep step={wizard.step} form={form} record={record} {...proof.stepProps} />
    </WizardDialog>
  );
}
