"use client";
// Choosing a new password through a reset link (POST /api/auth/password-reset/confirm). Every session of the account
// ends, so the form then sends the person to sign in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiRequestError, applyServerErrors } from "@/lib/api-client";
import { passwordResetFormSchema, type PasswordResetFormValues } from "@/lib/validators/password-reset";

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<PasswordResetFormValues>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: PasswordResetFormValues) =>
      apiFetch("/api/auth/password-reset/confirm", { method: "POST", body: { token, newPassword } }),
    onError: (error) => applyServerErrors(form, error, ["newPassword"]),
  });
  const { errors } = form.formState;
  const serverError =
    reset.error instanceof ApiRequestError && reset.error.message
      ? reset.error.message
      : "Something went wrong. Please try again.";

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Choose a new password
        </CardTitle>
        <CardDescription>After the change, every device signed in to your account is signed out.</CardDescription>
      </CardHeader>
      {reset.isSuccess ? (
        <CardContent>
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>Password changed</AlertTitle>
            <AlertDescription>
              <p>
                Your new password is set.{" "}
                <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                  Sign in
                </Link>
              </p>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
          <CardContent className="grid gap-5">
            {reset.isError && !errors.newPassword ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden="true" />
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            ) : null}
            <FormField id="reset-password" label="New Password" error={errors.newPassword?.message}>
              <Input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                required
                {...fieldErrorProps("reset-password", errors.newPassword?.message)}
                {...form.register("newPassword")}
              />
            </FormField>
            <FormField id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
              <Input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                required
                {...fieldErrorProps("reset-confirm", errors.confirmPassword?.message)}
                {...form.register("confirmPassword")}
              />
            </FormField>
          </CardContent>
          <CardFooter className="mt-5">
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? "Saving..." : "Set New Password"}
            </Button>
          </CardFooter>
        </form>
      )}
    </Card>
  );
}
