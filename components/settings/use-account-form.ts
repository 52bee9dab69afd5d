"use client";
// One way for the settings forms to save: send the values, show the server's field errors on their fields, and
// a toast for everything else.
import { useMutation } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-toast";

export function useAccountForm<V extends FieldValues, R>(
  form: UseFormReturn<V>,
  send: (values: V) => Promise<R>,
  failure: { title: string; fallback: string },
) {
  const mutation = useMutation({ mutationFn: send });
  const submit = (onSaved: (result: R, values: V) => void) =>
    form.handleSubmit(async (values) => {
      try {
        onSaved(await mutation.mutateAsync(values), values);
      } catch (error) {
        // Only the form's own fields; anything else (or no field at all) is said in a toast.
        const placed = applyServerErrors(form, error, Object.keys(form.getValues()));
        if (placed.length === 0) toastMutationError(failure.title, failure.fallback, error);
      }
    });
  return { submit, pending: mutation.isPending };
}
