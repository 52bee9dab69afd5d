"use client";
// Which step of a multi-step dialog is shown.
import { useState } from "react";

export type Wizard = ReturnType<typeof useWizard>;

export function useWizard(stepCount: number) {
  const [step, setStep] = useState(0);
  const last = stepCount - 1;
  return {
    step,
    count: stepCount,
    isFirst: step === 0,
    isLast: step === last,
    next: () => setStep((s) => Math.min(s + 1, last)),
    back: () => setStep((s) => Math.max(s - 1, 0)),
    goTo: (index: number) => setStep(Math.min(Math.max(index, 0), last)),
  };
}
