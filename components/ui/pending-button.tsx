import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button, type ButtonProps } from "./button";

type PendingButtonProps = ButtonProps & {
  /** While true the button is disabled and says `pendingLabel` instead of its children. */
  pending: boolean;
  pendingLabel: ReactNode;
};

/** A button whose action is running: disabled, with the spec's pending label ("Saving..."), until it ends. */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

type SubmitRowProps = { pending: boolean; pendingLabel: string; children: ReactNode; className?: string };

/** A form's submit button at the end of its own row. */
export function SubmitRow({ pending, pendingLabel, children, className }: SubmitRowProps) {
  return (
    <div className={cn("flex justify-end", className)}>
      <PendingButton type="submit" pending={pending} pendingLabel={pendingLabel}>
        {children}
      </PendingButton>
    </div>
  );
}
