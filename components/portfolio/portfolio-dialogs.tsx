"use client";
// The portfolio's dialogs. Only the open one is mounted, and each is loaded on first use, so the
// forms (and their schemas) stay out of the dashboard's first-load JavaScript.
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { usePortfolioDialogs, type DialogKind } from "./dialog-context";

const DIALOGS: Record<DialogKind, ComponentType> = {
  "content-picker": dynamic(() =>
    import("@/components/achievements/content-type-picker").then((m) => m.ContentTypePickerDialog),
  ),
  quota: dynamic(() => import("@/components/quota/quota-wizard").then((m) => m.QuotaWizardDialog)),
  deal: dynamic(() => import("@/components/deals/deal-wizard").then((m) => m.DealWizardDialog)),
  experience: dynamic(() => import("@/components/experience/experience-wizard").then((m) => m.ExperienceWizardDialog)),
  executive: dynamic(() => import("@/components/executives/executive-form").then((m) => m.ExecutiveFormDialog)),
  achievement: dynamic(() => import("@/components/achievements/achievement-form").then((m) => m.AchievementFormDialog)),
  recognition: dynamic(() =>
    import("@/components/achievements/recognition-wizard").then((m) => m.RecognitionWizardDialog),
  ),
  reference: dynamic(() => import("@/components/references/reference-wizard").then((m) => m.ReferenceWizardDialog)),
  "about-me": dynamic(() => import("@/components/about/about-me-form").then((m) => m.AboutMeFormDialog)),
  enhance: dynamic(() => import("@/components/ai/enhance-dialog").then((m) => m.EnhanceDialog)),
  export: dynamic(() => import("@/components/export/export-dialog").then((m) => m.ExportDialog)),
  import: dynamic(() => import("@/components/import/import-dialog").then((m) => m.ImportDialog)),
};

export function PortfolioDialogs() {
  const { current } = usePortfolioDialogs();
  if (!current) return null;
  const Dialog = DIALOGS[current.kind];
  // Keyed by kind so switching from the picker to a wizard mounts the wizard fresh.
  return <Dialog key={current.kind} />;
}
