"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "executive" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function ExecutiveFormDialog() {
  useDialog("executive");
  return null;
}
