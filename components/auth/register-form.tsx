"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { signUpAction } from "@/app/(auth)/actions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert, InputField } from "@/components/ui/form-field";
import { useActionForm } from "@/lib/hooks/use-action-form";
import { PRODUCT_NAME } from "@/lib/product";
import { registerFormSchema, type RegisterFormValues } from "@/lib/validators/auth";
import { PASSWORD_HINT } from "@/lib/validators/password";
import { AddressField } from "./address-field";
import { AuthCardFooter } from "./auth-card-footer";

type RegisterField = keyof RegisterFormValues;

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

const noSubscription = () => () => undefined;

/** An invitation link carries the invited address (`?email=`): it starts the form once the script runs. */
function useInvitedEmail(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("email")?.slice(0, 254) ?? undefined,
    () => undefined,
  );
}

/**
 * The sign-up card; refusals (a taken e-mail, a weak password) land under their fields. The action goes on to the
 * address's `?next=` path, the upgrade page for the plan picked on the pricing page, or the dashboard.
 */
export function RegisterForm() {
  const { state, formError, fields, pending, formProps } = useActionForm(signUpAction, { schema: registerFormSchema });
  const invitedEmail = useInvitedEmail();

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Create your account
        </CardTitle>
        <CardDescription>Start your verified {PRODUCT_NAME} brag book in minutes.</CardDescription>
      </CardHeader>
      <form {...formProps}>
        <AddressField />
        <CardContent className="grid gap-5">
          <FormErrorAlert message={formError} />
          {FIELDS.map(({ name, ...field }) => (
            <InputField
              key={name}
              id={`register-${name}`}
              name={name}
              {...field}
              error={fields[name]}
              required
              defaultValue={state.values?.[name] ?? (name === "email" ? invitedEmail : undefined)}
            />
          ))}
        </CardContent>
        <AuthCardFooter pending={pending} pendingLabel="Creating account..." submitLabel="Create Account">
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
        </AuthCardFooter>
      </form>
    </Card>
  );
}
