"use client";
// Account deletion by its Server Action (DELETE /api/auth/me's rules): the rep types DELETE and their password;
// everything goes, share links stop working, and the browser lands on the home page signed out.
import { useState } from "react";
import { deleteAccountAction } from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField, PasswordField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { accountDeleteFormSchema } from "@/lib/validators/account";
import { FormNotice } from "./form-notice";

const CONFIRMATION = "DELETE";

export function DeleteAccountForm() {
  const [typed, setTyped] = useState("");
  const { fields, formError, pending, hydrated, formProps } = useActionForm(deleteAccountAction, {
    schema: accountDeleteFormSchema,
    errorToast: "Error",
  });
  // With JavaScript the button waits for the typed confirmation; without it, the action checks it.
  const confirmed = !hydrated || typed === CONFIRMATION;
  const error = fields.password;
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <FormNotice error={formError} />
      <FormField
        id="settings-delete-confirmation"
        label={`Type ${CONFIRMATION} to confirm`}
        error={fields.confirmation}
      >
        <Input
          id="settings-delete-confirmation"
          name="confirmation"
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          {...fieldErrorProps("settings-delete-confirmation", fields.confirmation)}
        />
      </FormField>
      <PasswordField id="settings-delete-password" label="Password" error={error} />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
          {pending ? "Deleting..." : "Delete Account"}
        </Button>
      </div>
    </form>
  );
}
