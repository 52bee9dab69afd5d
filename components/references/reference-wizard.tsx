"use client";
// The professional reference wizard (3 steps, no gating): create, or edit the reference in the payload.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { setServerFieldErrors } from "@/components/achievements/server-field-errors";
import { useWizard } from "@/components/wizard/use-wizard";
import { WizardNav, WizardStepPanel } from "@/components/wizard/wizard-form";
import { WizardProgress } from "@/components/wizard/wizard-progress";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PORTFOLIO_PATHS, useEntityMutations } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";
import { WORKING_RELATIONSHIPS } from "@/lib/options";
import type { Reference } from "@/lib/types";
import { referenceSchema, type ReferenceFormValues, type ReferenceInput } from "@/lib/validators/reference";
import { REFERENCE_STEP_FIELDS, REFERENCE_STEPS, ReferenceStep } from "./reference-steps";

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

const ALL_FIELDS = REFERENCE_STEP_FIELDS.flat();

export function ReferenceWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("reference");
  const reference = dialog?.reference;
  const wizard = useWizard(REFERENCE_STEPS.length);
  const form = useForm<ReferenceFormValues, unknown, ReferenceInput>({
    resolver: zodResolver(referenceSchema),
    defaultValues: defaultValues(reference),
  });
  const { create, update } = useEntityMutations<Reference>(PORTFOLIO_PATHS.references);
  const saving = create.isPending || update.isPending;

  /** After a refused submit, show the first step that has an error. */
  const showFirstError = (fields: readonly string[]) => {
    const step = REFERENCE_STEP_FIELDS.findIndex((stepFields) => stepFields.some((name) => fields.includes(name)));
    if (step >= 0) wizard.goTo(step);
  };

  const submit = form.handleSubmit(
    (values) => {
      const onError = (error: unknown) => {
        showFirstError(setServerFieldErrors(error, form.setError, ALL_FIELDS));
        toastMutationError("Error", "Failed to save reference. Please try again.", error);
      };
      if (reference) {
        update.mutate(
          { id: reference.id, ...values },
          {
            onSuccess: () => {
              toast.success("Reference updated", { description: "Your changes have been saved." });
              close();
            },
            onError,
          },
        );
      } else {
        create.mutate(values, {
          onSuccess: () => {
            toast.success("Reference added", { description: "Your reference has been added to your portfolio." });
            close();
          },
          onError,
        });
      }
    },
    (errors) => showFirstError(Object.keys(errors)),
  );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{reference ? "Edit Reference" : "Add Professional Reference"}</DialogTitle>
          <DialogDescription>Someone who can vouch for your results to a hiring manager.</DialogDescription>
        </DialogHeader>
        <WizardProgress titles={REFERENCE_STEPS} index={wizard.step} />
        <form
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            if (!wizard.isLast) {
              event.preventDefault();
              wizard.next();
              return;
            }
            void submit(event);
          }}
        >
          <WizardStepPanel index={wizard.step}>
            <ReferenceStep step={wizard.step} form={form} />
          </WizardStepPanel>
          <WizardNav
            isFirst={wizard.isFirst}
            isLast={wizard.isLast}
            pending={saving}
            submitLabel={reference ? "Save Changes" : "Add Reference"}
            pendingLabel={reference ? "Saving..." : "Adding Reference..."}
            onBack={wizard.back}
            onNext={wizard.next}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
