"use client";
// The achievement creation form (Add Content → a template or a custom achievement), and its edit mode.
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTemplates } from "@/lib/hooks/use-portfolio";
import { AchievementFormBody } from "./achievement-form-body";
import { QueryStatus } from "@/components/portfolio/query-status";

export function AchievementFormDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("achievement");
  const templates = useTemplates();
  const achievement = dialog?.achievement;
  // Editing a template achievement shows its template's fields again.
  const category = achievement?.category ?? dialog?.template;
  const template = category ? templates.data?.find((t) => t.category === category) : undefined;
  const waitingForTemplate = category !== undefined && !templates.data;

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{achievement ? "Edit Achievement" : "Create Achievement"}</DialogTitle>
          <DialogDescription>
            {achievement
              ? "Update the details of this achievement."
              : "Describe the win: the challenge, what you did and the business impact."}
          </DialogDescription>
        </DialogHeader>
        {waitingForTemplate ? (
          <QueryStatus query={templates} what="achievement templates" />
        ) : (
          <AchievementFormBody achievement={achievement} template={template} onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
