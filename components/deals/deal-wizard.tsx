"use client";
// The "Add Deal Win Story" wizard (basics, stakeholders, COM framework, the 3 Whys, MEDDPICC, customer story);
// with a deal in the dialog's payload it edits that deal.
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntityWizard } from "@/components/wizard/use-entity-wizard";
import { WizardDialog } from "@/components/wizard/wizard-dialog";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { dealHighlightSchema } from "@/lib/validators/deal-highlight";
import { DealBasicsStep } from "./deal-basics-step";
import { COM_FIELDS, DEAL_STEPS, dealFormValues, MEDDPICC_FIELDS, WHY_FIELDS, type DealForm } from "./deal-fields";
import { DealStakeholdersStep } from "./deal-stakeholders-step";
import { DealStoryStep } from "./deal-story-step";
import { DealTextStep } from "./deal-text-step";

const TEXTS = entitySaveTexts({
  created: { title: "Deal Story Added", description: "Your deal win story has been added to your portfolio." },
  updated: { title: "Deal Story Updated", description: "Your deal win story has been updated." },
  failedTo: { create: "save deal story", update: "update deal story" },
});

export function DealWizardDialog() {
  const wizard = useEntityWizard({
    kind: "deal",
    item: (opened) => opened.deal,
    schema: dealHighlightSchema,
    defaultValues: dealFormValues,
    steps: DEAL_STEPS,
    path: PORTFOLIO_PATHS.dealHighlights,
    texts: TEXTS,
  });

  return (
    <WizardDialog
      title={wizard.item ? "Edit Deal Win Story" : "Add Deal Win Story"}
      description="Show how you won it: the stakeholders, the COM framework, the 3 Whys and MEDDPICC."
      {...wizard.dialog}
      submitLabel="Save Deal Story"
      pendingLabel="Saving..."
    >
      <DealStep index={wizard.step} form={wizard.form} />
    </WizardDialog>
  );
}

function DealStep({ index, form }: { index: number; form: DealForm }) {
  switch (index) {
    case 0:
      return <DealBasicsStep form={form} />;
    case 1:
      return <DealStakeholdersStep form={form} />;
    case 2:
      return (
        <DealTextStep
          form={form}
          fields={COM_FIELDS}
          intro="The COM framework: where the customer was, what it cost them, and where they needed to be."
        />
      );
    case 3:
      return (
        <DealTextStep form={form} fields={WHY_FIELDS} intro="Why they changed, why then, and why they chose you." />
      );
    case 4:
      return <DealTextStep form={form} fields={MEDDPICC_FIELDS} intro="How you qualified and controlled the deal." />;
    default:
      return <DealStoryStep form={form} />;
  }
}
