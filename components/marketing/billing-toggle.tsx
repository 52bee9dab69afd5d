"use client";
// The Monthly / Annual switch of the pricing page (annual by default): the page's one client component. It only
// sets data-billing on its group and aria-pressed on its buttons; the plan cards stay server markup and show or
// hide their prices and links with `group-data-[billing=...]/billing:` classes.
import { useState, type ReactNode } from "react";
import { ANNUAL_SAVING_LABEL, type BillingPeriod } from "@/lib/pricing";

type BillingToggleProps = {
  /** The plan cards: elements inside show or hide for a period with `group-data-[billing=...]/billing:` classes. */
  children: ReactNode;
  defaultPeriod?: BillingPeriod;
  /** The yearly saving ("Save 33%"), from the prices shown. */
  savingLabel?: string;
};

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: "Annual" },
];

export function BillingToggle({
  children,
  defaultPeriod = "annual",
  savingLabel = ANNUAL_SAVING_LABEL,
}: BillingToggleProps) {
  const [period, setPeriod] = useState<BillingPeriod>(defaultPeriod);
  return (
    <div data-billing={period} className="group/billing">
      <div className="flex justify-center">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted p-1 shadow-xs"
        >
          {OPTIONS.map((option) => {
            const active = option.value === period;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={active}
                onClick={() => setPeriod(option.value)}
                // Plain strings, not cn(): the island stays free of tailwind-merge.
                className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${
                  active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"
                }`}
              >
                {option.label}
                {option.value === "annual" ? (
                  <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                    {savingLabel}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {children}
    </div>
  );
}
