"use client";
// Profile: what shared pages and exports show about the rep. Saved by its Server Action (the fields of
// PATCH /api/auth/me), with or without JavaScript.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveProfileAction } from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { accountKeys } from "@/lib/api/keys";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { profileDetailsSchema, type ProfileDetailsFormValues } from "@/lib/validators/profile";
import { FormNotice } from "./form-notice";

const FIELDS = [
  { name: "fullName", label: "Full Name", autoComplete: "name", type: "text" },
  { name: "title", label: "Job Title", autoComplete: "organization-title", type: "text" },
  { name: "company", label: "Company", autoComplete: "organization", type: "text" },
  { name: "linkedinUrl", label: "LinkedIn URL", autoComplete: "url", type: "url" },
  { name: "videoPitchUrl", label: "Video Pitch URL", autoComplete: "url", type: "url" },
] as const;

export function ProfileDetailsForm({ values }: { values: ProfileDetailsFormValues }) {
  const queryClient = useQueryClient();
  // Save is offered once something changed (with JavaScript; without it, it is always offered).
  const [dirty, setDirty] = useState(false);
  const { state, fields, formError, pending, hydrated, doneNotice, formProps } = useActionForm(saveProfileAction, {
    schema: profileDetailsSchema,
    errorToast: "Error",
    onDone: () => {
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });

  return (
    <form {...formProps} onInput={() => setDirty(true)} className="grid gap-4 sm:grid-cols-2">
      <FormNotice done={doneNotice} error={formError} />
      {FIELDS.map(({ name, label, autoComplete, type }) => {
        const id = `settings-${name}`;
        const error = fields[name];
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <Input
              id={id}
              name={name}
              type={type}
              autoComplete={autoComplete}
              defaultValue={state.values?.[name] ?? values[name] ?? ""}
              {...fieldErrorProps(id, error)}
            />
          </FormField>
        );
      })}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={(hydrated && !dirty) || pending}>
          {pending ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
