"use client";
// Saving a content type from its dialog: POST for a new row, PUT for the row being edited, the form's own
// success and failure toasts (an upgrade prompt at a plan limit), and the server's field errors back on the form.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast";
import { ApiRequestError } from "@/lib/api-client";
import { useEntityMutations, type PortfolioPath } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";

type ToastText = { title: string; description: string };

export type EntitySaveTexts = {
  created: ToastText;
  updated: ToastText;
  createFailed: ToastText;
  updateFailed: ToastText;
};

type EntitySaveOptions<T extends FieldValues> = {
  path: PortfolioPath;
  /** The row being edited; without it the save creates a row. */
  editingId: number | undefined;
  texts: EntitySaveTexts;
  setError: UseFormSetError<T>;
  /** Called with the names of the fields the server refused (to show their step). */
  onFieldErrors?: (names: string[]) => void;
  onSaved: () => void;
};

export function useEntitySave<T extends FieldValues>({
  path,
  editingId,
  texts,
  setError,
  onFieldErrors,
  onSaved,
}: EntitySaveOptions<T>) {
  const { create, update } = useEntityMutations<{ id: number }>(path);
  const failure = editingId === undefined ? texts.createFailed : texts.updateFailed;

  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.fields) {
      const names = Object.keys(error.fields);
      for (const name of names) setError(name as Path<T>, { type: "server", message: error.fields[name] });
      onFieldErrors?.(names);
    }
    // The dialog stays open with what was typed (at a plan limit too).
    toastMutationError(failure.title, failure.description, error);
  };

  const save = (body: Record<string, unknown>) => {
    if (editingId === undefined) {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(texts.created.title, { description: texts.created.description });
          onSaved();
        },
        onError,
      });
    } else {
      update.mutate(
        { ...body, id: editingId },
        {
          onSuccess: () => {
            toast.success(texts.updated.title, { description: texts.updated.description });
            onSaved();
          },
          onError,
        },
      );
    }
  };

  return { save, pending: create.isPending || update.isPending };
}
