"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "about-me" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function AboutMeFormDialog() {
  useDialog("about-me");
  return null;
}
