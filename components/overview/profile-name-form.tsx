"use client";
// The Overview's name box. A single field, kept in plain state: the page's first-load JavaScript carries no form
// library, and the zod schema PATCH /api/auth/me uses is loaded on the first Save.
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toastMutationError } from "@/lib/mutation-toast";
import { useSaveFullName } from "./use-profile-mutations";

/** The name box: shows the account's name; Save (or Enter) stores a change. */
export function ProfileNameForm({ fullName }: { fullName: string }) {
  const save = useSaveFullName();
  // null: not edited, the box follows the account's name.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = draft ?? fullName;
  const dirty = draft !== null && draft !== fullName;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { profileNameSchema } = await import("@/lib/validators/profile");
    const parsed = profileNameSchema.safeParse({ fullName: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const user = await save.mutateAsync(parsed.data.fullName);
      setDraft(null);
      toast.success("Name updated", { description: `Your portfolio now shows ${user.fullName}.` });
    } catch (e) {
      toastMutationError("Error", "Failed to update your name. Please try again.", e);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="w-full">
      <FormField id="profile-full-name" label="Your name" error={error}>
        <div className="flex gap-2">
          <Input
            id="profile-full-name"
            name="fullName"
            autoComplete="name"
            maxLength={100}
            className="text-base font-semibold"
            value={value}
            onChange={(e) => setDraft(e.target.value)}
            {...fieldErrorProps("profile-full-name", error)}
          />
          <Button type="submit" variant="outline" disabled={!dirty || save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
