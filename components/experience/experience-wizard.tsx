"use client";
// The career experience wizard (4 steps); with an experience in the dialog's payload it edits that experience.
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntityWizard } from "@/components/wizard/use-entity-wizard";
import { WizardDialog } from "@/components/wizard/wizard-dialog";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { salesProfile } from "@/lib/sales-profile";
import { experienceSchema } from "@/lib/validators/experience";
import { ExperienceBookStep } from "./experience-book-step";
import { ExperienceCompanyStep } from "./experience-company-step";
import { EXPERIENCE_STEPS, experienceFormValues, type ExperienceForm } from "./experience-fields";
import { ExperienceMarketsStep } from "./experience-markets-step";
import { ExperienceRoleStep } from "./experience-role-step";

const TEXTS = entitySaveTexts({
  created: { title: "Experience Added", description: "Your sales experience has been successfully documented." },
  updated: { title: "Experience Updated", description: "Your sales experience has been updated." },
  failedTo: "save experience",
});

export function ExperienceWizardDialog() {
  const wizard = useEntityWizard({
    kind: "experience",
    item: (opened) => opened.experience,
    schema: experienceSchema,
    defaultValues: experienceFormValues,
    steps: EXPERIENCE_STEPS,
    path: PORTFOLIO_PATHS.experiences,
    texts: TEXTS,
    // The server works the profile out too; the request carries it along all the same.
    toBody: (values) => ({ ...values, salesProfile: salesProfile(values.netNewLogoPercent, values.expansionPercent) }),
  });

  return (
    <WizardDialog
      title={
        wizard.item?.needsDetails
          ? "Add Experience Details"
          : wizard.item
            ? "Edit Career Experience"
            : "Add Career Experience"
      }
      description="The company, the market you sold into, the buyers you sold to, and your book of business."
      {...wizard.dialog}
      submitLabel="Save Experience"
      pendingLabel="Saving..."
    >
      <ExperienceStep index={wizard.step} form={wizard.form} />
    </WizardDialog>
  );
}

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
