"use client";
// The professional reference wizard (3 steps, no gating): create, or edit the reference in the payload.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useEntitySave, type EntitySaveTexts } from "@/components/wizard/use-entity-save";
import { allStepFields, useFormWizard } from "@/components/wizard/use-form-wizard";
import { WizardForm } from "@/components/wizard/wizard-form";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { WORKING_RELATIONSHIPS } from "@/lib/options";
import type { Reference } from "@/lib/types";
import { referenceSchema, type ReferenceFormValues, type ReferenceInput } from "@/lib/validators/reference";
import { REFERENCE_STEPS, ReferenceStep } from "./reference-steps";

type WorkingRelationship = (typeof WORKING_RELATIONSHIPS)[number];
const isWorkingRelationship = (value: string): value is WorkingRelationship =>
  (WORKING_RELATIONSHIPS as readonly string[]).includes(value);

function defaultValues(reference: Reference | undefined): Partial<ReferenceFormValues> {
  return {
    referenceName: reference?.referenceName ?? "",
    referenceTitle: reference?.referenceTitle ?? "",
    referenceCompany: reference?.referenceCompany ?? "",
    email: reference?.email ?? "",
    phoneNumber: reference?.phoneNumber ?? "",
    linkedinUrl: reference?.linkedinUrl ?? "",
    ...(reference && isWorkingRelationship(reference.workingRelationship)
      ? { workingRelationship: reference.workingRelationship }
      : {}),
    relationshipContext: reference?.relationshipContext ?? "",
    yearsWorkedTogether: reference?.yearsWorkedTogether?.toString() ?? "",
    testimonial: reference?.testimonial ?? "",
    shareable: reference?.shareable ?? true,
  };
}

const ALL_FIELDS = allStepFields(REFERENCE_STEPS);

const FAILED = { title: "Error", description: "Failed to save reference. Please try again." };
const TEXTS: EntitySaveTexts = {
  created: { title: "Reference added", description: "Your reference has been added to your portfolio." },
  updated: { title: "Reference updated", description: "Your changes have been saved." },
  createFailed: FAILED,
  updateFailed: FAILED,
};

export function ReferenceWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("reference");
  const reference = dialog?.reference;
  const form = useForm<ReferenceFormValues, unknown, ReferenceInput>({
    resolver: zodResolver(referenceSchema),
    defaultValues: defaultValues(reference),
  });
  // No gating: Next always moves on, and a refused submit reopens the first step with an error.
  const wizard = useFormWizard(form, REFERENCE_STEPS, { checkSteps: false });
  const { submit, pending } = useEntitySave({
    path: PORTFOLIO_PATHS.references,
    editingId: reference?.id,
    form,
    texts: TEXTS,
    fields: ALL_FIELDS,
    onFieldErrors: wizard.showFields,
    onSaved: close,
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{reference ? "Edit Reference" : "Add Professional Reference"}</DialogTitle>
          <DialogDescription>Someone who can vouch for your results to a hiring manager.</DialogDescription>
        </DialogHeader>
        <WizardForm
          wizard={wizard}
          onSubmit={submit}
          onCancel={close}
          pending={pending}
          submitLabel={reference ? "Save Changes" : "Add Reference"}
          pendingLabel={reference ? "Saving..." : "Adding Reference..."}
        >
          <ReferenceStep step={wizard.step} form={form} />
        </WizardForm>
      </DialogContent>
    </Dialog>
  );
}
