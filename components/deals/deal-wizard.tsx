"use client";
// The "Add Deal Win Story" wizard (basics, stakeholders, COM framework, the 3 Whys, MEDDPICC, customer story);
// with a deal in the dialog's payload it edits that deal.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useEntitySave, type EntitySaveTexts } from "@/components/wizard/use-entity-save";
import { useFormWizard } from "@/components/wizard/use-form-wizard";
import { WizardForm } from "@/components/wizard/wizard-form";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import {
  dealHighlightSchema,
  type DealHighlightFormValues,
  type DealHighlightInput,
} from "@/lib/validators/deal-highlight";
import { DealBasicsStep } from "./deal-basics-step";
import { COM_FIELDS, DEAL_STEPS, dealFormValues, MEDDPICC_FIELDS, WHY_FIELDS, type DealForm } from "./deal-fields";
import { DealStakeholdersStep } from "./deal-stakeholders-step";
import { DealStoryStep } from "./deal-story-step";
import { DealTextStep } from "./deal-text-step";

const TEXTS: EntitySaveTexts = {
  created: { title: "Deal Story Added", description: "Your deal win story has been added to your portfolio." },
  updated: { title: "Deal Story Updated", description: "Your deal win story has been updated." },
  createFailed: { title: "Error", description: "Failed to save deal story. Please try again." },
  updateFailed: { title: "Error", description: "Failed to update deal story. Please try again." },
};

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
      return <DealTextStep form={form} fields={WHY_FIELDS} intro="Why they changed, why then, and why they chose you." />;
    case 4:
      return <DealTextStep form={form} fields={MEDDPICC_FIELDS} intro="How you qualified and controlled the deal." />;
    default:
      return <DealStoryStep form={form} />;
  }
}

export function DealWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("deal");
  const deal = dialog?.deal;
  const form = useForm<DealHighlightFormValues, unknown, DealHighlightInput>({
    resolver: zodResolver(dealHighlightSchema),
    // After a failed Next, a field's message updates as soon as it is corrected.
    mode: "onChange",
    defaultValues: dealFormValues(deal),
  });
  const wizard = useFormWizard(form, DEAL_STEPS);
  const { submit, pending } = useEntitySave({
    path: PORTFOLIO_PATHS.dealHighlights,
    editingId: deal?.id,
    form,
    texts: TEXTS,
    onFieldErrors: wizard.showFields,
    onSaved: close,
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{deal ? "Edit Deal Win Story" : "Add Deal Win Story"}</DialogTitle>
          <DialogDescription>
            Show how you won it: the stakeholders, the COM framework, the 3 Whys and MEDDPICC.
          </DialogDescription>
        </DialogHeader>
        <WizardForm
          wizard={wizard}
          onSubmit={submit}
          onCancel={close}
          pending={pending}
          submitLabel="Save Deal Story"
          pendingLabel="Saving..."
        >
          <DealStep index={wizard.step} form={form} />
        </WizardForm>
      </DialogContent>
    </Dialog>
  );
}
