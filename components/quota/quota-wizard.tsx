"use client";
// The QuotaProof wizard (4 steps): period, quota and performance, proof, review and submit. With a record in
// the dialog's payload it edits that record (PUT).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useWizard } from "@/components/wizard/use-wizard";
import { WizardNav, WizardStepPanel } from "@/components/wizard/wizard-form";
import { WizardProgress } from "@/components/wizard/wizard-progress";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PRODUCT_NAME } from "@/lib/product";
import type { UploadedProof } from "@/lib/proof-files";
import type { QuotaRecord } from "@/lib/types";
import { quotaRecordSchema, type QuotaRecordFormValues, type QuotaRecordInput } from "@/lib/validators/quota-record";
import {
  isStepFilled,
  PERIOD_FIELDS,
  QUOTA_STEP_FIELDS,
  QUOTA_STEPS,
  quotaFormValues,
  stepOfField,
  type QuotaForm,
} from "./quota-form";
import { checkManagerFields } from "./manager-esign-fields";
import { QuotaPerformanceStep } from "./quota-performance-step";
import { QuotaPeriodStep } from "./quota-period-step";
import { QuotaProofStep } from "./quota-proof-step";
import { QuotaReviewStep } from "./quota-review-step";
import { useQuotaSave } from "./use-quota-save";

/** Checks the period as soon as it is chosen, so a period that has not started says so on step 1. */
function usePeriodCheck(form: QuotaForm) {
  const [year, periodType, quarter] = useWatch({ control: form.control, name: [...PERIOD_FIELDS] });
  const { trigger, clearErrors } = form;
  useEffect(() => {
    if (isStepFilled(0, { year, periodType, quarter })) void trigger(["year", "quarter"]);
    else clearErrors(["year", "quarter"]);
  }, [year, periodType, quarter, trigger, clearErrors]);
}

type QuotaStepProps = {
  step: number;
  form: QuotaForm;
  record?: QuotaRecord;
  proofFile: UploadedProof | null;
  onProofFile: (file: UploadedProof | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

function QuotaStep({ step, form, record, proofFile, onProofFile, onUploadingChange }: QuotaStepProps) {
  if (step === 0) return <QuotaPeriodStep form={form} />;
  if (step === 1) return <QuotaPerformanceStep form={form} />;
  if (step === 2)
    return (
      <QuotaProofStep
        form={form}
        record={record}
        proofFile={proofFile}
        onProofFile={onProofFile}
        onUploadingChange={onUploadingChange}
      />
    );
  return <QuotaReviewStep form={form} record={record} proofFile={proofFile} />;
}

/** An edited record's stored proof file, as the upload field shows it (its name is not in the list's rows). */
function storedProofFile(record: QuotaRecord | undefined): UploadedProof | null {
  if (!record?.proofFileId) return null;
  return { id: record.proofFileId, originalName: "Current proof file", contentType: "", sizeBytes: 0 };
}

export function QuotaWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("quota");
  const record = dialog?.record;
  const wizard = useWizard(QUOTA_STEPS.length);
  const form = useForm<QuotaRecordFormValues, unknown, QuotaRecordInput>({
    resolver: zodResolver(quotaRecordSchema),
    mode: "onTouched",
    defaultValues: quotaFormValues(record),
  });
  usePeriodCheck(form);
  const [proofFile, setProofFile] = useState<UploadedProof | null>(() => storedProofFile(record));
  const [uploading, setUploading] = useState(false);
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const showFirstStep = (names: readonly string[]) => {
    const steps = names.map(stepOfField).filter((s): s is number => s !== undefined);
    if (steps.length > 0) wizard.goTo(Math.min(...steps));
  };
  const { save, pending } = useQuotaSave({ form, record, onFieldErrors: showFirstStep, onSaved: close });

  // The manager's fields count only with a manager e-signature.
  const stepFields = (QUOTA_STEP_FIELDS[wizard.step] ?? []).filter(
    (name) => values.proofType === "manager_esign" || (name !== "managerName" && name !== "managerEmail"),
  );
  const canAdvance = !uploading && isStepFilled(wizard.step, values) && !stepFields.some((name) => errors[name]);
  const next = async () => {
    if (!canAdvance) return;
    if (wizard.step === 2 && values.proofType === "manager_esign" && !checkManagerFields(form, record)) return;
    if (stepFields.length === 0 || (await form.trigger([...stepFields], { shouldFocus: true }))) wizard.next();
  };
  const submit = form.handleSubmit(save, (invalid) => showFirstStep(Object.keys(invalid)));

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{record ? `Edit ${PRODUCT_NAME}` : `Submit ${PRODUCT_NAME}`}</DialogTitle>
          <DialogDescription>
            Record a quota period: your quota, what you closed, your ramp status and stack rank.
          </DialogDescription>
        </DialogHeader>
        <WizardProgress titles={QUOTA_STEPS} index={wizard.step} />
        <form
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            // Enter on an earlier step moves on (when the step allows it) instead of submitting.
            if (!wizard.isLast) {
              event.preventDefault();
              void next();
              return;
            }
            void submit(event);
          }}
        >
          <WizardStepPanel index={wizard.step}>
            <QuotaStep
              step={wizard.step}
              form={form}
              record={record}
              proofFile={proofFile}
              onProofFile={setProofFile}
              onUploadingChange={setUploading}
            />
          </WizardStepPanel>
          <WizardNav
            isFirst={wizard.isFirst}
            isLast={wizard.isLast}
            canAdvance={canAdvance}
            pending={pending}
            submitLabel={record ? "Save Changes" : `Submit ${PRODUCT_NAME}`}
            pendingLabel={record ? "Saving..." : "Submitting..."}
            onBack={wizard.back}
            onNext={() => void next()}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
