"use client";
// Account deletion (DELETE /api/auth/me): the rep types DELETE and their password; everything goes, share links
// stop working, and the browser lands on the home page signed out.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { useAccountForm } from "./use-account-form";

const CONFIRMATION = "DELETE";
type Values = { confirmation: string; password: string };

export function DeleteAccountForm() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<Values>({ defaultValues: { confirmation: "", password: "" } });
  const { submit, pending } = useAccountForm(
    form,
    ({ password }) => apiFetch("/api/auth/me", { method: "DELETE", body: { password } }),
    {
      title: "Error",
      fallback: "Failed to delete your account. Please try again.",
    },
  );
  const onSubmit = submit(() => {
    queryClient.clear();
    toast.success("Account deleted", { description: "Your portfolio, files and share links are gone." });
    router.replace("/");
    router.refresh();
  });
  const confirmed = useWatch({ control: form.control, name: "confirmation" }) === CONFIRMATION;
  const error = form.formState.errors.password?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="settings-delete-confirmation" label={`Type ${CONFIRMATION} to confirm`}>
        <Input id="settings-delete-confirmation" autoComplete="off" {...form.register("confirmation")} />
      </FormField>
      <FormField id="settings-delete-password" label="Password" error={error}>
        <Input
          id="settings-delete-password"
          type="password"
          autoComplete="current-password"
          {...fieldErrorProps("settings-delete-password", error)}
          {...form.register("password")}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
          {pending ? "Deleting..." : "Delete Account"}
        </Button>
      </div>
    </form>
  );
}
