"use client";
// Step state for a multi-step form: each step names its fields, and Next only moves on when they are valid.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useWizard } from "./use-wizard";

export type WizardStep<T extends FieldValues> = {
  title: string;
  /** The fields this step shows; Next validates them (with the form's schema) before moving on. */
  fields: readonly Path<T>[];
};

// The form's input and output types do not matter here: only its trigger is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = Pick<UseFormReturn<T, any, any>, "trigger">;

export type FormWizard = ReturnType<typeof useFormWizard>;

export function useFormWizard<T extends FieldValues>(form: AnyForm<T>, steps: readonly WizardStep<T>[]) {
  const wizard = useWizard(steps.length);
  const current = steps[wizard.step];

  /** Validates the current step (showing its messages and focusing the first bad field), then moves on. */
  const next = async (): Promise<boolean> => {
    const fields = current?.fields ?? [];
    const valid = fields.length === 0 || (await form.trigger([...fields], { shouldFocus: true }));
    if (valid) wizard.next();
    return valid;
  };

  /** Shows the first step holding one of these fields ("stakeholders.0.name" belongs to "stakeholders"). */
  const showFields = (names: readonly string[]) => {
    const step = steps.findIndex((s) =>
      s.fields.some((field) => names.some((name) => name === field || name.startsWith(`${field}.`))),
    );
    if (step >= 0) wizard.goTo(step);
  };

  return {
    ...wizard,
    titles: steps.map((s) => s.title),
    next,
    showFields,
  };
}

/** Every field of every step, e.g. to place the server's field errors. */
export function allStepFields<T extends FieldValues>(steps: readonly WizardStep<T>[]): Path<T>[] {
  return steps.flatMap((s) => [...s.fields]);
}
