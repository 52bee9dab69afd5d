"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyResolver } from "@/lib/lazy-resolver";
import { toastMutationError } from "@/lib/mutation-toast";
import type { ProfileNameFormValues } from "@/lib/validators/profile";
import { useSaveFullName } from "./use-profile-mutations";

const resolver = lazyResolver(() => import("./profile-name-resolver").then((m) => m.profileNameResolver));

/** The name box: shows the account's name; Save (or Enter) stores a change. */
export function ProfileNameForm({ fullName }: { fullName: string }) {
  const save = useSaveFullName();
  const form = useForm<ProfileNameFormValues>({
    resolver,
    values: { fullName },
    resetOptions: { keepDirtyValues: true },
  });
  const error = form.formState.errors.fullName?.message;

  const onSubmit = form.handleSubmit(async ({ fullName: name }) => {
    try {
      const user = await save.mutateAsync(name.trim());
      form.reset({ fullName: user.fullName });
      toast.success("Name updated", { description: `Your portfolio now shows ${user.fullName}.` });
    } catch (e) {
      toastMutationError("Error", "Failed to update your name. Please try again.", e);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="w-full">
      <FormField id="profile-full-name" label="Your name" error={error}>
        <div className="flex gap-2">
          <Input
            id="profile-full-name"
            autoComplete="name"
            maxLength={100}
            className="text-base font-semibold"
            {...fieldErrorProps("profile-full-name", error)}
            {...form.register("fullName")}
          />
          <Button type="submit" variant="outline" disabled={!form.formState.isDirty || save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
