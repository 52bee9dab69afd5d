"use client";
// An on/off choice bound to a react-hook-form boolean field: the label and a line of explanation beside a switch.
import { useId } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { AnyFormOf } from "./text-field";

type SwitchFieldProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  label: string;
  hint: string;
  /** What an unset field shows. */
  defaultChecked?: boolean;
};

export function SwitchField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  defaultChecked = true,
}: SwitchFieldProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={(field.value as boolean | undefined) ?? defaultChecked}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
