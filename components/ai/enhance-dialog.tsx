"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "enhance" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function EnhanceDialog() {
  useDialog("enhance");
  return null;
}
