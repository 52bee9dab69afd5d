"use client";
// Step state for a multi-step form: each step names its fields, Next only moves on when they are valid (unless
// the wizard leaves checking to the submit), and the step holding a field can be shown again.
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

export type WizardStep<T extends FieldValues> = {
  title: string;
  /** The fields this step shows; Next validates them (with the form's schema) before moving on. */
  fields: readonly Path<T>[];
};

export type FormWizardOptions<T extends FieldValues> = {
  /** False lets Next move on without checking the step: the schema speaks at submit, on the first bad step. */
  checkSteps?: boolean;
  /** Whether this step may be left yet (its required choices made, no upload running); false disables Next. */
  canAdvance?: (step: number) => boolean;
  /** The fields Next checks on this step when they depend on what was chosen (by default all of its fields). */
  fieldsToCheck?: (step: number, fields: readonly Path<T>[]) => readonly Path<T>[];
  /** A check of the wizard's own before the schema's; false stays on the step (it shows its own messages). */
  beforeNext?: (step: number) => boolean;
};

// The form's input and output types do not matter here: only its trigger is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = Pick<UseFormReturn<T, any, any>, "trigger">;

export type FormWizard = ReturnType<typeof useFormWizard>;

export function useFormWizard<T extends FieldValues>(
  form: AnyForm<T>,
  steps: readonly WizardStep<T>[],
  { checkSteps = true, canAdvance, fieldsToCheck, beforeNext }: FormWizardOptions<T> = {},
) {
  const [step, setStep] = useState(0);
  const last = steps.length - 1;
  const goTo = (index: number) => setStep(Math.min(Math.max(index, 0), last));
  const stepFields = steps[step]?.fields ?? [];
  const advance = canAdvance ? canAdvance(step) : true;

  /** Validates the current step (showing its messages and focusing the first bad field), then moves on. */
  const next = async (): Promise<boolean> => {
    if (!advance) return false;
    if (beforeNext && !beforeNext(step)) return false;
    const fields = !checkSteps ? [] : fieldsToCheck ? fieldsToCheck(step, stepFields) : stepFields;
    const valid = fields.length === 0 || (await form.trigger([...fields], { shouldFocus: true }));
    if (valid) setStep((s) => Math.min(s + 1, last));
    return valid;
  };

  /** Shows the first step holding one of these fields ("stakeholders.0.name" belongs to "stakeholders"). */
  const showFields = (names: readonly string[]) => {
    const index = steps.findIndex((s) =>
      s.fields.some((field) => names.some((name) => name === field || name.startsWith(`${field}.`))),
    );
    if (index >= 0) goTo(index);
  };

  return {
    step,
    count: steps.length,
    isFirst: step === 0,
    isLast: step === last,
    titles: steps.map((s) => s.title),
    /** False while Next is disabled on this step. */
    canAdvance: advance,
    next,
    back: () => setStep((s) => Math.max(s - 1, 0)),
    goTo,
    showFields,
  };
}

/** Every field of every step, e.g. to place the server's field errors. */
export function allStepFields<T extends FieldValues>(steps: readonly WizardStep<T>[]): Path<T>[] {
  return steps.flatMap((s) => [...s.fields]);
}
