"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "experience" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function ExperienceWizardDialog() {
  useDialog("experience");
  return null;
}
