"use client";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import type { DealForm } from "./deal-fields";

export function DealStoryStep({ form }: { form: DealForm }) {
  return (
    <>
      <TextAreaField
        form={form}
        name="revenueImpact"
        label="Revenue Impact"
        placeholder="e.g., Opened a $3M expansion path across three business units"
        rows={2}
      />
      <TextField
        form={form}
        name="clientLogo"
        label="Client Logo URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/logo.png"
      />
      <TextField
        form={form}
        name="customerStoryUrl"
        label="Customer Story URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/customers/your-win"
      />
    </>
  );
}
