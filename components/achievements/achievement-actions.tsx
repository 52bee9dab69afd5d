"use client";
// The per-card menu: Edit, AI Enhancement, Delete (after the spec's browser confirm).
import { EllipsisVertical, Pencil, Sparkles, Trash2 } from "lucide-react";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
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
    // Not modal: a modal menu hides the page from screen readers while it is still focusable (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-9"
          aria-label={`Actions for ${achievement.title}`}
          disabled={pendingId === achievement.id}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => open({ kind: "achievement", achievement })}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => open({ kind: "enhance", achievement })}>
          <Sparkles aria-hidden="true" />
          AI Enhancement
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => request(achievement.id)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
