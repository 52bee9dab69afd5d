"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiRequestError } from "@/lib/api-client";
import type { CurrentUser } from "@/lib/types";
import { PRODUCT_NAME } from "@/lib/product";
import { loginSchema, type LoginInput } from "@/lib/validators/login";
import { nextPathFromAddress, useAuthSuccess } from "./use-auth-success";

type LoginFormProps = {
  /** Where to go after signing in (the dashboard), unless the address has a same-site `?next=` path. */
  redirectTo?: string;
  /** The error of a sign-in the form posted before its script loaded (the page reads it from the URL). */
  initialError?: string;
};

/** The sign-in card: Email, Password and "Sign In"; used at /login and at /dashboard when signed out. */
export function LoginForm({ redirectTo = "/dashboard", initialError }: LoginFormProps) {
  // The page is static: `?next=` (e.g. back to an invitation) is read from the address when sign-in succeeds.
  const onSignedIn = useAuthSuccess(() => nextPathFromAddress() ?? redirectTo);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const login = useMutation({
    mutationFn: (values: LoginInput) => apiFetch<CurrentUser>("/api/auth/login", { method: "POST", body: values }),
    onSuccess: onSignedIn,
  });
  // Stay pending while the router navigates away after a success.
  const pending = login.isPending || login.isSuccess;
  const { errors } = form.formState;
  const serverError =
    login.error instanceof ApiRequestError && login.error.message ? login.error.message : "Login failed";

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Welcome back
        </CardTitle>
        <CardDescription>Sign in to your {PRODUCT_NAME} portfolio.</CardDescription>
      </CardHeader>
      {/* method and action make a submit before the script loads a POST, never a GET with the password in the URL. */}
      <form
        noValidate
        method="post"
        action="/api/auth/login"
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <CardContent className="grid gap-5">
          {login.isError || (initialError && login.isIdle) ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{login.isError ? serverError : initialError}</AlertDescription>
            </Alert>
          ) : null}
          <FormField id="login-email" label="Email" error={errors.email?.message}>
            <Input
              id="login-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              required
              {...fieldErrorProps("login-email", errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              {...fieldErrorProps("login-password", errors.password?.message)}
              {...form.register("password")}
            />
          </FormField>
          <Link
            href="/forgot-password"
            className="-mt-3 justify-self-end text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        </CardContent>
        <CardFooter className="flex-col gap-4">
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Signing in..." : "Sign In"}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            New to {PRODUCT_NAME}?{" "}
            <Link href="/register" className="font-medium text-primary hover:underline">
              Create a free account
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
