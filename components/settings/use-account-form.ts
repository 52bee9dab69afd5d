"use client";
// One way for the settings forms to save: send the values, show the server's field errors on their fields, and
// a toast for everything else.
import { useMutation } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "@/lib/api-client";
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
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        const known = Object.entries(fields ?? {}).filter(([name]) => name in form.getValues());
        for (const [name, message] of known) form.setError(name as Path<V>, { message });
        if (known.length === 0) toastMutationError(failure.title, failure.fallback, error);
      }
    });
  return { submit, pending: mutation.isPending };
}
