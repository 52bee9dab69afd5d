"use client";
// The connection strength slider (1-10, default 7) with its value shown.
import { useId } from "react";
import { Controller } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { RangeInput } from "@/components/wizard/range-input";
import { DEFAULT_CONNECTION_STRENGTH, type ExecutiveForm } from "./executive-fields";

const toStrength = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : DEFAULT_CONNECTION_STRENGTH;
};

export function ConnectionStrengthField({ form }: { form: ExecutiveForm }) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="connectionStrength"
      render={({ field }) => {
        const value = toStrength(field.value);
        return (
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={id}>Connection Strength</Label>
              <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
                {value}/10
              </span>
            </div>
            <RangeInput
              id={id}
              ref={field.ref}
              name={field.name}
              min={1}
              max={10}
              step={1}
              value={value}
              aria-valuetext={`${value} out of 10`}
              onChange={(event) => field.onChange(toStrength(event.target.value))}
              onBlur={field.onBlur}
            />
          </div>
        );
      }}
    />
  );
}
