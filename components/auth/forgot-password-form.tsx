"use client";
// Asking for a password-reset link (POST /api/auth/password-reset). The answer is the same whether or not an
// account uses the address, so the form says so instead of confirming an account.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlert, MailCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiRequestError } from "@/lib/api-client";
import {
  passwordResetRequestSchema,
  type PasswordResetRequestFormValues,
  type PasswordResetRequestInput,
} from "@/lib/validators/password-reset";

export function ForgotPasswordForm() {
  const form = useForm<PasswordResetRequestFormValues, unknown, PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const request = useMutation({
    mutationFn: (values: PasswordResetRequestInput) =>
      apiFetch<{ message: string }>("/api/auth/password-reset", { method: "POST", body: values }),
  });
  const { errors } = form.formState;
  const serverError =
    request.error instanceof ApiRequestError && request.error.message
      ? request.error.message
      : "Something went wrong. Please try again.";

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Forgot your password?
        </CardTitle>
        <CardDescription>Enter the e-mail address you sign in with, and we will send you a link.</CardDescription>
      </CardHeader>
      {request.isSuccess ? (
        <CardContent>
          <Alert variant="success" role="status">
            <MailCheck aria-hidden="true" />
            <AlertTitle>Check your inbox</AlertTitle>
            <AlertDescription>
              <p>
                If an account uses <strong className="break-all">{request.variables.email}</strong>, we sent it a link
                to choose a new password. The link works once, for one hour.
              </p>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
          <CardContent className="grid gap-5">
            {request.isError ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden="true" />
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            ) : null}
            <FormField id="forgot-email" label="Email" error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
                required
                {...fieldErrorProps("forgot-email", errors.email?.message)}
                {...form.register("email")}
              />
            </FormField>
          </CardContent>
          <CardFooter className="mt-5">
            <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
              {request.isPending ? "Sending..." : "Send Reset Link"}
            </Button>
          </CardFooter>
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
