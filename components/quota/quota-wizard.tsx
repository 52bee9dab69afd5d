"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "quota" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function QuotaWizardDialog() {
  useDialog("quota");
  return null;
}
