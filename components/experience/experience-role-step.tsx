"use client";
import { TextField } from "@/components/wizard/text-field";
import type { ExperienceForm } from "./experience-fields";

export function ExperienceRoleStep({ form }: { form: ExperienceForm }) {
  return (
    <>
      <TextField
        form={form}
        name="company"
        label="Company"
        placeholder="e.g., Acme Cloud"
        autoComplete="organization"
      />
      <TextField
        form={form}
        name="role"
        label="Role"
        placeholder="e.g., Enterprise Account Executive"
        autoComplete="organization-title"
      />
    </>
  );
}
