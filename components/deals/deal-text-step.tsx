"use client";
// A step of framework questions (COM, the 3 Whys, MEDDPICC): one text area per field, all optional.
import { TextAreaField } from "@/components/wizard/text-field";
import type { DealForm, DealTextField } from "./deal-fields";

type DealTextStepProps = { form: DealForm; intro: string; fields: readonly DealTextField[] };

export function DealTextStep({ form, intro, fields }: DealTextStepProps) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{intro}</p>
      {fields.map((field) => (
        <TextAreaField
          key={field.name}
          form={form}
          name={field.name}
          label={field.label}
          placeholder={field.placeholder}
          rows={2}
        />
      ))}
    </>
  );
}
