"use client";
// Password change (POST /api/auth/password): every other session is signed out, this browser stays signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { passwordChangeSchema, type PasswordChangeFormValues } from "@/lib/validators/account";
import { PASSWORD_HINT } from "@/lib/validators/password";
import { useAccountForm } from "./use-account-form";

export function PasswordForm() {
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { submit, pending } = useAccountForm(
    form,
    (data) => apiFetch("/api/auth/password", { method: "POST", body: data }),
    {
      title: "Error",
      fallback: "Failed to change your password. Please try again.",
    },
  );
  const onSubmit = submit(() => {
    form.reset();
    toast.success("Password changed", { description: "Every other session has been signed out." });
  });
  const current = form.formState.errors.currentPassword?.message;
  const next = form.formState.errors.newPassword?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="settings-current-password" label="Current Password" error={current} className="content-start">
        <Input
          id="settings-current-password"
          type="password"
          autoComplete="current-password"
          {...fieldErrorProps("settings-current-password", current)}
          {...form.register("currentPassword")}
        />
      </FormField>
      <FormField
        id="settings-new-password"
        label="New Password"
        error={next}
        hint={PASSWORD_HINT}
        className="content-start"
      >
        <Input
          id="settings-new-password"
          type="password"
          autoComplete="new-password"
          {...fieldErrorProps("settings-new-password", next)}
          {...form.register("newPassword")}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
