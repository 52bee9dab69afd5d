"use client";
import { numberProps } from "@/components/ui/input";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import type { DealForm } from "./deal-fields";

export function DealBasicsStep({ form }: { form: DealForm }) {
  return (
    <>
      <TextField
        form={form}
        name="title"
        label="Deal Title"
        placeholder="e.g., Global rollout at Meridian Health"
        autoComplete="off"
      />
      <TextAreaField
        form={form}
        name="description"
        label="Deal Description"
        placeholder="What did you sell, to whom, and what made the win stand out?"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="arrValue"
          label="ARR Value"
          placeholder="e.g., 1250000"
          inputMode="decimal"
          hint="In US dollars"
        />
        <TextField
          form={form}
          name="cycleLength"
          label="Cycle Length (days)"
          placeholder="e.g., 120"
          {...numberProps(0)}
        />
      </div>
    </>
  );
}
