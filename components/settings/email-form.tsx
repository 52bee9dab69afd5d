"use client";
// E-mail change (POST /api/auth/email): a link goes to the new address, which becomes the account's when the link is
// opened; a pending change can be withdrawn (DELETE /api/auth/email).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-toast";
import { emailChangeSchema } from "@/lib/validators/account";
import { useAccountForm } from "./use-account-form";

type EmailChangeFormValues = { newEmail: string; password: string };

export function EmailForm({ email, pendingEmail: initialPending }: { email: string; pendingEmail: string | null }) {
  const [pendingEmail, setPendingEmail] = useState(initialPending);
  const form = useForm<EmailChangeFormValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: "", password: "" },
  });
  const { submit, pending } = useAccountForm(
    form,
    (data) => apiFetch<{ pendingEmail: string }>("/api/auth/email", { method: "POST", body: data }),
    { title: "Error", fallback: "Failed to change your e-mail address. Please try again." },
  );
  const onSubmit = submit((result) => {
    form.reset();
    setPendingEmail(result.pendingEmail);
    toast.success("Confirmation sent", {
      description: `Open the link we sent to ${result.pendingEmail} to finish the change.`,
    });
  });
  const cancel = async () => {
    try {
      await apiFetch("/api/auth/email", { method: "DELETE" });
      setPendingEmail(null);
      toast.success("E-mail change cancelled");
    } catch (error) {
      toastMutationError("Error", "Failed to cancel the e-mail change. Please try again.", error);
    }
  };
  const newEmailError = form.formState.errors.newEmail?.message;
  const passwordError = form.formState.errors.password?.message;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Your e-mail address is <strong className="break-all">{email}</strong>.
      </p>
      {pendingEmail && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm"
        >
          <span>
            Waiting for confirmation of <strong className="break-all">{pendingEmail}</strong>: open the link we sent
            there.
          </span>
          <Button type="button" variant="outline" size="sm" onClick={cancel}>
            Cancel Change
          </Button>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-new-email" label="New Email" error={newEmailError}>
          <Input
            id="settings-new-email"
            type="email"
            autoComplete="email"
            {...fieldErrorProps("settings-new-email", newEmailError)}
            {...form.register("newEmail")}
          />
        </FormField>
        <FormField id="settings-email-password" label="Confirm with Your Password" error={passwordError}>
          <Input
            id="settings-email-password"
            type="password"
            autoComplete="current-password"
            {...fieldErrorProps("settings-email-password", passwordError)}
            {...form.register("password")}
          />
        </FormField>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Sending..." : "Change Email"}
          </Button>
        </div>
      </form>
    </div>
  );
}
