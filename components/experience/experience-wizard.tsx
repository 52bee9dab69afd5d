"use client";
// The career experience wizard (4 steps); with an experience in the dialog's payload it edits that experience.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useEntitySave, type EntitySaveTexts } from "@/components/wizard/use-entity-save";
import { useFormWizard } from "@/components/wizard/use-form-wizard";
import { WizardForm } from "@/components/wizard/wizard-form";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { salesProfile } from "@/lib/sales-profile";
import { experienceSchema, type ExperienceFormValues, type ExperienceInput } from "@/lib/validators/experience";
import { ExperienceBookStep } from "./experience-book-step";
import { ExperienceCompanyStep } from "./experience-company-step";
import { EXPERIENCE_STEPS, experienceFormValues, type ExperienceForm } from "./experience-fields";
import { ExperienceMarketsStep } from "./experience-markets-step";
import { ExperienceRoleStep } from "./experience-role-step";

const FAILED = { title: "Error", description: "Failed to save experience. Please try again." };
const TEXTS: EntitySaveTexts = {
  created: { title: "Experience Added", description: "Your sales experience has been successfully documented." },
  updated: { title: "Experience Updated", description: "Your sales experience has been updated." },
  createFailed: FAILED,
  updateFailed: FAILED,
};

function ExperienceStep({ index, form }: { index: number; form: ExperienceForm }) {
  switch (index) {
    case 0:
      return <ExperienceRoleStep form={form} />;
    case 1:
      return <ExperienceCompanyStep form={form} />;
    case 2:
      return <ExperienceMarketsStep form={form} />;
    default:
      return <ExperienceBookStep form={form} />;
  }
}

export function ExperienceWizardDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("experience");
  const experience = dialog?.experience;
  const form = useForm<ExperienceFormValues, unknown, ExperienceInput>({
    resolver: zodResolver(experienceSchema),
    // After a failed Next, a field's message updates as soon as it is corrected.
    mode: "onChange",
    defaultValues: experienceFormValues(experience),
  });
  const wizard = useFormWizard(form, EXPERIENCE_STEPS);
  const { submit, pending } = useEntitySave({
    path: PORTFOLIO_PATHS.experiences,
    editingId: experience?.id,
    form,
    texts: TEXTS,
    // The server works the profile out too; the request carries it along all the same.
    toBody: (values) => ({ ...values, salesProfile: salesProfile(values.netNewLogoPercent, values.expansionPercent) }),
    onFieldErrors: wizard.showFields,
    onSaved: close,
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{experience ? "Edit Career Experience" : "Add Career Experience"}</DialogTitle>
          <DialogDescription>
            The company, the market you sold into, the buyers you sold to, and your book of business.
          </DialogDescription>
        </DialogHeader>
        <WizardForm
          wizard={wizard}
          onSubmit={submit}
          onCancel={close}
          pending={pending}
          submitLabel="Save Experience"
          pendingLabel="Saving..."
        >
          <ExperienceStep index={wizard.step} form={form} />
        </WizardForm>
      </DialogContent>
    </Dialog>
  );
}
