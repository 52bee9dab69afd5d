import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

type FormFieldProps = {
  /** The id of the control; the label points at it and the error is linked by `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, the control, and the field's error under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** The aria attributes a control needs for its field's error. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(id) } : {};
}
