"use client";
// The executive form's fields: who they are, how you know them, and the history of the relationship.
import { useId } from "react";
import { SelectField } from "@/components/wizard/select-field";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import { COMMUNICATION_FREQUENCIES, EXECUTIVE_INDUSTRIES, EXECUTIVE_LEVELS, RELATIONSHIP_TYPES } from "@/lib/options";
import { ConnectionStrengthField } from "./connection-strength-field";
import type { ExecutiveForm } from "./executive-fields";

type ExecutiveFormFieldsProps = { form: ExecutiveForm; onLinkedinBlur: (url: string) => void };

export function ExecutiveFormFields({ form, onLinkedinBlur }: ExecutiveFormFieldsProps) {
  const textingId = useId();
  return (
    <div className="grid gap-4">
      <TextField
        form={form}
        name="linkedinProfileUrl"
        label="LinkedIn Profile URL"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/their-profile"
        hint="Leaving this box fills in the name from the profile address."
        registerOptions={{ onBlur: (event: { target: { value: string } }) => onLinkedinBlur(event.target.value) }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="executiveName"
          label="Executive Name"
          placeholder="e.g., Jane Doe"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="executiveTitle"
          label="Title"
          placeholder="e.g., Chief Revenue Officer"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="executiveCompany"
          label="Company"
          placeholder="e.g., Meridian Health"
          autoComplete="off"
        />
        <SelectField
          form={form}
          name="executiveLevel"
          label="Executive Level"
          placeholder="Select a level"
          options={EXECUTIVE_LEVELS}
        />
        <SelectField
          form={form}
          name="relationship"
          label="Relationship"
          placeholder="Select a relationship"
          options={RELATIONSHIP_TYPES}
        />
        <SelectField
          form={form}
          name="communicationFrequency"
          label="Communication Frequency"
          placeholder="Select how often you talk"
          options={COMMUNICATION_FREQUENCIES}
        />
        <SelectField
          form={form}
          name="industry"
          label="Industry"
          placeholder="Select an industry (optional)"
          options={EXECUTIVE_INDUSTRIES}
          registerOptions={{ setValueAs: (value: string) => value || null }}
        />
        <TextField form={form} name="lastContact" label="Last Contact" type="date" />
      </div>
      <ConnectionStrengthField form={form} />
      <div className="flex items-start gap-2">
        <input
          id={textingId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...form.register("isTextingBasis")}
        />
        <label htmlFor={textingId} className="text-sm leading-tight">
          On a texting basis (you can text them directly)
        </label>
      </div>
      <TextAreaField
        form={form}
        name="howYouMet"
        label="How You Met"
        rows={2}
        placeholder="e.g., Sold them their first platform deal in 2021"
      />
      <TextAreaField
        form={form}
        name="sharedHistory"
        label="Shared History"
        rows={2}
        placeholder="Deals, projects or boards you worked on together"
      />
      <TextField
        form={form}
        name="mutualConnections"
        label="Mutual Connections"
        placeholder="e.g., Sam Ortiz, Lee Park"
        hint="Separate names with commas."
        autoComplete="off"
      />
      <TextAreaField form={form} name="notes" label="Notes" rows={2} />
    </div>
  );
}
