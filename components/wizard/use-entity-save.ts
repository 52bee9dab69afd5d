"use client";
// The one way a portfolio form saves: POST for a new row, PUT for the row being edited (About Me is one row,
// always POSTed), the form's own success and failure toasts (an upgrade prompt at a plan limit), and the
// server's refusals put back on the form's fields. The dialog stays open with what was typed when a save fails.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/toast";
import { ApiRequestError, applyServerErrors } from "@/lib/api-client";
import { useEntityMutations, type SavePath } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";

type ToastText = { title: string; description: string };

/** A success toast may depend on what was submitted and on the row the server sent back. */
type SuccessText<V, R> = ToastText | ((values: V, saved: R) => ToastText);

export type EntitySaveTexts<V = unknown, R = unknown> = {
  created: SuccessText<V, R>;
  updated: SuccessText<V, R>;
  createFailed: ToastText;
  updateFailed: ToastText;
};

// Only setError and handleSubmit are used, so the form's context type does not matter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SaveForm<F extends FieldValues, V> = Pick<UseFormReturn<F, any, V>, "setError" | "handleSubmit">;

export type EntitySaveOptions<F extends FieldValues, V, R> = {
  path: SavePath;
  /** The row being edited; without it the save creates a row. */
  editingId: number | undefined;
  form: SaveForm<F, V>;
  texts: EntitySaveTexts<V, R>;
  /** What is sent for the submitted values; by default the values themselves. */
  toBody?: (values: V) => Record<string, unknown>;
  /** The form's fields: the server's messages for other names go unplaced (default: every name it gives). */
  fields?: readonly string[];
  /** A 409 (the row clashes with one already stored) shows the server's message on this field. */
  conflictField?: (values: V) => Path<F>;
  /** The failure toast shows the server's message for any refusal, not only for a validation error. */
  serverMessages?: boolean;
  /** Called with the names of the fields in error, after a refused save or an invalid submit (to show their step). */
  onFieldErrors?: (names: string[]) => void;
  /** Runs after a successful save, before onSaved: e.g. refresh what the save changed elsewhere. */
  afterSave?: () => void;
  onSaved: () => void;
};

const toastText = <V, R>(text: SuccessText<V, R>, values: V, saved: R): ToastText =>
  typeof text === "function" ? text(values, saved) : text;

export function useEntitySave<F extends FieldValues, V = F, R extends { id: number } = { id: number }>({
  path,
  editingId,
  form,
  texts,
  toBody,
  fields,
  conflictField,
  serverMessages = false,
  onFieldErrors,
  afterSave,
  onSaved,
}: EntitySaveOptions<F, V, R>) {
  const { create, update } = useEntityMutations<R>(path);
  const failure = editingId === undefined ? texts.createFailed : texts.updateFailed;

  const onError = (error: unknown, values: V) => {
    const names = applyServerErrors(form, error, fields);
    if (conflictField && error instanceof ApiRequestError && error.status === 409) {
      const field = conflictField(values);
      form.setError(field, { type: "server", message: error.message });
      names.push(field);
    }
    if (names.length > 0) onFieldErrors?.(names);
    toastMutationError(failure.title, failure.description, error, { serverMessages });
  };

  const onSuccess = (text: SuccessText<V, R>, values: V, saved: R) => {
    const { title, description } = toastText(text, values, saved);
    toast.success(title, { description });
    afterSave?.();
    onSaved();
  };

  /** Sends the submitted (already validated) values. */
  const save = (values: V) => {
    const body = toBody ? toBody(values) : (values as Record<string, unknown>);
    const handlers = (text: SuccessText<V, R>) => ({
      onSuccess: (saved: R) => onSuccess(text, values, saved),
      onError: (error: unknown) => onError(error, values),
    });
    if (editingId === undefined) create.mutate(body, handlers(texts.created));
    else update.mutate({ ...body, id: editingId }, handlers(texts.updated));
  };

  /** The form's submit handler: the schema first (its errors reported through onFieldErrors), then save. */
  const submit = form.handleSubmit(save, (errors) => onFieldErrors?.(Object.keys(errors)));

  return { save, submit, pending: create.isPending || update.isPending };
}
