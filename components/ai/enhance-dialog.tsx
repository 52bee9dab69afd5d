"use client";
// The AI Enhancement dialog, opened from an achievement card's menu.
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EnhancementWorkspace } from "./enhancement-workspace";

export function EnhanceDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("enhance");
  const achievement = dialog?.achievement;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>AI Enhancement</DialogTitle>
          <DialogDescription>
            Rewrite your achievement with a strong opening, clear numbers and no filler, then apply it to the card.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by the achievement: another card's dialog starts from its own text, without an old result. */}
        {achievement ? <EnhancementWorkspace key={achievement.id} achievement={achievement} onApplied={close} /> : null}
      </DialogContent>
    </Dialog>
  );
}
