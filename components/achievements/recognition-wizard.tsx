"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "recognition" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function RecognitionWizardDialog() {
  useDialog("recognition");
  return null;
}
