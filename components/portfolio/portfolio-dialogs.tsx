"use client";
// Every portfolio dialog, mounted once; each opens when the dialog context names it.
import { AboutMeFormDialog } from "@/components/about/about-me-form";
import { AchievementFormDialog } from "@/components/achievements/achievement-form";
import { ContentTypePickerDialog } from "@/components/achievements/content-type-picker";
import { RecognitionWizardDialog } from "@/components/achievements/recognition-wizard";
import { EnhanceDialog } from "@/components/ai/enhance-dialog";
import { DealWizardDialog } from "@/components/deals/deal-wizard";
import { ExecutiveFormDialog } from "@/components/executives/executive-form";
import { ExperienceWizardDialog } from "@/components/experience/experience-wizard";
import { QuotaWizardDialog } from "@/components/quota/quota-wizard";
import { ReferenceWizardDialog } from "@/components/references/reference-wizard";

export function PortfolioDialogs() {
  return (
    <>
      <ContentTypePickerDialog />
      <QuotaWizardDialog />
      <DealWizardDialog />
      <ExperienceWizardDialog />
      <ExecutiveFormDialog />
      <AchievementFormDialog />
      <RecognitionWizardDialog />
      <ReferenceWizardDialog />
      <AboutMeFormDialog />
      <EnhanceDialog />
    </>
  );
}
