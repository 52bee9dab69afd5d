"use client";
// The professional reference wizard (3 steps, no gating): create, or edit the reference in the payload.
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntityWizard } from "@/components/wizard/use-entity-wizard";
import { allStepFields } from "@/components/wizard/use-form-wizard";
import { WizardDialog } from "@/components/wizard/wizard-dialog";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { WORKING_RELATIONSHIPS } from "@/lib/options";
import type { Reference } from "@/lib/types";
import { referenceSchema, type ReferenceFormValues } from "@/lib/validators/reference";
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

const TEXTS = entitySaveTexts({
  created: { title: "Reference added", description: "Your reference has been added to your portfolio." },
  updated: { title: "Reference updated", description: "Your changes have been saved." },
  failedTo: { create: "save reference", update: "save reference" },
});

export function ReferenceWizardDialog() {
  const wizard = useEntityWizard({
    kind: "reference",
    item: (opened) => opened.reference,
    schema: referenceSchema,
    defaultValues,
    // Messages wait for the submit: no gating, Next always moves on, and a refused submit reopens the first step.
    mode: "onSubmit",
    steps: REFERENCE_STEPS,
    wizard: { checkSteps: false },
    path: PORTFOLIO_PATHS.references,
    texts: TEXTS,
    fields: ALL_FIELDS,
  });

  return (
    <WizardDialog
      title={wizard.item ? "Edit Reference" : "Add Professional Reference"}
      description="Someone who can vouch for your results to a hiring manager."
      {...wizard.dialog}
      submitLabel={wizard.item ? "Save Changes" : "Add Reference"}
      pendingLabel={wizard.item ? "Saving..." : "Adding Reference..."}
    >
      <ReferenceStep step={wizard.step} form={wizard.form} />
    </WizardDialog>
  );
}
