"use client";
// PLACEHOLDER, to be replaced by the real dialog (opened with usePortfolioDialogs().open({ kind: "content-picker" })).
import { useDialog } from "@/components/portfolio/dialog-context";

export function ContentTypePickerDialog() {
  useDialog("content-picker");
  return null;
}
