"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "deal" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function DealWizardDialog() {
  useDialog("deal");
  return null;
}
