// The Monthly / Annual switch of the pricing page (annual by default). The page runs no framework code, so the
// switch is markup plus BILLING_TOGGLE_SCRIPT, a few lines of inline script that set data-billing on its group and
// aria-pressed on its buttons; the plan cards show or hide their prices and links with
// `group-data-[billing=...]/billing:` classes, and the buttons' look follows `aria-pressed`.
import type { ReactNode } from "react";
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

/** Makes every switch on the page work: a tap on a period shows its prices and marks its button pressed. */
export const BILLING_TOGGLE_SCRIPT = `document.querySelectorAll("[data-billing-option]").forEach(function (button) {
  button.addEventListener("click", function () {
    var group = button.closest("[data-billing]");
    group.setAttribute("data-billing", button.getAttribute("data-billing-option"));
    group.querySelectorAll("[data-billing-option]").forEach(function (option) {
      option.setAttribute("aria-pressed", String(option === button));
    });
  });
});`;

export function BillingToggle({
  children,
  defaultPeriod = "annual",
  savingLabel = ANNUAL_SAVING_LABEL,
}: BillingToggleProps) {
  return (
    <div data-billing={defaultPeriod} className="group/billing">
      <div className="flex justify-center">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted p-1 shadow-xs"
        >
          {OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              data-billing-option={option.value}
              aria-pressed={option.value === defaultPeriod}
              className="inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {option.label}
              {option.value === "annual" ? (
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                  {savingLabel}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}
