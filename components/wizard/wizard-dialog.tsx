"use client";
// A portfolio wizard in a dialog: its title and description over the steps, their navigation and the save button.
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { WizardForm, type WizardFormProps } from "./wizard-form";

type WizardDialogProps = WizardFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width (default max-w-2xl). */
  className?: string;
};

export function WizardDialog({ open, onOpenChange, title, description, className, ...form }: WizardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-w-2xl", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <WizardForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
