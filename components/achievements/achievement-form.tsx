"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "achievement" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function AchievementFormDialog() {
  useDialog("achievement");
  return null;
}
