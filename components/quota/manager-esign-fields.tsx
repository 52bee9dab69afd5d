"use client";
// Step 3 with a manager e-signature: who is asked to sign (name and e-mail). Next checks both and says what is
// missing (a "Missing information" toast); an edited record starts from its last request's manager.
import { useEffect } from "react";
import type { FieldPath } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSigningState } from "@/lib/hooks/use-signing";
import type { QuotaRecord } from "@/lib/types";
import { MISSING_MANAGER_MESSAGE, type QuotaRecordFormValues } from "@/lib/validators/quota-record";
import type { QuotaForm } from "./quota-form";

const MANAGER_FIELDS = ["managerName", "managerEmail"] as const satisfies readonly FieldPath<QuotaRecordFormValues>[];

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * Next on step 3 with a manager e-signature: both fields are needed. Marks the missing ones and shows the
 * toast; returns whether the step may move on (the schema then checks the e-mail's form). A record that already
 * has a manager e-signature may leave both blank: the server asks the manager of its last request again.
 */
export function checkManagerFields(form: QuotaForm, record?: QuotaRecord): boolean {
  const missing = MANAGER_FIELDS.filter((name) => blank(form.getValues(name)));
  if (missing.length === 0) return true;
  if (record?.proofType === "manager_esign" && missing.length === MANAGER_FIELDS.length) return true;
  for (const name of missing) form.setError(name, { type: "required", message: MISSING_MANAGER_MESSAGE });
  form.setFocus(missing[0]!);
  toast.error("Missing information", { description: MISSING_MANAGER_MESSAGE });
  return false;
}

function ManagerField({
  form,
  name,
  id,
  label,
  type,
  autoComplete,
}: {
  form: QuotaForm;
  name: (typeof MANAGER_FIELDS)[number];
  id: string;
  label: string;
  type: "text" | "email";
  autoComplete: string;
}) {
  const error = form.formState.errors[name];
  const registered = form.register(name);
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required
        maxLength={type === "email" ? 254 : 120}
        {...registered}
        onChange={(event) => {
          void registered.onChange(event);
          // A "missing" mark goes as soon as something is typed; the e-mail's form is checked on blur and Next.
          if (error?.type === "required" && !blank(event.target.value)) form.clearErrors(name);
        }}
        {...fieldErrorProps(id, error?.message)}
      />
    </FormField>
  );
}

export function ManagerEsignFields({ form, record }: { form: QuotaForm; record?: QuotaRecord }) {
  const previous = useSigningState(record?.id ?? 0);
  const { getValues, setValue } = form;
  // Editing: the manager of the last request, unless the rep already typed someone.
  useEffect(() => {
    if (!previous || MANAGER_FIELDS.some((name) => !blank(getValues(name)))) return;
    setValue("managerName", previous.managerName);
    setValue("managerEmail", previous.managerEmail);
  }, [previous, getValues, setValue]);

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Your manager</legend>
      <p className="text-xs text-muted-foreground">
        We e-mail them a link to confirm exactly these figures. They sign with their typed name; no account is needed.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ManagerField
          form={form}
          name="managerName"
          id="manager-name"
          label="Manager name"
          type="text"
          autoComplete="off"
        />
        <ManagerField
          form={form}
          name="managerEmail"
          id="manager-email"
          label="Manager email"
          type="email"
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
