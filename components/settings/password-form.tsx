"use client";
// Password change by its Server Action (POST /api/auth/password's rules): every other session is signed out, this
// browser stays signed in.
import { changePasswordAction } from "@/app/(app)/settings/actions";
import { InputField } from "@/components/ui/form-field";
import { SubmitRow } from "@/components/ui/pending-button";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { passwordChangeSchema } from "@/lib/validators/account";
import { PASSWORD_HINT } from "@/lib/validators/password";
import { FormNotice } from "./form-notice";

const PASSWORD_FIELDS = [
  {
    id: "settings-current-password",
    label: "Current Password",
    name: "currentPassword",
    autoComplete: "current-password",
  },
  {
    id: "settings-new-password",
    label: "New Password",
    name: "newPassword",
    autoComplete: "new-password",
    hint: PASSWORD_HINT,
  },
] as const;

export function PasswordForm() {
  const { fields, formError, pending, doneNotice, formProps } = useActionForm(changePasswordAction, {
    schema: passwordChangeSchema,
    errorToast: "Error",
    onDone: (form) => form?.reset(),
  });
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <FormNotice done={doneNotice} error={formError} />
      {PASSWORD_FIELDS.map((field) => (
        <InputField key={field.name} {...field} type="password" className="content-start" error={fields[field.name]} />
      ))}
      <SubmitRow className="sm:col-span-2" pending={pending} pendingLabel="Changing...">
        Change Password
      </SubmitRow>
    </form>
  );
}
