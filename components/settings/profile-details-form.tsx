"use client";
// Profile: what shared pages and exports show about the rep. Saved with PATCH /api/auth/me.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { profileDetailsSchema, type ProfileDetailsFormValues } from "@/lib/validators/profile";
import { useAccountForm } from "./use-account-form";

const FIELDS = [
  { name: "fullName", label: "Full Name", autoComplete: "name", type: "text" },
  { name: "title", label: "Job Title", autoComplete: "organization-title", type: "text" },
  { name: "company", label: "Company", autoComplete: "organization", type: "text" },
  { name: "linkedinUrl", label: "LinkedIn URL", autoComplete: "url", type: "url" },
  { name: "videoPitchUrl", label: "Video Pitch URL", autoComplete: "url", type: "url" },
] as const;

export function ProfileDetailsForm({ values }: { values: ProfileDetailsFormValues }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<ProfileDetailsFormValues>({
    resolver: zodResolver(profileDetailsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { submit, pending } = useAccountForm(
    form,
    (data) => apiFetch("/api/auth/me", { method: "PATCH", body: data }),
    {
      title: "Error",
      fallback: "Failed to update your profile. Please try again.",
    },
  );
  const onSubmit = submit((_user, saved) => {
    form.reset(saved);
    void queryClient.invalidateQueries({ queryKey: ["/api/auth/me"] });
    router.refresh();
    toast.success("Profile updated", { description: "Your shared pages and exports show the new details." });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, label, autoComplete, type }) => {
        const id = `settings-${name}`;
        const error = form.formState.errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              {...fieldErrorProps(id, error)}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={!form.formState.isDirty || pending}>
          {pending ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
