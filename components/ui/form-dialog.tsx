import type { ReactNode } from "react";
import type { ButtonProps } from "./button";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { PendingButton } from "./pending-button";

type TitledDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The content's classes (e.g. its width). */
  className?: string;
  children: ReactNode;
};

/** A dialog with its title and description over the content. */
export function TitledDialog({ open, onOpenChange, title, description, className, children }: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DialogActionsProps = {
  onCancel: () => void;
  /** Also disable Cancel while the action runs (a form that must not close mid-save). */
  lockCancel?: boolean;
  pending: boolean;
  pendingLabel: string;
  /** The action's own label. */
  children: ReactNode;
  /** Editing an existing item: whatever the action creates otherwise, it says "Save Changes" ("Saving..."). */
  editing?: boolean;
  variant?: ButtonProps["variant"];
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
};

/** A dialog's Cancel and action buttons, the action showing its pending label while it runs. */
export function DialogActions({
  onCancel,
  lockCancel = false,
  pending,
  pendingLabel,
  children,
  variant,
  onAction,
  editing = false,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={lockCancel && pending}>
        Cancel
      </Button>
      <PendingButton
        type={onAction ? "button" : "submit"}
        variant={variant}
        onClick={onAction}
        pending={pending}
        pendingLabel={editing ? "Saving..." : pendingLabel}
      >
        {editing ? "Save Changes" : children}
      </PendingButton>
    </DialogFooter>
  );
}
