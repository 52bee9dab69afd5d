"use client";

import Link from "next/link";
import { useState } from "react";
import { signInAction } from "@/app/(auth)/actions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailField, FormErrorAlert, PasswordField } from "@/components/ui/form-field";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { PRODUCT_NAME } from "@/lib/product";
import { loginSchema } from "@/lib/validators/login";
import { AddressField } from "./address-field";
import { AuthCardFooter } from "./auth-card-footer";
import { ContinueWithSso, useSsoAvailable, useSsoErrorMessage } from "./sso-sign-in";

/**
 * The sign-in card: Email, Password and "Sign In"; used at /login and in place of any signed-in page when signed
 * out. The action signs in and goes on to the address's `?next=` path, or the dashboard. When the address's domain
 * signs in through its organisation's identity provider, "Continue with SSO" is offered too.
 */
export function LoginForm() {
  const { state, formError, fields, pending, formProps } = useActionForm(signInAction, { schema: loginSchema });
  const [email, setEmail] = useState(state.values?.email ?? "");
  const sso = useSsoAvailable(email);
  const ssoError = useSsoErrorMessage();

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Welcome back
        </CardTitle>
        <CardDescription>Sign in to your {PRODUCT_NAME} portfolio.</CardDescription>
      </CardHeader>
      <form {...formProps}>
        <AddressField />
        <CardContent className="grid gap-5">
          <FormErrorAlert message={formError ?? ssoError} />
          <EmailField
            id="login-email"
            error={fields.email}
            defaultValue={state.values?.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField id="login-password" label="Password" error={fields.password} required />
          <Link
            href="/forgot-password"
            className="-mt-3 justify-self-end text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        </CardContent>
        <AuthCardFooter pending={pending} pendingLabel="Signing in..." submitLabel="Sign In">
          {sso ? <ContinueWithSso email={email} /> : null}
          <p className="text-center text-sm text-muted-foreground">
            New to {PRODUCT_NAME}?{" "}
            <Link href="/register" className="font-medium text-primary hover:underline">
              Create a free account
            </Link>
          </p>
        </AuthCardFooter>
      </form>
    </Card>
  );
}
