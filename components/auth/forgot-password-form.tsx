"use client";
// Asking for a password-reset link, by its Server Action (POST /api/auth/password-reset's rules), with or without
// JavaScript. The answer is the same whether or not an account uses the address, so the form says so instead of
// confirming an account.
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { requestPasswordResetAction } from "@/app/(auth)/actions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailField, FormErrorAlert } from "@/components/ui/form-field";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { passwordResetRequestSchema } from "@/lib/validators/password-reset";
import { AuthCardFooter } from "./auth-card-footer";

export function ForgotPasswordForm() {
  const { state, formError, fields, pending, formProps } = useActionForm(requestPasswordResetAction, {
    schema: passwordResetRequestSchema,
    toastDone: false,
  });

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Forgot your password?
        </CardTitle>
        <CardDescription>Enter the e-mail address you sign in with, and we will send you a link.</CardDescription>
      </CardHeader>
      {state.done ? (
        <CardContent>
          <Alert variant="success" role="status">
            <MailCheck aria-hidden="true" />
            <AlertTitle>Check your inbox</AlertTitle>
            <AlertDescription>
              <p>
                If an account uses <strong className="break-all">{state.values?.email}</strong>, we sent it a link to
                choose a new password. The link works once, for one hour.
              </p>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : (
        <form {...formProps}>
          <CardContent className="grid gap-5">
            <FormErrorAlert message={formError} />
            <EmailField id="forgot-email" error={fields.email} defaultValue={state.values?.email} />
          </CardContent>
          <AuthCardFooter pending={pending} pendingLabel="Sending..." submitLabel="Send Reset Link" />
        </form>
      )}
      <CardFooter className="justify-center pt-4">
        <Link href="/login" className="text-sm font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </CardFooter>
    </Card>
  );
}
