"use client";
// A switch with its label beside it, on one line: for a setting that takes effect at once, outside a form.
import { useId, type ComponentProps } from "react";
import { Switch } from "./switch";

type LabelledSwitchProps = Omit<ComponentProps<typeof Switch>, "id"> & { label: string };

export function LabelledSwitch({ label, ...props }: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} {...props} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
