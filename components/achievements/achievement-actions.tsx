"use client";
// The per-card menu: Edit, AI Enhancement, Delete (after a browser confirm).
import { Pencil, Sparkles, Trash2 } from "lucide-react";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { RowMenu } from "@/components/ui/row-menu";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Achievement } from "@/lib/types";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";

const DELETE_TEXTS = {
  confirm: "Are you sure you want to delete this achievement?",
  success: { title: "Achievement deleted", description: "Your achievement has been successfully deleted." },
  failure: { title: "Error", description: "Failed to delete achievement. Please try again." },
};

export function AchievementActions({ achievement }: { achievement: Achievement }) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.achievements, DELETE_TEXTS);
  return (
    <RowMenu
      label={`Actions for ${achievement.title}`}
      disabled={pendingId === achievement.id}
      className="-mt-2 -mr-2"
      items={[
        { label: "Edit", icon: Pencil, onSelect: () => open({ kind: "achievement", achievement }) },
        { label: "AI Enhancement", icon: Sparkles, onSelect: () => open({ kind: "enhance", achievement }) },
        { label: "Delete", icon: Trash2, destructive: true, onSelect: () => request(achievement.id) },
      ]}
    />
  );
}
