"use client";
// The multi-step <form> of every wizard, driven by useFormWizard: the progress, the current step's panel and
// the Cancel/Previous + Next/submit row.
// Enter in a field acts as Next until the last step (and only when Next is enabled), where it submits.
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { FormWizard } from "./use-form-wizard";
import { WizardProgress } from "./wizard-progress";

export type WizardFormProps = {
  wizard: FormWizard;
  /** The whole form's submit (e.g. react-hook-form's handleSubmit(...)), run on the last step only. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
};

export function WizardForm({
  wizard,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: WizardFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!wizard.isLast) {
      event.preventDefault();
      void wizard.next();
      return;
    }
    void onSubmit(event);
  };
  return (
    <form noValidate className="grid gap-6" onSubmit={handleSubmit}>
      <WizardProgress titles={wizard.titles} index={wizard.step} />
      <WizardStepPanel index={wizard.step}>{children}</WizardStepPanel>
      <WizardNav
        isFirst={wizard.isFirst}
        isLast={wizard.isLast}
        canAdvance={wizard.canAdvance}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onBack={wizard.back}
        onNext={() => void wizard.next()}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The current step's fields; arriving at another step puts the focus on its first field. */
function WizardStepPanel({ index, children }: { index: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    const panel = ref.current;
    const field = panel?.querySelector<HTMLElement>("input, textarea, select");
    (field ?? panel)?.focus();
  }, [index]);
  return (
    <div ref={ref} tabIndex={-1} className="grid gap-4 outline-none">
      {children}
    </div>
  );
}

type WizardNavProps = {
  isFirst: boolean;
  isLast: boolean;
  /** False keeps Next disabled (a step whose required choices are not made yet). */
  canAdvance?: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onBack: () => void;
  onNext: () => void;
  onCancel: () => void;
};

function WizardNav({
  isFirst,
  isLast,
  canAdvance = true,
  pending,
  submitLabel,
  pendingLabel,
  onBack,
  onNext,
  onCancel,
}: WizardNavProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      {isFirst ? (
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      ) : (
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Previous
        </Button>
      )}
      {/* Distinct keys: the Next button must never become the submit button under the pointer. */}
      {isLast ? (
        <Button key="submit" type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      ) : (
        <Button key="next" onClick={onNext} disabled={!canAdvance}>
          Next
        </Button>
      )}
    </div>
  );
}
