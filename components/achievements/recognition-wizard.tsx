"use client";
// The Recognition & Awards wizard (4 steps): title, description, date received (and an optional proof file,
// really uploaded and then reviewed by an admin), review and submit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useDialog } from "@/components/portfolio/dialog-context";
import { ProofUploadField } from "@/components/proofs/proof-upload-field";
import { useProofUpload, type ProofStepProps } from "@/components/proofs/use-proof-upload";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntitySave } from "@/components/wizard/use-entity-save";
import { allStepFields, useFormWizard, type WizardStep } from "@/components/wizard/use-form-wizard";
import { WizardDialog } from "@/components/wizard/wizard-dialog";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Achievement } from "@/lib/types";
import { recognitionSchema, type RecognitionFormValues } from "@/lib/validators/achievement";
import { RecognitionReview } from "./recognition-review";

type RecognitionInput = z.output<typeof recognitionSchema>;

/** The field each step asks for; the review step has none. */
const STEP_FIELDS = ["title", "description", "dateReceived"] as const;
const STEPS: readonly WizardStep<RecognitionFormValues>[] = [
  { title: "Achievement Title", fields: [STEP_FIELDS[0]] },
  { title: "Description", fields: [STEP_FIELDS[1]] },
  { title: "Date Received", fields: [STEP_FIELDS[2]] },
  { title: "Review & Submit", fields: [] },
];
const ALL_FIELDS = allStepFields(STEPS);

// A recognition is only ever created here (it is edited in the achievement form), so one success serves.
const TEXTS = entitySaveTexts({
  saved: { title: "Recognition submitted successfully!", description: "Your recognition is pending verification." },
  submitFailed: "recognition",
});

/** Today on the user's calendar, the latest date a recognition can have been received. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type RecognitionForm = ReturnType<typeof useRecognitionForm>;

function useRecognitionForm() {
  return useForm<RecognitionFormValues, unknown, RecognitionInput>({
    resolver: zodResolver(recognitionSchema),
    mode: "onTouched",
    defaultValues: { title: "", description: "", dateReceived: "" },
  });
}

type RecognitionStepProps = { step: number; form: RecognitionForm } & ProofStepProps;

function RecognitionStep({ step, form, proofFile, onProofFile, onUploadingChange }: RecognitionStepProps) {
  const values = useWatch({ control: form.control });
  if (step === 0) {
    return (
      <TextField
        form={form}
        name="title"
        label="Achievement Title"
        placeholder="e.g. President's Club 2024"
        aria-required
      />
    );
  }
  if (step === 1) {
    return (
      <TextAreaField
        form={form}
        name="description"
        label="Description"
        hint="At least 10 characters: what it recognizes and why you earned it."
        rows={5}
        placeholder="e.g. Top 5% of the global sales organization for FY2024."
        aria-required
      />
    );
  }
  if (step === 2) {
    return (
      <>
        <TextField form={form} name="dateReceived" label="Date Received" type="date" max={localToday()} aria-required />
        <div className="mt-4">
          <ProofUploadField
            purpose="recognition-proof"
            label="Proof (optional)"
            value={proofFile}
            onChange={onProofFile}
            onUploadingChange={onUploadingChange}
          />
        </div>
      </>
    );
  }
  return (
    <RecognitionReview
      title={values.title ?? ""}
      description={values.description ?? ""}
      dateReceived={values.dateReceived ?? ""}
      proofName={proofFile?.originalName ?? null}
    />
  );
}

export function RecognitionWizardDialog() {
  const { isOpen, onOpenChange, close } = useDialog("recognition");
  const form = useRecognitionForm();
  const values = useWatch({ control: form.control });
  const proof = useProofUpload();

  // Next is enabled once the step's one field is valid (and no proof is still uploading).
  const wizard = useFormWizard(form, STEPS, {
    canAdvance: (step) => {
      const field = STEP_FIELDS[step];
      return !proof.uploading && (field ? recognitionSchema.shape[field].safeParse(values[field]).success : true);
    },
  });
  const { submit, pending } = useEntitySave<RecognitionFormValues, RecognitionInput, Achievement>({
    path: PORTFOLIO_PATHS.achievements,
    editingId: undefined,
    form,
    texts: TEXTS,
    toBody: ({ title, description, dateReceived }) => ({
      title,
      description,
      dateReceived,
      category: "recognition",
      proofFileId: proof.proofFile?.id ?? null,
    }),
    fields: ALL_FIELDS,
    serverMessages: true,
    onFieldErrors: wizard.showFields,
    onSaved: close,
  });

  return (
    <WizardDialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title="Recognition & Awards"
      description="Add an award or honor you received."
      className="max-w-xl"
      wizard={wizard}
      onSubmit={submit}
      onCancel={close}
      pending={pending}
      submitLabel="Submit Recognition"
      pendingLabel="Submitting..."
    >
      <RecognitionStep step={wizard.step} form={form} {...proof.stepProps} />
    </WizardDialog>
  );
}
