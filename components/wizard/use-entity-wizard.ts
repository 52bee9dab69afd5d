"use client";
// A portfolio wizard's wiring in one call: the dialog it lives in (and the item it edits), its form checked by the
// item's zod schema, its steps, and its save (a refused save reopens the step of the field in error). The wizard
// keeps only its texts and its steps' fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useDialog, type DialogKind, type PortfolioDialog } from "@/components/portfolio/dialog-context";
import { useEntitySave, type EntitySaveOptions } from "./use-entity-save";
import { useFormWizard, type FormWizardOptions, type WizardStep } from "./use-form-wizard";

type Schema = z.ZodType<FieldValues, FieldValues>;
type In<S extends Schema> = z.input<S>;
type Out<S extends Schema> = z.output<S>;

type EntityWizardOptions<K extends DialogKind, I extends { id: number }, S extends Schema> = Omit<
  EntitySaveOptions<NoInfer<In<S>>, NoInfer<Out<S>>, { id: number }>,
  "form" | "editingId" | "onFieldErrors" | "onSaved"
> & {
  kind: K;
  /** The item the dialog was opened with (editing), if any. */
  item: (dialog: Extract<PortfolioDialog, { kind: K }>) => I | undefined;
  schema: S;
  defaultValues: (item: I | undefined) => DefaultValues<NoInfer<In<S>>>;
  /** When a field's message updates: by default as soon as it is corrected after a failed Next. */
  mode?: "onChange" | "onTouched" | "onSubmit";
  steps: readonly WizardStep<NoInfer<In<S>>>[];
  wizard?: FormWizardOptions<NoInfer<In<S>>>;
};

export function useEntityWizard<K extends DialogKind, I extends { id: number }, S extends Schema>({
  kind,
  item: itemOf,
  schema,
  defaultValues,
  mode = "onChange",
  steps,
  wizard: wizardOptions,
  ...save
}: EntityWizardOptions<K, I, S>) {
  const { isOpen, dialog, onOpenChange, close } = useDialog(kind);
  const item = dialog ? itemOf(dialog) : undefined;
  const form = useForm<In<S>, unknown, Out<S>>({
    resolver: zodResolver(schema as unknown as z.ZodType<Out<S>, In<S>>),
    mode,
    defaultValues: defaultValues(item),
  });
  const wizard = useFormWizard(form, steps, wizardOptions);
  const { submit, pending } = useEntitySave<In<S>, Out<S>>({
    ...save,
    form,
    editingId: item?.id,
    onFieldErrors: wizard.showFields,
    onSaved: close,
  });
  return {
    item,
    form,
    step: wizard.step,
    dialog: { open: isOpen, onOpenChange, wizard, onSubmit: submit, onCancel: close, pending },
  };
}
