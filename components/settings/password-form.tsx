"use client";
// Password change by its Server Action (POST /api/auth/password's rules): every other session is signed out, this
// browser stays signed in.
import { changePasswordAction } from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { passwordChangeSchema } from "@/lib/validators/account";
import { PASSWORD_HINT } from "@/lib/validators/password";
import { FormNotice } from "./form-notice";

export function PasswordForm() {
  const { fields, formError, pending, doneNotice, formProps } = useActionForm(changePasswordAction, {
    schema: passwordChangeSchema,
    errorToast: "Error",
    onDone: (form) => form?.reset(),
  });
  const current = fields.currentPassword;
  const next = fields.newPassword;
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <FormNotice done={doneNotice} error={formError} />
      <FormField id="settings-current-password" label="Current Password" error={current} className="content-start">
        <Input
          id="settings-current-password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          {...fieldErrorProps("settings-current-password", current)}
        />
      </FormField>
      <FormField
        id="settings-new-password"
        label="New Password"
        error={next}
        hint={PASSWORD_HINT}
        className="content-start"
      >
        <Input
          id="settings-new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          {...fieldErrorProps("settings-new-password", next)}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
