"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "reference" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function ReferenceWizardDialog() {
  useDialog("reference");
  return null;
}
