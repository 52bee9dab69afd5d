"use client";
// The Recognition & Awards wizard (4 steps): title, description, date received (and an optional proof file,
// really uploaded and then reviewed by an admin), review and submit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useDialog } from "@/components/portfolio/dialog-context";
import { ProofUploadField } from "@/components/proofs/proof-upload-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PORTFOLIO_PATHS, useEntityMutations } from "@/lib/hooks/use-portfolio";
import type { UploadedProof } from "@/lib/proof-files";
import type { Achievement } from "@/lib/types";
import { recognitionSchema, type RecognitionFormValues } from "@/lib/validators/achievement";
import { RecognitionReview } from "./recognition-review";
import { setServerFieldErrors } from "./server-field-errors";
import { useWizard } from "@/components/wizard/use-wizard";
import { WizardNav, WizardStepPanel } from "@/components/wizard/wizard-form";
import { WizardProgress } from "@/components/wizard/wizard-progress";

const STEPS = ["Achievement Title", "Description", "Date Received", "Review & Submit"] as const;
/** The field each step asks for; the review step has none. */
const STEP_FIELDS = ["title", "description", "dateReceived"] as const;

/** Today on the user's calendar, the latest date a recognition can have been received. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function RecognitionWizardDialog() {
  const { isOpen, onOpenChange, close } = useDialog("recognition");
  const wizard = useWizard(STEPS.length);
  const form = useForm({
    resolver: zodResolver(recognitionSchema),
    mode: "onTouched",
    defaultValues: { title: "", description: "", dateReceived: "" } satisfies RecognitionFormValues,
  });
  const values = useWatch({ control: form.control });
  const { create } = useEntityMutations<Achievement>(PORTFOLIO_PATHS.achievements);
  const { errors } = form.formState;
  // The optional proof is uploaded as soon as it is chosen; the achievement then points at it.
  const [proofFile, setProofFile] = useState<UploadedProof | null>(null);
  const [uploading, setUploading] = useState(false);

  const stepField = STEP_FIELDS[wizard.step];
  const canAdvance =
    !uploading && (stepField ? recognitionSchema.shape[stepField].safeParse(values[stepField]).success : true);

  const submit = form.handleSubmit(({ title, description, dateReceived }) =>
    create.mutate(
      { title, description, dateReceived, category: "recognition", proofFileId: proofFile?.id ?? null },
      {
        onSuccess: () => {
          toast.success("Recognition submitted successfully!", {
            description: "Your recognition is pending verification.",
          });
          close();
        },
        onError: (error) => {
          setServerFieldErrors(error, form.setError, STEP_FIELDS);
          toast.error("Error submitting recognition", {
            description: error instanceof Error && error.message ? error.message : "Failed to submit recognition",
          });
        },
      },
    ),
  );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Recognition &amp; Awards</DialogTitle>
          <DialogDescription>Add an award or honor you received.</DialogDescription>
        </DialogHeader>
        <WizardProgress titles={STEPS} index={wizard.step} />
        <form
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            // Enter on an earlier step moves on (when the step is complete) instead of submitting.
            if (!wizard.isLast) {
              event.preventDefault();
              if (canAdvance) wizard.next();
              return;
            }
            void submit(event);
          }}
        >
          <WizardStepPanel index={wizard.step}>
            {wizard.step === 0 ? (
              <FormField id="recognition-title" label="Achievement Title" error={errors.title?.message}>
                <Input
                  id="recognition-title"
                  placeholder="e.g. President's Club 2024"
                  aria-required
                  {...fieldErrorProps("recognition-title", errors.title?.message)}
                  {...form.register("title")}
                />
              </FormField>
            ) : null}
            {wizard.step === 1 ? (
              <FormField
                id="recognition-description"
                label="Description"
                error={errors.description?.message}
                hint="At least 10 characters: what it recognizes and why you earned it."
              >
                <Textarea
                  id="recognition-description"
                  rows={5}
                  placeholder="e.g. Top 5% of the global sales organization for FY2024."
                  aria-required
                  {...fieldErrorProps("recognition-description", errors.description?.message)}
                  {...form.register("description")}
                />
              </FormField>
            ) : null}
            {wizard.step === 2 ? (
              <FormField id="recognition-date" label="Date Received" error={errors.dateReceived?.message}>
                <Input
                  id="recognition-date"
                  type="date"
                  max={localToday()}
                  aria-required
                  {...fieldErrorProps("recognition-date", errors.dateReceived?.message)}
                  {...form.register("dateReceived")}
                />
              </FormField>
            ) : null}
            {wizard.step === 2 ? (
              <div className="mt-4">
                <ProofUploadField
                  purpose="recognition-proof"
                  label="Proof (optional)"
                  value={proofFile}
                  onChange={setProofFile}
                  onUploadingChange={setUploading}
                />
              </div>
            ) : null}
            {wizard.isLast ? (
              <RecognitionReview
                title={values.title ?? ""}
                description={values.description ?? ""}
                dateReceived={values.dateReceived ?? ""}
                proofName={proofFile?.originalName ?? null}
              />
            ) : null}
          </WizardStepPanel>
          <WizardNav
            isFirst={wizard.isFirst}
            isLast={wizard.isLast}
            canAdvance={canAdvance}
            pending={create.isPending}
            submitLabel="Submit Recognition"
            pendingLabel="Submitting..."
            onBack={wizard.back}
            onNext={wizard.next}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
