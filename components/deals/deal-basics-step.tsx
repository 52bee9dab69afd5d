"use client";
import { numberProps } from "@/components/ui/input";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import type { DealForm } from "./deal-fields";

/** The deal's size, side by side: its value (typed as written, "$1,250,000" too) and its cycle in days. */
const SIZE_FIELDS = [
  { name: "arrValue", label: "ARR Value", placeholder: "e.g., 1250000", inputMode: "decimal", hint: "In US dollars" },
  { name: "cycleLength", label: "Cycle Length (days)", placeholder: "e.g., 120", ...numberProps(0) },
] as const;

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
        {SIZE_FIELDS.map((field) => (
          <TextField key={field.name} form={form} {...field} />
        ))}
      </div>
    </>
  );
}
