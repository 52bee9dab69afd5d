"use client";
// Choosing a new password through a reset link, by its Server Action (POST /api/auth/password-reset/confirm's rules),
// with or without JavaScript. Every session of the account ends: the action goes on to /reset-password/done, which
// sends the person to sign in.
import { resetPasswordAction } from "@/app/(auth)/actions";
import { Card, CardContent } from "@/components/ui/card";
import { ResetPasswordHeader } from "./reset-password-header";
import { FormErrorAlert, InputField } from "@/components/ui/form-field";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { passwordResetFormSchema } from "@/lib/validators/password-reset";
import { AuthCardFooter } from "./auth-card-footer";

export function ResetPasswordForm({ token }: { token: string }) {
  const { formError, fields, pending, formProps } = useActionForm(resetPasswordAction, {
    schema: passwordResetFormSchema,
  });

  return (
    <Card className="shadow-lg">
      <ResetPasswordHeader />
      <form {...formProps}>
        <input type="hidden" name="token" value={token} />
        <CardContent className="grid gap-5">
          <FormErrorAlert message={formError ?? fields.token} />
          <InputField
            id="reset-password"
            label="New Password"
            error={fields.newPassword}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          <InputField
            id="reset-confirm"
            label="Confirm New Password"
            error={fields.confirmPassword}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
        </CardContent>
        <AuthCardFooter pending={pending} pendingLabel="Saving..." submitLabel="Set New Password" />
      </form>
    </Card>
  );
}
