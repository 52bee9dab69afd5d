"use client";
// E-mail change by its Server Action (POST /api/auth/email's rules): a link goes to the new address, which becomes the
// account's when the link is opened; a pending change can be withdrawn. Both work with or without JavaScript.
import { cancelEmailChangeAction, changeEmailAction } from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField, PasswordField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { emailChangeSchema } from "@/lib/validators/account";
import { FormNotice } from "./form-notice";

export function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { state, fields, formError, pending, doneNotice, formProps } = useActionForm(changeEmailAction, {
    schema: emailChangeSchema,
    errorToast: "Error",
    onDone: (form) => form?.reset(),
  });
  // Cancelling is a form of its own; its answer is kept here, where it outlives the pending change it removes.
  const cancel = useActionForm(cancelEmailChangeAction, { errorToast: "Error" });
  const newEmailError = fields.newEmail;
  const passwordError = fields.password;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Your e-mail address is <strong className="break-all">{email}</strong>.
      </p>
      <FormNotice done={cancel.doneNotice} error={cancel.formError} />
      {pendingEmail && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm"
        >
          <span>
            Waiting for confirmation of <strong className="break-all">{pendingEmail}</strong>: open the link we sent
            there.
          </span>
          <form {...cancel.formProps}>
            <Button type="submit" variant="outline" size="sm" disabled={cancel.pending}>
              Cancel Change
            </Button>
          </form>
        </div>
      )}
      <form {...formProps} className="grid gap-4 sm:grid-cols-2">
        <FormNotice done={doneNotice} error={formError} />
        <FormField id="settings-new-email" label="New Email" error={newEmailError}>
          <Input
            id="settings-new-email"
            name="newEmail"
            type="email"
            autoComplete="email"
            defaultValue={state.done ? "" : state.values?.newEmail}
            {...fieldErrorProps("settings-new-email", newEmailError)}
          />
        </FormField>
        <PasswordField id="settings-email-password" label="Confirm with Your Password" error={passwordError} />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Sending..." : "Change Email"}
          </Button>
        </div>
      </form>
    </div>
  );
}
