"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { useForm, type Path } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiRequestError, applyServerErrors } from "@/lib/api-client";
import type { CurrentUser } from "@/lib/types";
import { PRODUCT_NAME } from "@/lib/product";
import { registerFormSchema, type RegisterFormValues, type RegisterInput } from "@/lib/validators/auth";
import { PASSWORD_HINT } from "@/lib/validators/password";
import { nextPathFromAddress, useAuthSuccess } from "./use-auth-success";
import { afterSignUpPath } from "@/components/marketing/pricing-data";

type RegisterField = Path<RegisterFormValues>;

const FIELDS: {
  name: RegisterField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
  hint?: string;
}[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", placeholder: "Jordan Smith" },
  { name: "username", label: "Username", type: "text", autoComplete: "username", placeholder: "jordansmith" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@company.com" },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    placeholder: "At least 12 characters",
    hint: PASSWORD_HINT,
  },
  { name: "confirmPassword", label: "Confirm Password", type: "password", autoComplete: "new-password" },
];

const FIELD_NAMES = FIELDS.map((field) => field.name);

// The page is static: where sign-up continues is read from the address when it succeeds (a same-site `?next=`
// path first, e.g. back to an invitation).
const nextFromAddress = () => nextPathFromAddress() ?? afterSignUpPath(new URLSearchParams(window.location.search));

/** The sign-up card; the server's field errors (e.g. a taken e-mail) land under their fields. */
export function RegisterForm({ initialError }: { initialError?: string }) {
  const onRegistered = useAuthSuccess(nextFromAddress);
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", username: "", email: "", password: "", confirmPassword: "" },
  });
  // An invitation link carries the invited address (`?email=`): it starts the form, after hydration.
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get("email");
    if (email && !form.getValues("email")) form.setValue("email", email.slice(0, 254));
  }, [form]);
  const registerUser = useMutation({
    mutationFn: (body: RegisterInput) => apiFetch<CurrentUser>("/api/auth/register", { method: "POST", body }),
    onSuccess: onRegistered,
    onError: (error) => applyServerErrors(form, error, FIELD_NAMES),
  });
  const pending = registerUser.isPending || registerUser.isSuccess;
  const { errors } = form.formState;
  const serverError =
    registerUser.error instanceof ApiRequestError && registerUser.error.message
      ? registerUser.error.message
      : "Registration failed";

  const onSubmit = form.handleSubmit(({ email, password, fullName, username }) =>
    registerUser.mutate({ email, password, fullName, username }),
  );

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Create your account
        </CardTitle>
        <CardDescription>Start your verified {PRODUCT_NAME} brag book in minutes.</CardDescription>
      </CardHeader>
      {/* method and action make a submit before the script loads a POST, never a GET with the password in the URL. */}
      <form noValidate method="post" action="/api/auth/register" onSubmit={onSubmit}>
        <CardContent className="grid gap-5">
          {registerUser.isError || (initialError && registerUser.isIdle) ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{registerUser.isError ? serverError : initialError}</AlertDescription>
            </Alert>
          ) : null}
          {FIELDS.map(({ name, label, type, autoComplete, placeholder, hint }) => {
            const id = `register-${name}`;
            const error = errors[name]?.message;
            return (
              <FormField key={name} id={id} label={label} error={error} hint={hint}>
                <Input
                  id={id}
                  type={type}
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                  required
                  {...fieldErrorProps(id, error)}
                  {...form.register(name)}
                />
              </FormField>
            );
          })}
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Creating account..." : "Create Account"}
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-sm text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            100% free forever, no credit card required
          </p>
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link href="/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
